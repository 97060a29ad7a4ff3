import { SupportUndoCrossOffRequest } from '@wl/contracts';
import { giftAndItsList, locateGiftAndItsList } from '../../gift/gift.streams.js';
import { giftDecider, giftStream } from '../../gift/gift.decider.js';
import { AggregateStore } from '../../platform/domain/aggregate-store.js';
import { Problem } from '../../platform/domain/problem.js';
import { defineUseCase, type Loaded } from '../../platform/use-case/use-case.js';
import { wishlistDecider, wishlistStream } from '../../wishlist/wishlist.decider.js';
import { SupportAudit } from '../support-audit.js';

/** Support undoes the cross-off `byUserId` made (the console never holds the guid); refused if it is now another's. */
const undone = ({ gift, list }: Loaded<typeof giftAndItsList>, byUserId: string) =>
  giftDecider.decide({ type: 'UndoCrossOffForSupport', byUserId, wishlist: list.state }, gift.state);

/**
 * `POST /api/Support/UndoCrossOff` (docs/support.md), recorded before it is done. The record names the giver alone,
 * and only when the undo can be done: forwarded to the list's owner (or to anyone support named by mistake) it would
 * tell them the gift was crossed off. A refusal is recorded with its problem as detail and no one. The giver is mailed
 * by the cross-off-undone-mail reactor.
 */
export const supportUndoCrossOff = defineUseCase({
  name: 'UndoCrossOffForSupport',
  payload: SupportUndoCrossOffRequest,
  login: 'required',
  streams: giftAndItsList,
  decides: 'gift',
  locate: ({ giftId }, _actor, read) => locateGiftAndItsList(giftId, read),
  /** The record says what the decision will be, so it decides once on the streams first (from the store's cache). */
  async prepare({ giftId, byUserId }, actor, read, { located, context }) {
    const aggregates = read(AggregateStore);
    const [gift, list] = await Promise.all([
      aggregates.load(giftStream(located.gift), giftDecider),
      aggregates.load(wishlistStream(located.list), wishlistDecider),
    ]);
    const refusal = refusalOf(() =>
      undone(
        { gift: { id: located.gift, state: gift.state }, list: { id: located.list, state: list.state } },
        byUserId,
      ),
    );
    await read(SupportAudit).record(
      actor.userId,
      'UndoCrossOff',
      { kind: 'gift', id: giftId },
      refusal?.problem ?? null,
      refusal ? [] : [byUserId],
      context,
    );
    if (refusal) throw refusal;
    return { byUserId };
  },
  decide: (streams, { byUserId }) => undone(streams, byUserId),
  // As before: the console's next read shows it, the answer does not wait to be refused.
  readYourWrites: 'answer',
  answer: () => undefined,
});

function refusalOf(decide: () => unknown): Problem | null {
  try {
    decide();
    return null;
  } catch (error) {
    if (error instanceof Problem) return error;
    throw error;
  }
}
