import { type SelectWishlistAnswer, SelectWishlistRequest } from '@wl/contracts';
import { Problem } from '../../platform/domain/problem.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { listStream } from '../../wishlist/list.streams.js';
import { isOwner } from '../../wishlist/wishlist.decider.js';
import { lotingGuidHash } from '../loting-guids.js';
import { LotingRecords } from '../loting-records.js';
import { lotingDecider } from '../loting.decider.js';
import { drawOf } from '../loting.streams.js';

/**
 * `POST /api/Lot/SelectWishlist`: couples one of the caller's lists to the lot whose guid they hold, or decouples (no
 * list, or the list already coupled). A private list is not offered, except the one already coupled, so it can be
 * decoupled. The lot, its draw, and the list's owners and privacy are decided on their streams.
 */
export const selectWishlist = defineUseCase({
  name: 'SelectWishlist',
  payload: SelectWishlistRequest,
  login: 'required',
  streams: { draw: drawOf, list: listStream },
  decides: 'draw',
  async locate({ participantPrivateGuid, wishlistPrivateGuid }, _actor, read) {
    const lotingId = await read(LotingRecords).idOfLotGuid(participantPrivateGuid);
    if (!lotingId) throw new Problem('LotDoesNotExist');
    // No list asked for: the list's id is empty, an entity no stream holds (its state does not exist).
    return { draw: lotingId, list: wishlistPrivateGuid ?? '' };
  },
  decide({ draw, list }, { participantPrivateGuid, wishlistPrivateGuid }, actor) {
    const lot = draw.state.participants.find((p) => p.lotGuidHash === lotingGuidHash(participantPrivateGuid));
    if (!lot) throw new Problem('LotDoesNotExist');
    if (draw.state.status === 'deleted') throw new Problem('LotingDeleted');
    if (wishlistPrivateGuid) {
      const selectable =
        list.state.exists &&
        isOwner(list.state, actor.userId) &&
        (list.state.accessType !== 'CLOSED' || list.id === lot.wishlistId);
      if (!selectable) throw new Problem('WishlistNotFound');
    }
    return lotingDecider.decide(
      { type: 'SelectWishlist', participantId: lot.participantId, wishlistId: wishlistPrivateGuid ?? null },
      draw.state,
    );
  },
  readYourWrites: 'refuse',
  /** Nothing appended: nothing was coupled, and still is not. */
  answer: ({ events }): SelectWishlistAnswer => ({
    selectedWishlistPrivateGuid:
      events.flatMap((e) => (e.type === 'LotWishlistSelected' ? [e.data.wishlistId] : []))[0] ?? null,
  }),
});
