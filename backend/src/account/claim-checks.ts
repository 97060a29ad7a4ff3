import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import type { AppConfig } from '../platform/config/config.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { claimDecider } from '../platform/domain/claim.decider.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../platform/tokens.js';
import { wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';
import { userDecider, userStream } from './user.decider.js';

/** Operational collection: claims to look at once their grace period is over, keyed by the claim's event. */
export const CLAIM_CHECKS = 'claim_checks';

interface ClaimCheck { checkId: string; claimStream: string; ownerId: string; dueAt: number; correlationId: string }

const SWEEP_MS = 1000;

/**
 * A claimed value whose owner never came into existence (the process died between the claim and the registration)
 * is released after a grace period. Decided on the streams: the claim stream says who holds the value, the owner's
 * stream whether the owner exists and holds that value. The release's events derive from the check, so two processes
 * doing the same check append once.
 */
@Injectable()
export class ClaimChecks implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ClaimChecks');
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    await this.store.ensureIndex(CLAIM_CHECKS, 'claimStream');
    this.timer = setInterval(() => void this.sweep(), SWEEP_MS);
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** Grace periods are wall-clock time: they cover requests in flight, not the product's calendar. */
  async schedule(checkId: string, claimStream: string, ownerId: string, correlationId: string): Promise<void> {
    const check: ClaimCheck = { checkId, claimStream, ownerId, dueAt: Date.now() + this.config.claimGraceMs, correlationId };
    await this.store.putIf(CLAIM_CHECKS, checkId, null, check);
  }

  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().catch((error: unknown) => this.logger.error(error)).finally(() => { this.sweeping = null; });
    return this.sweeping;
  }

  private async sweepOnce() {
    const checks = await this.store.find<ClaimCheck>(CLAIM_CHECKS, {}, 1000);
    for (const check of checks.filter((c) => c.dueAt <= Date.now())) {
      await this.releaseIfOrphaned(check);
      await this.store.commit([{ kind: 'delete', collection: CLAIM_CHECKS, id: check.checkId }]);
    }
  }

  private async releaseIfOrphaned({ checkId, claimStream, ownerId, correlationId }: ClaimCheck) {
    const { state } = await this.aggregates.load(claimStream, claimDecider);
    if (state.ownerId !== ownerId || (await this.ownerHolds(claimStream, ownerId))) return;
    const context = { commandId: checkId, correlationId, userId: null, contextId: null, idempotencyKey: checkId };
    await this.aggregates.execute(claimStream, claimDecider, { type: 'Release', ownerId }, context);
  }

  private async ownerHolds(claimStream: string, ownerId: string): Promise<boolean> {
    const [, kind, ...rest] = claimStream.split('-');
    const index = rest.join('-');
    if (kind === 'email') {
      const { state } = await this.aggregates.load(userStream(ownerId), userDecider);
      return state.userId !== null && state.emailIndex === index;
    }
    const { state } = await this.aggregates.load(wishlistStream(ownerId), wishlistDecider);
    return state.exists && state.usernameIndex === index;
  }
}
