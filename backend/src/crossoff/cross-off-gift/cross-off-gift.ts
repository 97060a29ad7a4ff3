import { type CrossOffAnswer, CrossOffRequest } from '@wl/contracts';
import { giftDocument } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import type { GiftEvent } from '../../gift/gift.decider.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { giftForVisitor, WishlistQueries } from '../../wishlist/index.js';
import { giftAndItsList, locateGiftAndItsList } from '../../gift/gift.streams.js';
import { crossOffDecision } from './cross-off-decision.js';

/** The answer, and the write the caller's next reads wait for (the route hands it to `WritePositions`). */
export interface CrossedOff {
  answer: CrossOffAnswer;
  written: { position: string | null; events: GiftEvent[] };
}

/**
 * `POST /api/Gift/CrossOff`, decided on the gift's stream (the consistency boundary) and its list's. The answer does
 * not wait for the read models: it is made from the decided state, and the caller's next reads wait for this write
 * instead. The cross-off-mail reactor mails the undo link; the answer does not wait for it (the page shows it too).
 */
export const crossOffGift = defineUseCase({
  name: 'CrossOff',
  payload: CrossOffRequest,
  login: 'required',
  streams: giftAndItsList,
  decides: 'gift',
  locate: ({ publicGiftGuid }, _actor, read) => locateGiftAndItsList(publicGiftGuid, read),
  prepare: async () => ({ crossOffId: randomUUID() as string }),
  decide: (streams, { crossOffId }, actor) => crossOffDecision(streams, actor, crossOffId),
  readYourWrites: 'none',
  async answer({ state, events, position, actor }, read): Promise<CrossedOff> {
    const fields = state.fields!;
    const queries = read(WishlistQueries);
    // Only the gift's place in its category (which a cross-off does not change) and its offers (no part of the
    // decision, switch applied) come from the read model.
    const [category, shown] = await Promise.all([queries.category(fields.categoryId), queries.gift(fields.giftId)]);
    const gift = { ...giftDocument(fields, state.crossOff), groupedProduct: shown?.groupedProduct ?? null };
    return {
      answer: {
        gift: giftForVisitor(gift, actor.userId, category?.giftOrder.indexOf(fields.giftId) ?? 0),
        crossOffGuid: state.crossOff!.crossOffId,
      },
      written: { position, events },
    };
  },
});
