import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { ProjectionEvent } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { EmailVerificationMails } from './email-verification-mails.js';
import { userDecider, userStream } from './user.decider.js';

/** Older events are history being replayed (a rebuilt read model), not an address that was just changed. */
const RECENT_MS = 15 * 60_000;

/**
 * A changed e-mail address is unconfirmed (the user decider's `evolve` of `ProfileChanged`); this mails a link to the
 * new address once the accounts read model has the change. Whether a link is still owed is decided on the user's
 * stream: none was requested for the current address yet. Runs where the projections run, like the live notifier.
 */
@Injectable()
export class VerifyChangedAddress implements OnModuleInit {
  private readonly logger = new Logger('VerifyChangedAddress');

  constructor(
    private readonly readModels: ReadModels,
    private readonly aggregates: AggregateStore,
    private readonly mails: EmailVerificationMails,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.readModels.runner.onApplied((projection, events) => {
      if (projection !== 'accounts') return;
      for (const event of events) {
        if (event.type === 'ProfileChanged') this.mailIfOwed(event).catch((error: unknown) => this.logger.error(error));
      }
    });
  }

  private async mailIfOwed(event: Extract<ProjectionEvent, { type: 'ProfileChanged' }>) {
    const { userId, emailIndex, personal } = event.data;
    if (!personal || this.clock.now().getTime() - new Date(event.metadata.at).getTime() > RECENT_MS) return;
    const { state } = await this.aggregates.load(userStream(userId), userDecider);
    const owed = !state.emailVerified && state.emailIndex === emailIndex
      && !Object.values(state.verificationCodes).some((code) => code.emailIndex === emailIndex);
    if (!owed) return;
    const context = { commandId: randomUUID(), correlationId: event.metadata.correlationId, userId, contextId: null };
    await this.mails.send(userId, { address: personal.email, firstName: personal.firstName }, context);
  }
}
