import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreateWishlistRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { WishlistLifecycle } from './wishlist-lifecycle.js';

export class CreateWishlist {
  constructor(readonly ownerId: string, readonly request: CreateWishlistRequest, readonly context: CommandContext) {}
}

/** Another list for an account holder: the username must be free (422 Unavailable). */
@CommandHandler(CreateWishlist)
export class CreateWishlistHandler implements ICommandHandler<CreateWishlist, { wishlistId: string; position: string | null }> {
  constructor(private readonly lifecycle: WishlistLifecycle) {}

  async execute({ ownerId, request, context }: CreateWishlist) {
    const wishlistId = randomUUID();
    const usernameIndex = await this.lifecycle.claimUsername(wishlistId, request.username, 'Unavailable', context);
    const { position } = await this.lifecycle.create(ownerId, wishlistId, usernameIndex, {
      username: request.username, firstName: request.firstName, lastName: request.lastName, city: request.city ?? null,
      accessType: request.accessType, accessQuestion: request.listQuestion ?? null, accessAnswer: request.listAnswer ?? null,
    }, context);
    return { wishlistId, position };
  }
}
