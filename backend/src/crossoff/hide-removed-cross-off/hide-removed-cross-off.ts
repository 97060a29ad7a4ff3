import { HideRemovedCrossOffRequest } from '@wl/contracts';
import { giftDecider } from '../../gift/gift.decider.js';
import { giftOf } from '../../gift/gift.streams.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';

/**
 * `POST /api/Gift/HideRemovedCrossOff`, "Verbergen" on the crossed-off page: the giver hides a gift the owner deleted
 * while she had it crossed off; only for such a gift, by its giver (docs/permissions.md). A repeat appends nothing.
 */
export const hideRemovedCrossOff = defineUseCase({
  name: 'HideRemovedCrossOff',
  payload: HideRemovedCrossOffRequest,
  login: 'required',
  streams: { gift: giftOf },
  decides: 'gift',
  locate: async ({ publicGuid }) => ({ gift: publicGuid }),
  decide: ({ gift }, { privateCrossOffGuid }, actor) =>
    giftDecider.decide(
      { type: 'HideRemovedCrossOff', crossOffId: privateCrossOffGuid, userId: actor.userId },
      gift.state,
    ),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
