import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CurrentUser, sendListAllowedFrom } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { userDecider, userStream } from './user.decider.js';

export class CreateLightweightUser {
  constructor(readonly email: string, readonly context: CommandContext) {}
}

/**
 * A user known only by an e-mail address (isAccount false), made when an anonymous visitor crosses off by e-mail.
 * The address must be free: an address of an existing user needs that user's password (or a reset mail) instead.
 * Setting a password later makes it a full account.
 */
@CommandHandler(CreateLightweightUser)
export class CreateLightweightUserHandler implements ICommandHandler<CreateLightweightUser, { user: CurrentUser; position: string | null }> {
  constructor(private readonly aggregates: AggregateStore, private readonly personal: PersonalData, private readonly clock: Clock) {}

  async execute({ email, context }: CreateLightweightUser) {
    const userId = randomUUID();
    const publicGuid = randomUUID();
    const emailIndex = await this.personal.index('email', email);
    await this.aggregates.execute(claimStream('email', emailIndex), claimDecider, { type: 'Claim', ownerId: userId, problemIfTaken: 'EmailInUse' }, context);
    const { position } = await this.aggregates.execute(userStream(userId), userDecider, {
      type: 'RegisterUser', userId, publicGuid, isAccount: false, receiveMailing: false, emailIndex,
      personal: await this.personal.seal(userId, { email, firstName: '', lastName: '', passwordHash: '' }), firstWishlist: null, extraOwnerInvite: null,
    }, context);
    const user: CurrentUser = {
      privateGuid: userId, publicGuid, email, firstName: '', lastName: '', isAccount: false, overviewEmailFrequency: 0, enableCrossOffNotifications: true,
      emailVerified: false, sendListAllowedFrom: sendListAllowedFrom(this.clock.now().toISOString()),
    };
    return { user, position };
  }
}
