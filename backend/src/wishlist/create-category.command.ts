import { Injectable } from '@nestjs/common';
import type { CategoryCreateRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { wishlistDecider, type WishlistEvent, type WishlistState, wishlistStream } from './wishlist.decider.js';

@Injectable()
export class CreateCategoryHandler {
  constructor(private readonly aggregates: AggregateStore) {}

  execute(
    request: CategoryCreateRequest,
    actorId: string,
    context: CommandContext,
  ): Promise<Executed<WishlistState, WishlistEvent>> {
    const wishlistId = request.wishlistPrivateGuid;
    return this.aggregates.execute(
      wishlistStream(wishlistId),
      wishlistDecider,
      {
        type: 'CreateCategory',
        actorId,
        category: { wishlistId, categoryId: randomUUID(), publicGuid: randomUUID(), name: request.name },
      },
      context,
    );
  }
}
