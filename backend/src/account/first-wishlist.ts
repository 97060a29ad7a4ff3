import { Injectable, Logger } from '@nestjs/common';
import { type EventOf, t } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { Problem } from '../platform/domain/problem.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import { stepContext } from '../platform/reactors/reactor.js';
import { WishlistLifecycle } from '../wishlist/index.js';
import { wishlistDecider, wishlistStream } from '../wishlist/wishlist.decider.js';
import { userDecider, userStream } from './user.decider.js';

type Registration = Pick<EventOf<'UserRegistered' | 'UserUpgradedToAccount'>['data'], 'userId' | 'firstWishlist'>;
export type FirstWishlist = NonNullable<Registration['firstWishlist']>;

/**
 * An account's first list is decided with its registration: `UserRegistered` names it (ids, sealed personal data),
 * and `create` makes it with event ids derived from that event's id. The request runs it right away; the first-list
 * reactor runs it again for every registration in the log, so a crash between the two appends still ends with the
 * list, made once.
 */
@Injectable()
export class FirstWishlists {
  private readonly logger = new Logger('FirstWishlists');

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly wishlists: WishlistLifecycle,
    private readonly failpoints: Failpoints,
  ) {}

  /** The first list of a new account: public but not findable, visible to whoever gets the link (docs/permissions.md). */
  async plan(
    userId: string,
    wishlistId: string,
    usernameIndex: string,
    person: { username: string; firstName: string; lastName: string },
  ): Promise<FirstWishlist> {
    const personal = await this.wishlists.sealPersonal(userId, {
      ...person,
      city: null,
      accessType: 'PUBLIC',
      accessQuestion: null,
      accessAnswer: null,
    });
    return {
      wishlistId,
      publicGuid: randomUUID(),
      usernameIndex,
      categoryId: randomUUID(),
      categoryPublicGuid: randomUUID(),
      personal,
    };
  }

  /**
   * Creates the list a registration names, unless its stream was ever written or the user is gone; returns the
   * position of the append (null when there was nothing to do). The username is claimed again first: after a crash
   * the claim check may have released it (its owner, the list, did not exist yet), and the list must hold its name.
   */
  async create(
    registeredEventId: string,
    registration: Registration,
    cause: { correlationId: string; userId: string | null },
  ): Promise<string | null> {
    const first = registration.firstWishlist;
    if (!first || (await this.listStarted(first.wishlistId))) return null;
    const user = await this.aggregates.load(userStream(registration.userId), userDecider);
    if (user.state.userId !== registration.userId) return null;
    const { wishlistId, usernameIndex } = first;
    await this.aggregates.execute(
      claimStream('username', usernameIndex),
      claimDecider,
      { type: 'Claim', ownerId: wishlistId, problemIfTaken: 'UsernameUnavailable' },
      stepContext(registeredEventId, 'first-wishlist.username', cause),
    );
    try {
      const created = await this.aggregates.execute(
        wishlistStream(wishlistId),
        wishlistDecider,
        {
          type: 'CreateWishlist',
          wishlist: {
            wishlistId,
            publicGuid: first.publicGuid,
            primaryOwnerId: registration.userId,
            usernameIndex,
            accessType: 'PUBLIC',
            includeInSearchResult: false,
            showCrossedOff: false,
            accessKey: null,
            personal: first.personal,
          },
          firstCategory: {
            wishlistId,
            categoryId: first.categoryId,
            publicGuid: first.categoryPublicGuid,
            name: t('category.default_name'),
          },
        },
        stepContext(registeredEventId, 'first-wishlist', cause),
      );
      return created.position;
    } catch (error) {
      // The request and the reactor ran this at the same moment, and the other one made the list.
      if (error instanceof Problem && (await this.listStarted(wishlistId))) return null;
      throw error;
    }
  }

  /**
   * The request's own attempt, right after the registration or upgrade: `{ position }` when the list is there, null
   * when making it failed. The account stands either way; the request answers 422 `WishlistFailed` and the first-list
   * reactor makes the list from the event (docs/permissions.md, "WishlistFailed").
   */
  async createNow(
    registeredEventId: string,
    registration: Registration,
    cause: { correlationId: string; userId: string | null },
  ): Promise<{ position: string | null } | null> {
    try {
      this.failpoints.check('first-wishlist.request');
      return { position: await this.create(registeredEventId, registration, cause) };
    } catch (error) {
      this.logger.warn(
        `First list of user ${registration.userId} not made in the request, left to the reactor: ${String(error)}`,
      );
      return null;
    }
  }

  private async listStarted(wishlistId: string): Promise<boolean> {
    return (await this.aggregates.load(wishlistStream(wishlistId), wishlistDecider)).revision !== 'no_stream';
  }
}
