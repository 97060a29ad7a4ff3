import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import type { AppConfig } from '../config/config.js';
import { Clock } from '../domain/clock.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../tokens.js';

/** Work that runs every so often, in exactly one of the server processes. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(now: Date): Promise<unknown>;
}

/** Operational collection: when each job last started, so a restart or a takeover neither skips nor repeats a run. */
const JOBS = 'scheduled_jobs';

/**
 * Runs each registered job in whichever process holds the job's lease (`job:<name>`), at start when its last run is
 * longer ago than its period, and each period after (DESIGN decision 13: scheduled jobs live in the shared store). The
 * lease is renewed every third of its length, also while the job runs; jobs must be idempotent, since a holder that
 * stalls past the lease may overlap the next one.
 */
@Injectable()
export class JobScheduler {
  private readonly logger = new Logger('Jobs');
  private readonly jobs: ScheduledJob[] = [];
  private readonly running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Called by the job's owner when its module starts. */
  register(job: ScheduledJob): void {
    this.jobs.push(job);
  }

  start(): void {
    const tick = () => this.jobs.forEach((job) => this.tick(job).catch((error: unknown) => this.logger.error(`Job ${job.name}`, error as Error)));
    tick();
    this.timer = setInterval(tick, this.config.leaseMs / 3);
  }

  /** Waits for running jobs, then gives their leases up. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.running.values());
    await Promise.all(this.jobs.map((job) => this.store.releaseLease(leaseOf(job), this.config.leaseHolder)));
  }

  private async tick(job: ScheduledJob): Promise<void> {
    const held = await this.store.acquireLease(leaseOf(job), this.config.leaseHolder, this.config.leaseMs);
    if (!held || this.running.has(job.name)) return;
    const run = this.runIfDue(job)
      .catch((error: unknown) => this.logger.error(`Job ${job.name} failed`, error as Error))
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
  }

  private async runIfDue(job: ScheduledJob): Promise<void> {
    const now = this.clock.now();
    const last = await this.store.get<{ lastRunAt: string }>(JOBS, job.name);
    if (last && now.getTime() - Date.parse(last.lastRunAt) < job.everyMs) return;
    await job.run(now);
    await this.store.commit([{ kind: 'put', collection: JOBS, id: job.name, doc: { lastRunAt: now.toISOString() } }]);
  }
}

const leaseOf = (job: ScheduledJob) => `job:${job.name}`;
