import { SupportUndoCrossOffRequest } from '@wl/contracts';
import { giftAndItsList, locateGiftAndItsList } from '../../gift/gift.streams.js';
import { giftDecider } from '../../gift/gift.decider.js';
import { Problem } from '../../platform/domain/problem.js';
import { defineUseCase, type Loaded } from '../../platform/use-case/use-case.js';
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
  /** The record says what the decision will be, so it decides once on the loaded streams first. */
  async prepare({ giftId, byUserId }, actor, read, { streams, context }) {
    const refusal = refusalOf(() => undone(streams, byUserId));
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
