import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { type Read, streamKind } from '../platform/use-case/use-case.js';
import { listStream } from '../wishlist/list.streams.js';
import { giftDecider, giftStream } from './gift.decider.js';

/** A gift's stream, as use cases load it (by the gift's id). */
export const giftOf = streamKind(giftDecider, giftStream);

/** What a use case on a gift loads: the gift's stream and the stream of the list it is on. */
export const giftAndItsList = { gift: giftOf, list: listStream };

/**
 * The gift and the list its own stream says it is on (a gift made a moment ago may not be in the read models yet);
 * a gift no stream holds has no list (the empty id, whose stream holds nothing).
 */
export async function locateGiftAndItsList(giftId: string, read: Read) {
  const { state } = await read(AggregateStore).load(giftStream(giftId), giftDecider);
  return { gift: giftId, list: state.fields?.wishlistId ?? '' };
}
