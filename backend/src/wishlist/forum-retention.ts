import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type DocumentStore, FORUM_POSTS, type ForumPostDocument } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { JobScheduler } from '../platform/jobs/job-scheduler.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { forumDecider, forumStream } from './forum.decider.js';

const EVERY_MS = 60 * 60 * 1000;
/** How many months back, beyond the retention year, each run looks. */
const MONTHS_BACK = 24;

/**
 * Forum posts older than one year are removed (spec 01 §9): a scheduled job, run hourly by whichever process holds its
 * lease.
 */
@Injectable()
export class ForumRetention implements OnModuleInit {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly readModels: ReadModels,
    private readonly jobs: JobScheduler,
  ) {}

  onModuleInit() {
    this.jobs.register({ name: 'forum-retention', everyMs: EVERY_MS, run: (now) => this.run(now) });
  }

  /** Removes every post written more than a year before `now`. */
  async run(now: Date): Promise<number> {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 1);
    const cutoffIso = cutoff.toISOString();
    let removed = 0;
    let position: string | null = null;
    for (let back = 0; back <= MONTHS_BACK; back++) {
      const month = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
      const posts = await this.store.find<ForumPostDocument>(FORUM_POSTS, { month }, 100_000);
      for (const post of posts.filter((p) => p.createDate < cutoffIso)) {
        const context = { commandId: randomUUID(), correlationId: randomUUID(), userId: null, contextId: null };
        const expired = await this.aggregates.execute(forumStream(post.wishlistId), forumDecider, { type: 'ExpirePost', postId: post.postId, wishlistId: post.wishlistId }, context);
        position = expired.position ?? position;
        removed++;
      }
    }
    await this.readModels.settle(position, 'answer');
    return removed;
  }
}
