import { CategoryCreateRequest, type OwnerCategory } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { listStream } from '../list.streams.js';
import { wishlistDecider } from '../wishlist.decider.js';

/** `POST /api/Category/Create`: an owner adds an empty category to the list (anyone else: 422 WishlistNotFound). */
export const createCategory = defineUseCase({
  name: 'CreateCategory',
  payload: CategoryCreateRequest,
  login: 'required',
  streams: { list: listStream },
  decides: 'list',
  locate: async ({ wishlistPrivateGuid }) => ({ list: wishlistPrivateGuid }),
  prepare: async ({ wishlistPrivateGuid, name }) => ({
    wishlistId: wishlistPrivateGuid,
    categoryId: randomUUID(),
    publicGuid: randomUUID(),
    name,
  }),
  decide: ({ list }, category, actor) =>
    wishlistDecider.decide({ type: 'CreateCategory', actorId: actor.userId, category }, list.state),
  readYourWrites: 'answer',
  answer: ({ input: { categoryId, name } }): OwnerCategory => ({
    privateGuid: categoryId,
    name,
    giftCount: 0,
    gifts: [],
  }),
});
