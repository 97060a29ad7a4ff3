import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreateAccountRequest, type CurrentUser, sendListAllowedFrom } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import { Passwords } from '../platform/security/passwords.js';
import { WishlistLifecycle } from '../wishlist/wishlist-lifecycle.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { userDecider, userStream } from './user.decider.js';

export class CreateAccount {
  constructor(readonly request: z.output<typeof CreateAccountRequest>, readonly context: CommandContext) {}
}

export interface AccountCreated {
  user: CurrentUser;
  wishlistPrivateGuid: string;
  position: string | null;
}

/**
 * Registers a full account with its first list: claims the e-mail address and the username (each a stream of its
 * own, so two people can never get the same one), then records the user and the list. A username that turns out
 * to be taken gives the e-mail address free again; a claim whose owner never came to be (the process died half-way)
 * is released by the claims reactor after a grace period.
 */
@CommandHandler(CreateAccount)
export class CreateAccountHandler implements ICommandHandler<CreateAccount, AccountCreated> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(PersonalData) private readonly personal: PersonalData,
    private readonly passwords: Passwords,
    private readonly wishlists: WishlistLifecycle,
    private readonly clock: Clock,
    private readonly failpoints: Failpoints,
  ) {}

  async execute({ request, context }: CreateAccount): Promise<AccountCreated> {
    const userId = randomUUID();
    const wishlistId = randomUUID();
    const emailIndex = await this.personal.index('email', request.email);
    const emailClaim = claimStream('email', emailIndex);
    // Hashed before anything is written: a refusal for a busy server (503) leaves nothing half made.
    const passwordHash = await this.passwords.hash(request.password);

    await this.aggregates.execute(emailClaim, claimDecider, { type: 'Claim', ownerId: userId, problemIfTaken: 'EmailUnavailable' }, context);
    this.failpoints.check('create-account.email-claimed');
    let usernameIndex: string;
    try {
      usernameIndex = await this.wishlists.claimUsername(wishlistId, request.username, 'UsernameUnavailable', context);
    } catch (error) {
      await this.aggregates.execute(emailClaim, claimDecider, { type: 'Release', ownerId: userId }, context);
      throw error;
    }

    const { email, firstName, lastName, username, receiveMailing } = request;
    const publicGuid = randomUUID();
    await this.aggregates.execute(userStream(userId), userDecider, {
      type: 'RegisterUser', userId, publicGuid, isAccount: true, receiveMailing, emailIndex,
      personal: await this.personal.seal(userId, { email, firstName, lastName, passwordHash }),
    }, context);

    // The first list is public but not findable: visible to whoever gets the link (docs/permissions.md).
    const created = await this.wishlists.create(userId, wishlistId, usernameIndex, {
      username, firstName, lastName, city: null, accessType: 'PUBLIC', accessQuestion: null, accessAnswer: null,
    }, context);

    return {
      user: {
        privateGuid: userId, publicGuid, email, firstName, lastName, isAccount: true,
        overviewEmailFrequency: receiveMailing ? 1 : 0, enableCrossOffNotifications: true,
        emailVerified: false, sendListAllowedFrom: sendListAllowedFrom(this.clock.now().toISOString()),
      },
      wishlistPrivateGuid: wishlistId,
      position: created.position,
    };
  }
}
