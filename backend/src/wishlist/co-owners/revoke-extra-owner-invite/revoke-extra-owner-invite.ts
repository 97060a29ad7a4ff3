import { RevokeExtraOwnerInviteRequest } from '@wl/contracts';
import { defineUseCase } from '../../../platform/use-case/use-case.js';
import { listStream } from '../../list.streams.js';
import { wishlistDecider } from '../../wishlist.decider.js';
import { inviteHashOf } from '../invite-links.js';

/**
 * `POST /api/WishlistOwner/RevokeExtraOwnerInvite`: the primary owner takes back an open invite (422 `NotFound` for
 * one accepted, revoked or never made), decided on the list's stream.
 */
export const revokeExtraOwnerInvite = defineUseCase({
  name: 'RevokeExtraOwnerInvite',
  payload: RevokeExtraOwnerInviteRequest,
  login: 'required',
  streams: { list: listStream },
  decides: 'list',
  locate: async ({ privateWishlistGuid }) => ({ list: privateWishlistGuid }),
  decide: ({ list }, { inviteGuid }, actor) =>
    wishlistDecider.decide(
      {
        type: 'RevokeExtraOwnerInvite',
        actorId: actor.userId,
        wishlistId: list.id,
        inviteHash: inviteHashOf(inviteGuid),
      },
      list.state,
    ),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
