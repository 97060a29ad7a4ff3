import { Guid, type OwnerWishlist } from '@wl/contracts';
import { z } from 'zod';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { finishListSteps } from '../list-gift-steps.js';
import { listStream } from '../list.streams.js';
import { ownerAnswer } from '../owner-view.js';
import { wishlistDecider } from '../wishlist.decider.js';

/** `DELETE /api/MyList/DeleteAllGifts/:id`: every gift of the list ends, in one append; their streams follow. */
export const deleteAllGifts = defineUseCase({
  name: 'EndAllGifts',
  payload: z.object({ id: Guid }),
  login: 'required',
  streams: { list: listStream },
  decides: 'list',
  locate: async ({ id }) => ({ list: id }),
  decide: ({ list }, _request, actor) =>
    wishlistDecider.decide({ type: 'EndAllGifts', actorId: actor.userId, wishlistId: list.id }, list.state),
  followUps: (done, read) => finishListSteps(done, read, 'refuse'),
  readYourWrites: 'refuse',
  answer: ({ payload, actor }, read): Promise<OwnerWishlist> => ownerAnswer(read, payload.id, actor.userId),
});
