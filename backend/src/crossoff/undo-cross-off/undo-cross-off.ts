import { type UndoCrossOffAnswer, UndoCrossOffRequest } from '@wl/contracts';
import { giftDecider } from '../../gift/gift.decider.js';
import { Problem } from '../../platform/domain/problem.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { giftForVisitor, WishlistQueries } from '../../wishlist/index.js';
import { giftAndItsList, locateGiftAndItsList } from '../../gift/gift.streams.js';

/**
 * `POST /api/Gift/UndoCrossOff`: holding the private cross-off guid is what allows an undo (it reaches only the one
 * who crossed off; docs/permissions.md). The event records whether the giver's own session undid it. Answered with
 * the gift as this visitor sees it once the read models have the change.
 */
export const undoCrossOff = defineUseCase({
  name: 'UndoCrossOff',
  payload: UndoCrossOffRequest,
  login: 'optional',
  streams: giftAndItsList,
  decides: 'gift',
  locate: ({ publicGuid }, _actor, read) => locateGiftAndItsList(publicGuid, read),
  decide: ({ gift, list }, { privateCrossOffGuid }, actor) =>
    giftDecider.decide(
      { type: 'UndoCrossOff', crossOffId: privateCrossOffGuid, userId: actor.userId, wishlist: list.state },
      gift.state,
    ),
  readYourWrites: 'refuse',
  async answer({ state, actor }, read): Promise<UndoCrossOffAnswer> {
    const queries = read(WishlistQueries);
    const gift = await queries.gift(state.fields!.giftId);
    if (!gift) throw new Problem('GiftDeleted');
    const category = await queries.category(gift.categoryId);
    return { gift: giftForVisitor(gift, actor.userId, category?.giftOrder.indexOf(gift.giftId) ?? 0) };
  },
});
