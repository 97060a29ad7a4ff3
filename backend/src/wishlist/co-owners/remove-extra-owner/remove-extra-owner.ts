import { RemoveExtraOwnerRequest } from '@wl/contracts';
import { defineUseCase } from '../../../platform/use-case/use-case.js';
import { listStream } from '../../list.streams.js';
import { wishlistDecider } from '../../wishlist.decider.js';
import { WishlistQueries } from '../../wishlist.queries.js';

/**
 * `POST /api/WishlistOwner/RemoveExtraOwner`: the primary owner removes a co-owner, whose open invites' links may be
 * known to them and end too (422 `NotFound` for someone who is no owner, `InvalidData` for themselves), decided on the
 * list's stream.
 */
export const removeExtraOwner = defineUseCase({
  name: 'RemoveExtraOwner',
  payload: RemoveExtraOwnerRequest,
  login: 'required',
  streams: { list: listStream },
  decides: 'list',
  locate: async ({ privateWishlistGuid }) => ({ list: privateWishlistGuid }),
  /**
   * The request names the owner by public guid, the stream by user id: the accounts read model translates, among the
   * stream's owners. A guid that matches none is carried as an id no owner has, so decide refuses it after the rights.
   */
  async prepare({ publicUserGuid }, _actor, read, { streams }) {
    const owner = (await read(WishlistQueries).accounts([...streams.list.state.ownerIds])).find(
      (account) => account.publicGuid === publicUserGuid,
    );
    return { userId: owner?.userId ?? `unknown:${publicUserGuid}` };
  },
  decide: ({ list }, { userId }, actor) =>
    wishlistDecider.decide(
      { type: 'RemoveExtraOwner', actorId: actor.userId, wishlistId: list.id, userId },
      list.state,
    ),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
