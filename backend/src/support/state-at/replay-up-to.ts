import { BatchContext, type DocumentStore, type EventOpener, type LogEvent, type Projection, SqliteDocumentStore } from '@wl/projections';
import type { EventStore } from '../../platform/event-store/event-store.port.js';

const PAGE = 5000;

/** The whole log in order, a page at a time. */
export async function* wholeLog(events: EventStore): AsyncGenerator<LogEvent[]> {
  for (let after: string | null = null; ;) {
    const page: LogEvent[] = await events.readAll(after, PAGE);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.position;
  }
}

/** A copy of read models as they stood at a moment, and the last event it took into account. */
export interface ReadModelsAt {
  store: DocumentStore;
  position: string | null;
}

/**
 * Applies the product's own projections to the events in `pages` (log order) that happened at or before `at` (an ISO
 * time), into a fresh in-memory store: the read models as they were then. The log's prefix ends at the first event
 * after `at`; events are opened as the runner opens them, so personal data erased since opens as erased now too.
 * The caller closes the store.
 */
export async function replayUpTo(pages: AsyncIterable<LogEvent[]> | Iterable<LogEvent[]>, at: string, projections: Projection[], open: EventOpener): Promise<ReadModelsAt> {
  const store = new SqliteDocumentStore(':memory:');
  try {
    for (const { collection, field } of projections.flatMap((p) => p.indexes)) await store.ensureIndex(collection, field);
    let position: string | null = null;
    for await (const page of pages) {
      const context = new BatchContext(store);
      const taken = takeUntil(page, at);
      for (const event of taken) {
        const followers = projections.filter((p) => p.handles.has(event.type as never));
        if (followers.length === 0) continue;
        const opened = await open(event);
        for (const projection of followers) await projection.apply(opened, context);
      }
      await store.commit(context.changes());
      if (taken.length > 0) position = taken[taken.length - 1]!.position;
      if (taken.length < page.length) break;
    }
    return { store, position };
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** The events of a page up to the first one that happened after `at`. */
function takeUntil(page: LogEvent[], at: string): LogEvent[] {
  const later = page.findIndex((event) => event.metadata.at > at);
  return later === -1 ? page : page.slice(0, later);
}
