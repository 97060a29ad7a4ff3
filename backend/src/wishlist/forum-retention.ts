import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type DocumentStore, FORUM_POSTS, type ForumPostDocument } from '@wl/projections';
import { JobScheduler } from '../platform/jobs/job-scheduler.js';
import { sweepOlderThan } from '../platform/jobs/retention-sweep.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { expireForumPost } from './expire-forum-post.step.js';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Forum posts older than one year are removed (spec 01 §9): a scheduled job, run hourly by whichever process holds its
 * lease.
 */
@Injectable()
export class ForumRetention implements OnModuleInit {
  constructor(
    private readonly useCases: UseCases,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly readModels: ReadModels,
    private readonly jobs: JobScheduler,
  ) {}

  onModuleInit() {
    this.jobs.register({ name: 'forum-retention', everyMs: EVERY_MS, run: (now) => this.run(now) });
  }

  /** Removes every post written more than a year before `now`; answers how many. */
  run(now: Date): Promise<number> {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 1);
    return sweepOlderThan(
      cutoff,
      {
        inMonth: (month) => this.store.find<ForumPostDocument>(FORUM_POSTS, { month }, 100_000),
        madeAt: (post) => post.createDate,
        expire: ({ wishlistId, postId }, context) =>
          this.useCases.run(expireForumPost, { wishlistId, postId }, context),
      },
      this.readModels,
    );
  }
}
