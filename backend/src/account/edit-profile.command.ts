import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EditProfileRequest } from '@wl/contracts';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Passwords } from '../platform/security/passwords.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { userDecider, userStream } from './user.decider.js';

export class EditProfile {
  constructor(readonly userId: string, readonly request: EditProfileRequest, readonly context: CommandContext) {}
}

/** Names and e-mail address (a new address is claimed before the old one is given free), password, mail settings. */
@CommandHandler(EditProfile)
export class EditProfileHandler implements ICommandHandler<EditProfile, { position: string | null }> {
  constructor(private readonly aggregates: AggregateStore, private readonly personal: PersonalData, private readonly passwords: Passwords) {}

  async execute({ userId, request, context }: EditProfile) {
    const stream = userStream(userId);
    const { state } = await this.aggregates.load(stream, userDecider);
    if (!state.userId || !state.emailIndex) throw new Problem('Other');
    const emailIndex = await this.personal.index('email', request.email);
    if (emailIndex !== state.emailIndex) {
      await this.aggregates.execute(claimStream('email', emailIndex), claimDecider, { type: 'Claim', ownerId: userId, problemIfTaken: 'EmailUnavailable' }, context);
    }
    const { email, firstName, lastName } = request;
    const changed = await this.aggregates.execute(stream, userDecider, {
      type: 'ChangeProfile', emailIndex, personal: await this.personal.seal(userId, { email, firstName, lastName }),
    }, context);
    if (emailIndex !== state.emailIndex) {
      await this.aggregates.execute(claimStream('email', state.emailIndex), claimDecider, { type: 'Release', ownerId: userId }, context);
    }
    let position = changed.position;
    if (request.password !== undefined) {
      const personal = await this.personal.seal(userId, { passwordHash: await this.passwords.hash(request.password) });
      position = (await this.aggregates.execute(stream, userDecider, { type: 'ChangePassword', personal }, context)).position ?? position;
    }
    const { overviewEmailFrequency, enableCrossOffNotifications } = request;
    const settings = await this.aggregates.execute(stream, userDecider, { type: 'ChangeEmailSettings', overviewEmailFrequency, enableCrossOffNotifications }, context);
    return { position: settings.position ?? position };
  }
}
