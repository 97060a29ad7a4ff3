import { appendedEventId } from '../platform/domain/aggregate-store.js';
import { ReadModels } from '../platform/projections/read-models.js';
import type { Done, Read } from '../platform/use-case/use-case.js';
import { ListGifts } from '../wishlist/index.js';
import { type WishlistEvent, type WishlistState, wishlistStream } from '../wishlist/wishlist.decider.js';

/**
 * A use case's follow-up after it decided on a list's stream which gifts it holds: the gift streams (and, for a move,
 * the other list) follow now (`ListGifts`), each step's ids derived from the list event's, so the list-gifts reactor
 * running it again appends nothing. The answer waits until every read model has the last of those steps (read your
 * writes, as the route did), not only the ones that follow the list's events.
 */
export async function followListDecision(
  { events, state, position, context }: Done<unknown, unknown, unknown, WishlistEvent, WishlistState>,
  wishlistId: string,
  read: Read,
): Promise<void> {
  // The runner's key for the decision's events (context.idempotencyKey ?? commandId), so these are their ids.
  const key = context.idempotencyKey ?? context.commandId;
  const stream = wishlistStream(wishlistId);
  const cause = { correlationId: context.correlationId, userId: context.userId };
  const recorded = events.map((event, i) => ({ eventId: appendedEventId(key, stream, i), event, cause }));
  const last = await read(ListGifts).complete({ executed: { events, state, position }, recorded });
  await read(ReadModels).settle(last);
}
