import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EditProfileRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateStore, appendedEventId, type CommandContext } from '../platform/domain/aggregate-store.js';
import { ClaimReleases } from '../platform/domain/claim-releases.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { Problem } from '../platform/domain/problem.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import { Passwords } from '../platform/security/passwords.js';
import { emailHolder, userDecider, userStream } from './user.decider.js';

export class EditProfile {
  constructor(readonly userId: string, readonly request: EditProfileRequest, readonly context: CommandContext) {}
}

/**
 * Names and e-mail address, password, mail settings: one append on the user's stream. A new address is claimed before
 * it; the old one is given free by the step after it, which the claims reactor also runs (ClaimReleases), so a crash
 * between the appends still frees it.
 */
@CommandHandler(EditProfile)
export class EditProfileHandler implements ICommandHandler<EditProfile, { position: string | null }> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
    private readonly passwords: Passwords,
    private readonly claims: ClaimReleases,
    private readonly failpoints: Failpoints,
  ) {}

  async execute({ userId, request, context }: EditProfile) {
    const stream = userStream(userId);
    const { state } = await this.aggregates.load(stream, userDecider);
    if (!state.userId || !state.emailIndex) throw new Problem('Other');
    const emailIndex = await this.personal.index('email', request.email);
    const changedAddress = emailIndex !== state.emailIndex;
    if (changedAddress) {
      // Renewed: see the claim decider (a claim a crash left to the reactor to release is taken anew).
      await this.aggregates.execute(claimStream('email', emailIndex), claimDecider, { type: 'Claim', ownerId: userId, problemIfTaken: 'EmailUnavailable', renew: true }, context);
    }
    const { email, firstName, lastName, overviewEmailFrequency, enableCrossOffNotifications } = request;
    const password = request.password === undefined ? null : await this.personal.seal(userId, { passwordHash: await this.passwords.hash(request.password) });
    const idempotencyKey = randomUUID();
    const edited = await this.aggregates.execute(stream, userDecider, {
      type: 'EditProfile', emailIndex, replacesEmailIndex: state.emailIndex, personal: await this.personal.seal(userId, { email, firstName, lastName }), password,
      emailSettings: { overviewEmailFrequency, enableCrossOffNotifications },
    }, { ...context, idempotencyKey });
    if (changedAddress) {
      this.failpoints.check('edit-profile.changed');
      // ProfileChanged is the append's first event: the step derives from it, as the reactor's does.
      const after = { eventId: appendedEventId(idempotencyKey, stream, 0), position: edited.position!, cause: context };
      await this.claims.releaseReplaced(emailHolder(userId), emailIndex, after);
    }
    return { position: edited.position };
  }
}
