import { CategoryRenameRequest } from '@wl/contracts';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { listOfCategory } from '../category-list.js';
import { listStream } from '../list.streams.js';
import { wishlistDecider } from '../wishlist.decider.js';

/** `POST /api/Category/Rename`: an owner renames a category of the list (422 CategoryNotFound when it is not there). */
export const renameCategory = defineUseCase({
  name: 'RenameCategory',
  payload: CategoryRenameRequest,
  login: 'required',
  streams: { list: listStream },
  decides: 'list',
  locate: async ({ privateGuid }, _actor, read) => ({
    list: await listOfCategory(read, privateGuid, 'CategoryNotFound'),
  }),
  decide: ({ list }, { privateGuid, name }, actor) =>
    wishlistDecider.decide(
      { type: 'RenameCategory', actorId: actor.userId, wishlistId: list.id, categoryId: privateGuid, name },
      list.state,
    ),
  readYourWrites: 'refuse',
  answer: ({ payload: { privateGuid, name } }) => ({ privateGuid, name }),
});
