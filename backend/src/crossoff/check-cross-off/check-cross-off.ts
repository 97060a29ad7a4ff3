import { StartFlowRequest } from '@wl/contracts';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { crossOffDecision } from '../cross-off-gift/cross-off-decision.js';
import { giftAndItsList, locateGiftAndItsList } from '../../gift/gift.streams.js';

/**
 * `POST /api/Wishlist/StartFlow` starts the e-mail cross-off (the spec's "e-mail cross-off start flow"): before an
 * anonymous visitor is asked for an address, and so before a lightweight user is made, it tells whether a cross-off
 * by this visitor would succeed now. 204, or the 422 problem the cross-off would get, in the cross-off's order
 * (docs/permissions.md, "StartFlow"). The cross-off's own decision, whose events are dropped: it appends nothing.
 */
export const checkCrossOff = defineUseCase({
  name: 'CheckCrossOff',
  payload: StartFlowRequest,
  login: 'optional',
  streams: giftAndItsList,
  decides: 'gift',
  locate: ({ publicGiftGuid }, _actor, read) => locateGiftAndItsList(publicGiftGuid, read),
  decide(streams, _payload, actor) {
    crossOffDecision(streams, { ...actor, userId: actor.userId ?? '' }, '');
    return [];
  },
  readYourWrites: 'answer',
  answer: () => undefined,
});
