import { appendedEventId, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { type IfBehind, ReadModels } from '../platform/projections/read-models.js';
import type { Read } from '../platform/use-case/use-case.js';
import { ListGifts } from './list-gifts.workflow.js';
import { type WishlistEvent, type WishlistState, wishlistStream } from './wishlist.decider.js';

/**
 * A use case's follow-up after a list's append that ended or moved gifts or a category (a list's own use case, or a
 * gift's that decided on its list): the steps after it (ListGifts: the gift streams, the other list) run before the
 * answer, with the ids the list-gifts reactor gives them after a crash, since the appended events' ids derive from the
 * command id as the runner appended them. The read models are awaited up to the last of those steps (the runner itself
 * waits only for the list's append).
 */
export async function finishListSteps(
  done: Executed<WishlistState, WishlistEvent> & { context: CommandContext },
  read: Read,
  ifBehind: IfBehind,
  // Every list event names its list; a follow-up runs only after an append.
  wishlistId = done.events[0]!.data.wishlistId,
): Promise<void> {
  const { events, context } = done;
  const key = context.idempotencyKey ?? context.commandId;
  const stream = wishlistStream(wishlistId);
  const recorded = events.map((event, i) => ({ eventId: appendedEventId(key, stream, i), event, cause: context }));
  const position = await read(ListGifts).complete({ executed: done, recorded });
  await read(ReadModels).settle(position, ifBehind);
}
