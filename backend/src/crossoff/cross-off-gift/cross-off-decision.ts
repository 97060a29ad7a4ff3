import { giftDecider } from '../../gift/gift.decider.js';
import type { Data, Loaded } from '../../platform/use-case/use-case.js';
import { accessStateOf, type Viewer } from '../../wishlist/index.js';
import type { giftAndItsList } from '../../gift/gift.streams.js';

/**
 * The cross-off's decision on the gift's and its list's streams: of many people crossing off the same gift at once,
 * exactly one append to the gift's stream wins; the others decide again, see the cross-off and get
 * CrossedOffByOtherUser.
 */
export function crossOffDecision(
  { gift, list }: Loaded<typeof giftAndItsList>,
  viewer: Data<Viewer> & { userId: string },
  crossOffId: string,
) {
  const mayView = accessStateOf(list.state, list.id, viewer) === 'Access';
  return giftDecider.decide(
    { type: 'CrossOff', userId: viewer.userId, crossOffId, wishlist: list.state, mayView },
    gift.state,
  );
}
