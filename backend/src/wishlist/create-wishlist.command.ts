import { Injectable } from '@nestjs/common';
import type { CreateWishlistRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { WishlistLifecycle } from './wishlist-lifecycle.js';

/** Another list for an account holder: the username must be free (422 Unavailable). */
@Injectable()
export class CreateWishlistHandler {
  constructor(private readonly lifecycle: WishlistLifecycle) {}

  async execute(ownerId: string, request: CreateWishlistRequest, context: CommandContext): Promise<{ wishlistId: string; position: string | null }> {
    const wishlistId = randomUUID();
    const usernameIndex = await this.lifecycle.claimUsername(wishlistId, request.username, 'Unavailable', context);
    const { position } = await this.lifecycle.create(ownerId, wishlistId, usernameIndex, {
      username: request.username, firstName: request.firstName, lastName: request.lastName, city: request.city ?? null,
      accessType: request.accessType, accessQuestion: request.listQuestion ?? null, accessAnswer: request.listAnswer ?? null,
    }, context);
    return { wishlistId, position };
  }
}
