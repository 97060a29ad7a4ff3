import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CategoryCreateRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { wishlistDecider, type WishlistEvent, type WishlistState, wishlistStream } from './wishlist.decider.js';

export class CreateCategory {
  constructor(readonly request: CategoryCreateRequest, readonly actorId: string, readonly context: CommandContext) {}
}

@CommandHandler(CreateCategory)
export class CreateCategoryHandler implements ICommandHandler<CreateCategory, Executed<WishlistState, WishlistEvent>> {
  constructor(private readonly aggregates: AggregateStore) {}

  execute({ request, actorId, context }: CreateCategory) {
    const wishlistId = request.wishlistPrivateGuid;
    return this.aggregates.execute(wishlistStream(wishlistId), wishlistDecider, {
      type: 'CreateCategory',
      actorId,
      category: { wishlistId, categoryId: randomUUID(), publicGuid: randomUUID(), name: request.name },
    }, context);
  }
}
