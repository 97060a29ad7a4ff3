import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { LOT_RETENTION_DAYS } from '@wl/contracts';
import { type DocumentStore, LOTING_MEMBERS, type LotingMemberDocument } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { JobScheduler } from '../platform/jobs/job-scheduler.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { lotingDecider, lotingStream } from './loting.decider.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many months back, beyond the retention period, each run looks (a run missed for that long still catches up). */
const MONTHS_BACK = 24;

/**
 * Draws older than `LOT_RETENTION_DAYS` are deleted (reason `expired`), which erases their data (the lifecycle
 * reactor forgets their keys): a daily job, run by whichever process holds its lease. A repeat deletes nothing twice.
 */
@Injectable()
export class LotingRetention implements OnModuleInit {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly readModels: ReadModels,
    private readonly jobs: JobScheduler,
  ) {}

  onModuleInit() {
    this.jobs.register({ name: 'loting-retention', everyMs: DAY_MS, run: (now) => this.run(now) });
  }

  /** Deletes every draw made more than `LOT_RETENTION_DAYS` before `now`; answers how many. */
  async run(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - LOT_RETENTION_DAYS * DAY_MS);
    const cutoffIso = cutoff.toISOString();
    let deleted = 0;
    let position: string | null = null;
    for (let back = 0; back <= MONTHS_BACK; back++) {
      const month = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
      // One organizer document per living draw; deleted draws have none.
      const members = await this.store.findByPrefix<LotingMemberDocument>(LOTING_MEMBERS, 'createdAt', month, 100_000);
      for (const draw of members.filter((m) => m.isOrganizer && m.createdAt < cutoffIso)) {
        const context = { commandId: randomUUID(), correlationId: randomUUID(), userId: null, contextId: null };
        const expired = await this.aggregates.execute(lotingStream(draw.lotingId), lotingDecider, {
          type: 'DeleteLoting', actorId: null, reason: 'expired', replacedBy: null,
        }, context);
        position = expired.position ?? position;
        if (expired.events.length) deleted++;
      }
    }
    await this.readModels.settle(position, 'answer');
    return deleted;
  }
}
