import { CategoryReorderRequest } from '@wl/contracts';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { listOfCategory } from '../category-list.js';
import { listStream } from '../list.streams.js';
import { wishlistDecider } from '../wishlist.decider.js';

/**
 * `POST /api/Category/Reorder`: an owner's new order of all the list's categories, the list found by the first; an
 * order made before a category came or went refuses (422 InvalidData), or, `cancelable`, changes nothing.
 */
export const reorderCategories = defineUseCase({
  name: 'ReorderCategories',
  payload: CategoryReorderRequest,
  login: 'required',
  streams: { list: listStream },
  decides: 'list',
  locate: async ({ privateGuidOrder }, _actor, read) => ({
    list: await listOfCategory(read, privateGuidOrder[0]!, 'CategoryNotFound'),
  }),
  decide: ({ list }, { privateGuidOrder, cancelable }, actor) =>
    wishlistDecider.decide(
      {
        type: 'ReorderCategories',
        actorId: actor.userId,
        wishlistId: list.id,
        categoryIds: privateGuidOrder,
        cancelable: cancelable ?? false,
      },
      list.state,
    ),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
