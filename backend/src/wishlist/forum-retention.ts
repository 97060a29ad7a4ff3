import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type DocumentStore, FORUM_POSTS, type ForumPostDocument } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../platform/config/config.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../platform/tokens.js';
import { forumDecider, forumStream } from './forum.decider.js';

/** Operational collection: when each scheduled job last ran, so a restart neither skips nor repeats a run. */
const JOBS = 'scheduled_jobs';
const JOB_ID = 'forum-retention';
const EVERY_MS = 60 * 60 * 1000;
/** How many months back, beyond the retention year, each run looks. */
const MONTHS_BACK = 24;

/**
 * Forum posts older than one year are removed (spec 01 §9). Runs in the process that runs the projections, at start
 * when the last run is more than an hour ago, and every hour after.
 */
@Injectable()
export class ForumRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ForumRetention');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly clock: Clock,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly readModels: ReadModels,
  ) {}

  onApplicationBootstrap() {
    if (!this.config.runProjections) return;
    const tick = () => this.runIfDue().catch((error: unknown) => this.logger.error(error));
    tick();
    this.timer = setInterval(tick, EVERY_MS);
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  async runIfDue(): Promise<void> {
    const last = await this.store.get<{ lastRunAt: string }>(JOBS, JOB_ID);
    const now = this.clock.now();
    if (last && now.getTime() - Date.parse(last.lastRunAt) < EVERY_MS) return;
    await this.run(now);
    await this.store.commit([{ kind: 'put', collection: JOBS, id: JOB_ID, doc: { lastRunAt: now.toISOString() } }]);
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
