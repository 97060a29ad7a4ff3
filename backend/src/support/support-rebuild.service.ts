import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { REBUILD_INTERRUPTED, type SupportRebuildJob, type SupportReadModels } from '@wl/contracts';
import { type DocumentStore, etaSeconds } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { SupportAudit } from './support-audit.js';

/** Operational collection: rebuild jobs, in the store so every server process answers about every job (DESIGN decision 13). */
export const REBUILD_JOBS = 'support_rebuild_jobs';

/** A running job stores its progress at most this often. */
const SAVE_EVERY_MS = 250;
/** A running job's process renews its heartbeat this often; a job not renewed for `DEAD_AFTER_MS` died with it. */
/**
 * A console rebuild runs inside the server, where each commit holds the event loop (about 10 ms per 1,000 documents):
 * smaller commits than the CLI's keep the pauses of requests short, at some cost to the rebuild's speed.
 */
const IN_SERVER_DOCUMENTS_PER_COMMIT = 1000;
const HEARTBEAT_MS = 2_000;
const DEAD_AFTER_MS = 5 * HEARTBEAT_MS;

/**
 * Rebuilds started from the console (docs/support.md, "Rebuild"): each one a shadow rebuild in this process, its
 * progress and result kept in `REBUILD_JOBS`. The shadow lane's lease makes it one rebuild per read model at a time
 * across processes.
 */
@Injectable()
export class SupportRebuilds implements OnModuleDestroy {
  private readonly logger = new Logger('SupportRebuilds');
  private readonly stopping = new AbortController();
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly readModels: ReadModels,
    private readonly audit: SupportAudit,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  readModelNames(): string[] {
    return this.readModels.runner.names();
  }

  async readModelsStatus(): Promise<SupportReadModels> {
    const status = await this.readModels.status();
    return { readModels: Object.entries(status).map(([name, { behind }]) => ({ name, behind })) };
  }

  async start(readModel: string, supportUserId: string, context: CommandContext): Promise<SupportRebuildJob> {
    const jobId = randomUUID();
    const rebuild = this.readModels.runner.shadowRebuildOf(readModel, `rebuild:${jobId}`);
    if (!rebuild) throw new Problem('UnknownReadModel');
    if (!(await rebuild.claim())) throw new Problem('RebuildRunning');
    const now = new Date().toISOString();
    const job: SupportRebuildJob = {
      jobId,
      readModel,
      status: 'running',
      processed: 0,
      total: 0,
      etaSeconds: null,
      startedAt: now,
      finishedAt: null,
      heartbeatAt: now,
      differingCount: 0,
      differing: [],
      error: null,
    };
    try {
      await this.audit.record(supportUserId, 'Rebuild', null, readModel, [], context);
      await this.save(job);
    } catch (error) {
      await rebuild.release();
      throw error;
    }
    const started = Date.now();
    let saved = 0;
    // One save after the other, so an older progress never lands after the result.
    let saving = Promise.resolve();
    const persist = (doc: SupportRebuildJob) => {
      saving = saving
        .then(() => this.save({ ...doc, heartbeatAt: new Date().toISOString() }))
        .catch((error: unknown) => this.logger.error(`Rebuild ${jobId} not stored`, error));
      return saving;
    };
    // Also while a phase reports no progress (the comparison, the swap).
    const heartbeat = setInterval(() => {
      void persist({ ...job });
    }, HEARTBEAT_MS);
    const run = this.readModels.runner
      .rebuildInShadow(
        rebuild,
        (progress) => {
          Object.assign(job, progress, { etaSeconds: etaSeconds(progress, Date.now() - started) });
          if (Date.now() - saved < SAVE_EVERY_MS) return;
          saved = Date.now();
          void persist({ ...job });
        },
        { signal: this.stopping.signal, documentsPerCommit: IN_SERVER_DOCUMENTS_PER_COMMIT },
      )
      .then(
        (report) => Object.assign(job, report, { status: 'swapped', etaSeconds: 0 }),
        (error: unknown) => {
          this.logger.error(`Rebuild ${jobId} of ${readModel} failed`, error);
          Object.assign(job, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
        },
      )
      .then(() => {
        clearInterval(heartbeat);
        return persist({ ...job, finishedAt: new Date().toISOString() });
      })
      .finally(() => this.running.delete(run));
    this.running.add(run);
    return { ...job };
  }

  /** A running job whose heartbeat stopped is reported (and stored) as failed: its process is gone. */
  async job(jobId: string): Promise<SupportRebuildJob> {
    const job = await this.store.get<SupportRebuildJob>(REBUILD_JOBS, jobId);
    if (!job) throw new Problem('SubjectNotFound');
    if (job.status !== 'running' || Date.now() - Date.parse(job.heartbeatAt) < DEAD_AFTER_MS) return job;
    const interrupted: SupportRebuildJob = {
      ...job,
      status: 'failed',
      etaSeconds: null,
      error: REBUILD_INTERRUPTED,
      finishedAt: new Date().toISOString(),
    };
    await this.save(interrupted);
    return interrupted;
  }

  /** A rebuild stops at its next batch when the server stops; its shadow copy is dropped by the next one. */
  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.running);
  }

  private async save(job: SupportRebuildJob): Promise<void> {
    await this.store.commit([{ kind: 'put', collection: REBUILD_JOBS, id: job.jobId, doc: job }]);
  }
}
