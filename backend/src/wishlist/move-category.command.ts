import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { t } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { giftDecider, giftStream } from '../gift/gift.decider.js';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { isOwner, wishlistDecider, wishlistStream } from './wishlist.decider.js';
import { WishlistQueries } from './wishlist.queries.js';

export class MoveCategory {
  constructor(readonly categoryId: string, readonly targetWishlistId: string, readonly actorId: string, readonly context: CommandContext) {}
}

export interface CategoryMoved {
  newCategory: { privateGuid: string; name: string } | null;
  position: string | null;
}

/**
 * Moves a category with its gifts to another list of the same owner: the target takes the category, each gift
 * moves, then the source lets the category go. A source left without categories gets a new empty one first.
 */
@CommandHandler(MoveCategory)
export class MoveCategoryHandler implements ICommandHandler<MoveCategory, CategoryMoved> {
  constructor(private readonly aggregates: AggregateStore, private readonly queries: WishlistQueries) {}

  async execute({ categoryId, targetWishlistId, actorId, context }: MoveCategory): Promise<CategoryMoved> {
    const category = await this.queries.category(categoryId);
    if (!category) throw new Problem('SourceNotOwned');
    const sourceId = category.wishlistId;
    if (sourceId === targetWishlistId) return { newCategory: null, position: null };
    const [{ state: source }, { state: target }] = await Promise.all([
      this.aggregates.load(wishlistStream(sourceId), wishlistDecider),
      this.aggregates.load(wishlistStream(targetWishlistId), wishlistDecider),
    ]);
    if (!isOwner(source, actorId)) throw new Problem('SourceNotOwned');
    if (!isOwner(target, actorId)) throw new Problem('DestinationNotOwned');

    let newCategory: CategoryMoved['newCategory'] = null;
    if (source.categoryIds.length === 1) {
      newCategory = { privateGuid: randomUUID(), name: t('category.default_name') };
      await this.aggregates.execute(wishlistStream(sourceId), wishlistDecider, {
        type: 'CreateCategory', actorId, category: { wishlistId: sourceId, categoryId: newCategory.privateGuid, publicGuid: randomUUID(), name: newCategory.name },
      }, context);
    }
    const taken = await this.aggregates.execute(wishlistStream(targetWishlistId), wishlistDecider, { type: 'TakeCategory', actorId, wishlistId: targetWishlistId, categoryId, fromWishlistId: sourceId }, context);
    for (const giftId of category.giftOrder) {
      await this.aggregates.execute(giftStream(giftId), giftDecider, {
        type: 'MoveGift', actorId, source, target: taken.state, targetWishlistId, targetCategoryId: categoryId,
      }, context);
    }
    const given = await this.aggregates.execute(wishlistStream(sourceId), wishlistDecider, { type: 'GiveCategory', actorId, wishlistId: sourceId, categoryId, toWishlistId: targetWishlistId }, context);
    return { newCategory, position: given.position };
  }
}
