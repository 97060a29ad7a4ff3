import { Guid } from '@wl/contracts';
import { z } from 'zod';
import { Problem } from '../../platform/domain/problem.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { finishListSteps } from '../../wishlist/index.js';
import { wishlistDecider } from '../../wishlist/wishlist.decider.js';
import { giftAndItsList, locateGiftAndItsList } from '../gift.streams.js';

/**
 * `DELETE /api/MyGift/:id`: decided on the stream of the list the gift is on (where it conflicts with deleting the
 * category or the list); the gift's stream follows.
 */
export const deleteGift = defineUseCase({
  name: 'DeleteGift',
  payload: z.object({ id: Guid }),
  login: 'required',
  streams: giftAndItsList,
  decides: 'list',
  locate: ({ id }, _actor, read) => locateGiftAndItsList(id, read),
  prepare: async ({ id }, _actor, _read, { located }) => ({ id, wishlistId: located.list }),
  decide({ gift, list }, { id }, actor) {
    if (gift.state.status !== 'present') throw new Problem('GiftNotFound');
    return wishlistDecider.decide(
      { type: 'EndGift', actorId: actor.userId, wishlistId: list.id, giftId: id },
      list.state,
    );
  },
  followUps: (done, read) => finishListSteps(done, read, 'refuse', done.input.wishlistId),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
