import { Injectable } from '@nestjs/common';
import { t } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { ListGifts } from './list-gifts.workflow.js';
import { requireOwner, wishlistDecider, wishlistStream } from './wishlist.decider.js';
import { WishlistQueries } from './wishlist.queries.js';

export interface CategoryMoved {
  newCategory: { privateGuid: string; name: string } | null;
  position: string | null;
}

/**
 * Moves a category with its gifts to another list of the same owner. The source list decides and records the move in
 * one append (the category and its gifts leave it; a source left without categories gets a new empty one); the target
 * list then takes the category and each gift, and each gift's stream follows. Those steps run here and in the
 * list-gifts reactor, which finishes them after a crash (ListGifts).
 */
@Injectable()
export class CategoryMoves {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly listGifts: ListGifts,
    private readonly queries: WishlistQueries,
  ) {}

  async move(
    categoryId: string,
    targetWishlistId: string,
    actorId: string,
    context: CommandContext,
  ): Promise<CategoryMoved> {
    // The read model only says which list to load; the source list's decider checks the category is (still) there.
    const sourceId = (await this.queries.category(categoryId))?.wishlistId;
    if (!sourceId) throw new Problem('SourceNotOwned');
    const { state: target } = await this.aggregates.load(wishlistStream(targetWishlistId), wishlistDecider);
    // Onto the list it is on: nothing moves, and only that list's owners are told so.
    if (sourceId === targetWishlistId) {
      requireOwner(target, actorId, 'SourceNotOwned');
      return { newCategory: null, position: null };
    }
    const replacement = {
      wishlistId: sourceId,
      categoryId: randomUUID(),
      publicGuid: randomUUID(),
      name: t('category.default_name'),
    };
    const decision = await this.listGifts.decide(
      sourceId,
      {
        type: 'MoveCategoryOut',
        actorId,
        wishlistId: sourceId,
        categoryId,
        toWishlistId: targetWishlistId,
        target,
        replacement,
      },
      context,
    );
    const replaced = decision.executed.events.some((e) => e.type === 'CategoryCreated');
    const position = await this.listGifts.complete(decision);
    return { newCategory: replaced ? { privateGuid: replacement.categoryId, name: replacement.name } : null, position };
  }
}
