import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreateAccountRequest, type CurrentUser, t } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Passwords } from '../platform/security/passwords.js';
import { wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';
import { claimDecider, claimStream } from './claim.decider.js';
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
 * to be taken gives the e-mail address free again.
 */
@CommandHandler(CreateAccount)
export class CreateAccountHandler implements ICommandHandler<CreateAccount, AccountCreated> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(PersonalData) private readonly personal: PersonalData,
    private readonly passwords: Passwords,
  ) {}

  async execute({ request, context }: CreateAccount): Promise<AccountCreated> {
    const userId = randomUUID();
    const wishlistId = randomUUID();
    const emailIndex = await this.personal.index('email', request.email);
    const usernameIndex = await this.personal.index('username', request.username);
    const usernameClaim = claimStream('username', usernameIndex);
    const emailClaim = claimStream('email', emailIndex);

    await this.aggregates.execute(emailClaim, claimDecider, { type: 'Claim', ownerId: userId, problemIfTaken: 'EmailUnavailable' }, context);
    try {
      await this.aggregates.execute(usernameClaim, claimDecider, { type: 'Claim', ownerId: wishlistId, problemIfTaken: 'UsernameUnavailable' }, context);
    } catch (error) {
      await this.aggregates.execute(emailClaim, claimDecider, { type: 'Release', ownerId: userId }, context);
      throw error;
    }

    const { email, firstName, lastName, username, receiveMailing } = request;
    const passwordHash = await this.passwords.hash(request.password);
    const publicGuid = randomUUID();
    await this.aggregates.execute(userStream(userId), userDecider, {
      type: 'RegisterUser', userId, publicGuid, isAccount: true, receiveMailing, emailIndex,
      personal: await this.personal.seal(userId, { email, firstName, lastName, passwordHash }),
    }, context);

    const created = await this.aggregates.execute(wishlistStream(wishlistId), wishlistDecider, {
      type: 'CreateWishlist',
      wishlist: {
        wishlistId, publicGuid: randomUUID(), primaryOwnerId: userId, usernameIndex,
        // New lists are public but not findable: visible to whoever gets the link (docs/permissions.md).
        accessType: 'PUBLIC', includeInSearchResult: false, showCrossedOff: false,
        personal: await this.personal.seal(userId, { username, firstName, lastName, city: null, accessQuestion: null, accessAnswer: null }),
      },
      firstCategory: { wishlistId, categoryId: randomUUID(), publicGuid: randomUUID(), name: t('category.default_name') },
    }, context);

    return {
      user: {
        privateGuid: userId, publicGuid, email, firstName, lastName, isAccount: true,
        overviewEmailFrequency: receiveMailing ? 1 : 0, enableCrossOffNotifications: true,
      },
      wishlistPrivateGuid: wishlistId,
      position: created.position,
    };
  }
}
