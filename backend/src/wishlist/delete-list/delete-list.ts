import { UnauthorizedException } from '@nestjs/common';
import { Guid } from '@wl/contracts';
import { z } from 'zod';
import { refusal } from '../../platform/http/refusal.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { listStream } from '../list.streams.js';
import { WishlistLifecycle } from '../wishlist-lifecycle.js';
import { isOwner, wishlistDecider } from '../wishlist.decider.js';

/**
 * `DELETE /api/MyList/:id`: the list with its categories and gifts, by its primary owner (a co-owner: 401
 * NotPrimaryOwner; anyone else: 422 WishlistNotFound). Its username is given free after the append (the claims reactor
 * too gives it free after a crash, ClaimReleases).
 */
export const deleteList = defineUseCase({
  name: 'DeleteWishlist',
  payload: z.object({ id: Guid }),
  login: 'required',
  streams: { list: listStream },
  decides: 'list',
  locate: async ({ id }) => ({ list: id }),
  check({ list }, _request, actor) {
    if (isOwner(list.state, actor.userId) && list.state.primaryOwnerId !== actor.userId)
      throw new UnauthorizedException(refusal('NotPrimaryOwner', 'Only the primary owner deletes a list'));
  },
  decide: ({ list }, _request, actor) =>
    wishlistDecider.decide({ type: 'DeleteWishlist', actorId: actor.userId, wishlistId: list.id }, list.state),
  async followUps({ payload, state, context }, read) {
    if (state.usernameIndex) await read(WishlistLifecycle).releaseUsername(payload.id, state.usernameIndex, context);
  },
  readYourWrites: 'refuse',
  answer: () => undefined,
});
