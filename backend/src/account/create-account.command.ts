import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CreateAccountRequest, type CurrentUser, sendListAllowedFrom } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AggregateStore, appendedEventId, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import { Passwords } from '../platform/security/passwords.js';
import { WishlistLifecycle } from '../wishlist/index.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { FirstWishlists } from './first-wishlist.js';
import { userDecider, userStream } from './user.decider.js';

export class CreateAccount {
  constructor(
    readonly request: z.output<typeof CreateAccountRequest>,
    readonly context: CommandContext,
  ) {}
}

export interface AccountCreated {
  user: CurrentUser;
  wishlistPrivateGuid: string;
  position: string | null;
  /** False when the list could not be made in the request (422 `WishlistFailed`; the first-list reactor makes it). */
  wishlistCreated: boolean;
}

/**
 * Registers a full account with its first list: claims the e-mail address and the username (each a stream of its
 * own, so two people can never get the same one), then records the user, whose `UserRegistered` names the first
 * list, and creates that list (first-wishlist.ts; the first-list reactor finishes it if the process dies before).
 * A username that turns out to be taken gives the e-mail address free again; a claim whose owner never came to be
 * (the process died before the registration) is released by the claims reactor after a grace period.
 */
@CommandHandler(CreateAccount)
export class CreateAccountHandler implements ICommandHandler<CreateAccount, AccountCreated> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(PersonalData) private readonly personal: PersonalData,
    private readonly passwords: Passwords,
    private readonly wishlists: WishlistLifecycle,
    private readonly firstWishlists: FirstWishlists,
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

    await this.aggregates.execute(
      emailClaim,
      claimDecider,
      { type: 'Claim', ownerId: userId, problemIfTaken: 'EmailUnavailable' },
      context,
    );
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
    const stream = userStream(userId);
    const idempotencyKey = randomUUID();
    const registration = {
      userId,
      publicGuid,
      isAccount: true,
      receiveMailing,
      emailIndex,
      personal: await this.personal.seal(userId, { email, firstName, lastName, passwordHash }),
      firstWishlist: await this.firstWishlists.plan(userId, wishlistId, usernameIndex, {
        username,
        firstName,
        lastName,
      }),
      extraOwnerInvite: null,
    };
    const registered = await this.aggregates.execute(
      stream,
      userDecider,
      { type: 'RegisterUser', ...registration },
      { ...context, idempotencyKey },
    );
    this.failpoints.check('create-account.registered');
    const created = await this.firstWishlists.createNow(
      appendedEventId(idempotencyKey, stream, 0),
      registration,
      context,
    );

    return {
      user: {
        privateGuid: userId,
        publicGuid,
        email,
        firstName,
        lastName,
        isAccount: true,
        overviewEmailFrequency: receiveMailing ? 1 : 0,
        enableCrossOffNotifications: true,
        emailVerified: false,
        sendListAllowedFrom: sendListAllowedFrom(this.clock.now().toISOString()),
      },
      wishlistPrivateGuid: wishlistId,
      position: created?.position ?? registered.position,
      wishlistCreated: created !== null,
    };
  }
}
