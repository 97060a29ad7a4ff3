import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { limits } from '@wl/contracts';
import { type DocumentStore, LOTING_MEMBERS, type LotingMemberDocument } from '@wl/projections';
import { JobScheduler } from '../platform/jobs/job-scheduler.js';
import { sweepOlderThan } from '../platform/jobs/retention-sweep.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { deleteDraw } from './delete-draw.step.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Draws older than `limits.lotRetentionDays` are deleted (reason `expired`), which erases their data (the lifecycle
 * reactor forgets their keys): a daily job, run by whichever process holds its lease. A repeat deletes nothing twice.
 */
@Injectable()
export class LotingRetention implements OnModuleInit {
  constructor(
    private readonly useCases: UseCases,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly readModels: ReadModels,
    private readonly jobs: JobScheduler,
  ) {}

  onModuleInit() {
    this.jobs.register({ name: 'loting-retention', everyMs: DAY_MS, run: (now) => this.run(now) });
  }

  /** Deletes every draw made more than `limits.lotRetentionDays` before `now`; answers how many. */
  run(now: Date): Promise<number> {
    return sweepOlderThan(
      new Date(now.getTime() - limits.lotRetentionDays * DAY_MS),
      {
        // One organizer document per living draw; deleted draws have none.
        inMonth: async (month) =>
          (await this.store.findByPrefix<LotingMemberDocument>(LOTING_MEMBERS, 'createdAt', month, 100_000)).filter(
            (m) => m.isOrganizer,
          ),
        madeAt: (draw) => draw.createdAt,
        expire: (draw, context) =>
          this.useCases.run(deleteDraw, { lotingId: draw.lotingId, reason: 'expired' }, context),
      },
      this.readModels,
    );
  }
}
