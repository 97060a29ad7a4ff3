import { CategoryDeleteRequest } from '@wl/contracts';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { listOfCategory } from '../category-list.js';
import { finishListSteps } from '../list-gift-steps.js';
import { listStream } from '../list.streams.js';
import { wishlistDecider } from '../wishlist.decider.js';

/**
 * `POST /api/Category/Delete`: an owner deletes a category with its gifts, in one append on the list's stream (a list
 * keeps at least one category: 422 LastCategory); the gifts' streams follow before the answer.
 */
export const deleteCategory = defineUseCase({
  name: 'DeleteCategory',
  payload: CategoryDeleteRequest,
  login: 'required',
  streams: { list: listStream },
  decides: 'list',
  locate: async ({ privateGuid }, _actor, read) => ({
    list: await listOfCategory(read, privateGuid, 'CategoryNotFound'),
  }),
  decide: ({ list }, { privateGuid }, actor) =>
    wishlistDecider.decide(
      { type: 'DeleteCategory', actorId: actor.userId, wishlistId: list.id, categoryId: privateGuid },
      list.state,
    ),
  followUps: (done, read) => finishListSteps(done, read, 'refuse'),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
