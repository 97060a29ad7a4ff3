import { type CategoryMoveAnswer, CategoryMoveRequest, type EventOf, t } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { listOfCategory } from '../category-list.js';
import { finishListSteps } from '../list-gift-steps.js';
import { listStream } from '../list.streams.js';
import { requireOwner, wishlistDecider } from '../wishlist.decider.js';

/**
 * `POST /api/Category/MoveToWishlist`: a category with its gifts to another list of the same owner. The source list
 * decides and records the move in one append (the category and its gifts leave it; a source left without categories
 * gets a new empty one, named in the answer); the target list then takes the category and each gift, and each gift's
 * stream follows, before the answer (ListGifts; the list-gifts reactor finishes them after a crash). Onto the list it
 * is on, nothing moves, and only that list's owners are told so.
 */
export const moveCategory = defineUseCase({
  name: 'MoveCategoryOut',
  payload: CategoryMoveRequest,
  login: 'required',
  streams: { source: listStream, target: listStream },
  decides: 'source',
  locate: async ({ categoryPrivateGuid, wishlistPrivateGuid }, _actor, read) => ({
    source: await listOfCategory(read, categoryPrivateGuid, 'SourceNotOwned'),
    target: wishlistPrivateGuid,
  }),
  async prepare({ categoryPrivateGuid }, _actor, _read, { located }) {
    const replacement: EventOf<'CategoryCreated'>['data'] = {
      wishlistId: located.source,
      categoryId: randomUUID(),
      publicGuid: randomUUID(),
      name: t('category.default_name'),
    };
    return { categoryId: categoryPrivateGuid, replacement };
  },
  decide({ source, target }, { categoryId, replacement }, actor) {
    if (source.id === target.id) {
      requireOwner(target.state, actor.userId, 'SourceNotOwned');
      return [];
    }
    return wishlistDecider.decide(
      {
        type: 'MoveCategoryOut',
        actorId: actor.userId,
        wishlistId: source.id,
        categoryId,
        toWishlistId: target.id,
        target: target.state,
        replacement,
      },
      source.state,
    );
  },
  followUps: (done, read) => finishListSteps(done, read, 'answer'),
  readYourWrites: 'answer',
  answer: ({ events, input: { replacement } }): CategoryMoveAnswer => ({
    newCategoryInSourceWishlist: events.some((e) => e.type === 'CategoryCreated')
      ? { privateGuid: replacement.categoryId, name: replacement.name }
      : null,
  }),
});
