import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreateAccountRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AggregateStore, appendedEventId, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Passwords } from '../platform/security/passwords.js';
import { WishlistLifecycle } from '../wishlist/index.js';
import { FirstWishlists } from './first-wishlist.js';
import { userDecider, userStream } from './user.decider.js';

export class UpgradeToAccount {
  constructor(
    readonly userId: string,
    readonly request: z.output<typeof CreateAccountRequest>,
    readonly context: CommandContext,
  ) {}
}

export interface AccountUpgraded {
  wishlistPrivateGuid: string;
  /** The upgrade's position; the list's when the request made it. */
  position: string | null;
  /** False when the list could not be made now: the first-list reactor makes it later (422 `WishlistFailed`). */
  wishlistCreated: boolean;
}

/**
 * A lightweight user (crossed off by e-mail) starts a list: the same user becomes a full account with a username, names
 * and a password, and gets a first list, like `CreateAccount` (docs/permissions.md, "Lightweight users start a list").
 * The e-mail address stays theirs and must be the one given. The password is hashed before anything is written, the
 * username claimed next (given free again when the upgrade is refused), then `UserUpgradedToAccount` names the list.
 */
@CommandHandler(UpgradeToAccount)
export class UpgradeToAccountHandler implements ICommandHandler<UpgradeToAccount, AccountUpgraded> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
    private readonly passwords: Passwords,
    private readonly wishlists: WishlistLifecycle,
    private readonly firstWishlists: FirstWishlists,
  ) {}

  async execute({ userId, request, context }: UpgradeToAccount): Promise<AccountUpgraded> {
    const stream = userStream(userId);
    const { state } = await this.aggregates.load(stream, userDecider);
    if (state.isAccount) throw new Problem('AlreadyLoggedIn');
    if (state.emailIndex !== (await this.personal.index('email', request.email))) throw new Problem('Other');
    const passwordHash = await this.passwords.hash(request.password);

    const wishlistId = randomUUID();
    const usernameIndex = await this.wishlists.claimUsername(
      wishlistId,
      request.username,
      'UsernameUnavailable',
      context,
    );
    const { email, firstName, lastName, username, receiveMailing } = request;
    const idempotencyKey = randomUUID();
    const upgraded = await this.aggregates
      .execute(
        stream,
        userDecider,
        {
          type: 'UpgradeToAccount',
          receiveMailing,
          personal: await this.personal.seal(userId, { email, firstName, lastName, passwordHash }),
          firstWishlist: await this.firstWishlists.plan(userId, wishlistId, usernameIndex, {
            username,
            firstName,
            lastName,
          }),
        },
        { ...context, idempotencyKey },
      )
      .catch(async (error: unknown) => {
        await this.wishlists.releaseUsername(wishlistId, usernameIndex, context);
        throw error;
      });
    const event = upgraded.events[0];
    if (event?.type !== 'UserUpgradedToAccount') throw new Problem('Other');
    const created = await this.firstWishlists.createNow(
      appendedEventId(idempotencyKey, stream, 0),
      event.data,
      context,
    );
    return {
      wishlistPrivateGuid: wishlistId,
      position: created?.position ?? upgraded.position,
      wishlistCreated: created !== null,
    };
  }
}
