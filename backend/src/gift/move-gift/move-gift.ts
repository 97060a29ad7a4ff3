import { GiftMoveRequest } from '@wl/contracts';
import { Problem } from '../../platform/domain/problem.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { finishListSteps } from '../../wishlist/index.js';
import { listStream } from '../../wishlist/list.streams.js';
import { requireOwner, wishlistDecider } from '../../wishlist/wishlist.decider.js';
import { giftAndItsList, locateGiftAndItsList } from '../gift.streams.js';

/**
 * `POST /api/MyGift/MoveToWishlist`: to another list of the same owner, into its first category, decided on the
 * stream of the list the gift is on (with the other list's state); the gift's stream and the other list follow. To
 * its own list it stays where it is, and only that list's owners are told so.
 */
export const moveGift = defineUseCase({
  name: 'MoveGift',
  payload: GiftMoveRequest,
  login: 'required',
  streams: { ...giftAndItsList, target: listStream },
  decides: 'list',
  locate: async ({ giftPublicGuid, wishlistPrivateGuid }, _actor, read) => ({
    ...(await locateGiftAndItsList(giftPublicGuid, read)),
    target: wishlistPrivateGuid,
  }),
  prepare: async (payload, _actor, _read, { located }) => ({ ...payload, wishlistId: located.list }),
  decide({ gift, list, target }, { giftPublicGuid }, actor) {
    if (gift.state.status !== 'present') throw new Problem('GiftNotFound');
    if (list.id === target.id) {
      requireOwner(target.state, actor.userId, 'SourceNotOwned');
      return [];
    }
    return wishlistDecider.decide(
      {
        type: 'MoveGiftOut',
        actorId: actor.userId,
        wishlistId: list.id,
        giftId: giftPublicGuid,
        target: target.state,
        toWishlistId: target.id,
      },
      list.state,
    );
  },
  followUps: (done, read) => finishListSteps(done, read, 'refuse', done.input.wishlistId),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
