import { Injectable } from '@nestjs/common';
import { type CreateWishlistRequest, limits } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { WishlistLifecycle } from './wishlist-lifecycle.js';
import { wishlistDecider, wishlistStream } from './wishlist.decider.js';
import { WishlistQueries } from './wishlist.queries.js';

/**
 * Another list for an account holder: the username must be free (422 Unavailable), and the account may hold at most
 * `limits.wishlistsPerAccount` lists as primary owner (422 TooManyWishlists), so nobody squats usernames by the
 * thousand.
 */
@Injectable()
export class CreateWishlistHandler {
  constructor(
    private readonly lifecycle: WishlistLifecycle,
    private readonly queries: WishlistQueries,
    private readonly aggregates: AggregateStore,
    private readonly rateLimits: RateLimits,
  ) {}

  async execute(ownerId: string, request: CreateWishlistRequest, context: CommandContext): Promise<{ wishlistId: string; position: string | null }> {
    await this.rateLimits.consume('wishlistCreationsPerUser', ownerId);
    await this.requireRoom(ownerId);
    const wishlistId = randomUUID();
    const usernameIndex = await this.lifecycle.claimUsername(wishlistId, request.username, 'Unavailable', context);
    const { position } = await this.lifecycle.create(ownerId, wishlistId, usernameIndex, {
      username: request.username, firstName: request.firstName, lastName: request.lastName, city: request.city ?? null,
      accessType: request.accessType, accessQuestion: request.listQuestion ?? null, accessAnswer: request.listAnswer ?? null,
    }, context);
    return { wishlistId, position };
  }

  /**
   * The read model finds the lists the owner made (every earlier creation settled before it answered); their own
   * streams decide whether each still counts, so a list deleted a moment ago frees its place at once.
   */
  private async requireRoom(ownerId: string): Promise<void> {
    const made = (await this.queries.listsOf(ownerId)).filter((list) => list.primaryOwnerId === ownerId);
    if (made.length < limits.wishlistsPerAccount) return;
    const streams = await Promise.all(made.map((list) => this.aggregates.load(wishlistStream(list.wishlistId), wishlistDecider)));
    const held = streams.filter(({ state }) => state.exists && state.primaryOwnerId === ownerId).length;
    if (held >= limits.wishlistsPerAccount) throw new Problem('TooManyWishlists');
  }
}
