import { NotFoundException } from '@nestjs/common';
import { CreateWishlistRequest, limits, type OwnerWishlist } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { userOf } from '../../account/user.streams.js';
import { AggregateStore } from '../../platform/domain/aggregate-store.js';
import { Problem } from '../../platform/domain/problem.js';
import { refusal } from '../../platform/http/refusal.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import { defineUseCase, type Read } from '../../platform/use-case/use-case.js';
import { listStream } from '../list.streams.js';
import { WishlistLifecycle } from '../wishlist-lifecycle.js';
import { wishlistDecider, wishlistStream } from '../wishlist.decider.js';
import { WishlistViews } from '../wishlist-views.js';
import { WishlistQueries } from '../wishlist.queries.js';

/**
 * `POST /api/MyList/Create`: another list for an account holder (a lightweight user gets IsAfstreper, decided on their
 * own stream). The username must be free (422 Unavailable: claimed before the list is created, docs/architecture.md,
 * "Multi-stream changes"), and the account may hold at most `limits.wishlistsPerAccount` lists as primary owner (422
 * TooManyWishlists), so nobody squats usernames by the thousand.
 */
export const createList = defineUseCase({
  name: 'CreateWishlist',
  payload: CreateWishlistRequest,
  login: 'required',
  streams: { owner: userOf, list: listStream },
  decides: 'list',
  locate: async (_request, actor) => ({ owner: actor.userId, list: randomUUID() }),
  check({ owner }) {
    if (!owner.state.isAccount) throw new Problem('IsAfstreper');
  },
  async prepare(request, actor, read, { located, context }) {
    await read(RateLimits).consume('wishlistCreationsPerUser', actor.userId);
    await requireRoom(actor.userId, read);
    const lifecycle = read(WishlistLifecycle);
    const usernameIndex = await lifecycle.claimUsername(located.list, request.username, 'Unavailable', context);
    return lifecycle.creation(actor.userId, located.list, usernameIndex, {
      username: request.username,
      firstName: request.firstName,
      lastName: request.lastName,
      city: request.city ?? null,
      accessType: request.accessType,
      accessQuestion: request.listQuestion ?? null,
      accessAnswer: request.listAnswer ?? null,
    });
  },
  decide: ({ list }, creation) => wishlistDecider.decide({ type: 'CreateWishlist', ...creation }, list.state),
  readYourWrites: 'refuse',
  async answer({ input, actor }, read): Promise<OwnerWishlist> {
    const list = await read(WishlistQueries).byId(input.wishlist.wishlistId);
    if (!list) throw new NotFoundException(refusal('WishlistNotFound', 'Not found'));
    return read(WishlistViews).forOwner(list, actor.userId);
  },
});

/**
 * The read model finds the lists the owner made (every earlier creation settled before it answered); their own
 * streams decide whether each still counts, so a list deleted a moment ago frees its place at once.
 */
async function requireRoom(ownerId: string, read: Read): Promise<void> {
  const made = (await read(WishlistQueries).listsOf(ownerId)).filter((list) => list.primaryOwnerId === ownerId);
  if (made.length < limits.wishlistsPerAccount) return;
  const streams = await Promise.all(
    made.map((list) => read(AggregateStore).load(wishlistStream(list.wishlistId), wishlistDecider)),
  );
  const held = streams.filter(({ state }) => state.exists && state.primaryOwnerId === ownerId).length;
  if (held >= limits.wishlistsPerAccount) throw new Problem('TooManyWishlists');
}
