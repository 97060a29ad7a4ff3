import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import type { AppConfig } from '../platform/config/config.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { claimDecider } from '../platform/domain/claim.decider.js';
import { JobScheduler } from '../platform/jobs/job-scheduler.js';
import { releaseClaim } from '../platform/claims/release-claim.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../platform/tokens.js';
import { wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';
import { userDecider, userStream } from './user.decider.js';

/** Operational collection: claims to look at once their grace period is over, keyed by the claim's event. */
export const CLAIM_CHECKS = 'claim_checks';

interface ClaimCheck {
  checkId: string;
  claimStream: string;
  ownerId: string;
  dueAt: number;
  correlationId: string;
}

/** Checks read at a time while looking for the due ones. */
const PAGE = 500;

/**
 * A claimed value whose owner never came into existence (the process died between the claim and the registration)
 * is released after a grace period. Decided on the streams: the claim stream says who holds the value, the owner's
 * stream whether the owner exists and holds that value. The due checks are done by a scheduled job, in the one
 * process that holds its lease, every tenth of the grace period (at least a second apart), so a claim is released
 * within 1.1 times the grace period. The release's events derive from the check, so a stalled holder that overlaps
 * its successor appends once.
 */
@Injectable()
export class ClaimChecks implements OnModuleInit {
  private readonly logger = new Logger('ClaimChecks');

  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobScheduler,
    private readonly useCases: UseCases,
  ) {}

  onModuleInit() {
    this.jobs.register({
      name: 'claim-checks',
      everyMs: Math.max(1000, this.config.claimGraceMs / 10),
      run: () => this.checkDue(),
    });
  }

  /** Grace periods are wall-clock time: they cover requests in flight, not the product's calendar. */
  async schedule(checkId: string, claimStream: string, ownerId: string, correlationId: string): Promise<void> {
    const check: ClaimCheck = {
      checkId,
      claimStream,
      ownerId,
      dueAt: Date.now() + this.config.claimGraceMs,
      correlationId,
    };
    await this.store.putIf(CLAIM_CHECKS, checkId, null, check);
  }

  /** Does every check whose grace period is over, then forgets it; a check that fails stays for the next run. */
  private async checkDue(): Promise<void> {
    const now = Date.now();
    for (let after: string | null = null; ;) {
      const page: { id: string; doc: ClaimCheck }[] = await this.store.list<ClaimCheck>(CLAIM_CHECKS, after, PAGE);
      for (const { doc: check } of page.filter(({ doc }) => doc.dueAt <= now)) {
        await this.releaseIfOrphaned(check)
          .then(() => this.store.commit([{ kind: 'delete', collection: CLAIM_CHECKS, id: check.checkId }]))
          .catch((error: unknown) =>
            this.logger.error(`Claim check ${check.checkId} of ${check.claimStream}`, error as Error),
          );
      }
      if (page.length < PAGE) return;
      after = page.at(-1)!.id;
    }
  }

  private async releaseIfOrphaned({ checkId, claimStream, ownerId, correlationId }: ClaimCheck) {
    const { state } = await this.aggregates.load(claimStream, claimDecider);
    const [, kind, ...rest] = claimStream.split('-');
    const claim = { kind: kind === 'email' ? 'email' : 'username', index: rest.join('-'), ownerId } as const;
    if (state.ownerId !== ownerId || (await this.ownerHolds(claim))) return;
    const context = { commandId: checkId, correlationId, userId: null, contextId: null, idempotencyKey: checkId };
    await this.useCases.run(releaseClaim, claim, context);
  }

  private async ownerHolds({ kind, index, ownerId }: { kind: 'email' | 'username'; index: string; ownerId: string }) {
    if (kind === 'email') {
      const { state } = await this.aggregates.load(userStream(ownerId), userDecider);
      return state.userId !== null && state.emailIndex === index;
    }
    const { state } = await this.aggregates.load(wishlistStream(ownerId), wishlistDecider);
    return state.exists && state.usernameIndex === index;
  }
}
