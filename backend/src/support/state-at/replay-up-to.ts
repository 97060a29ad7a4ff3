import {
  BatchContext,
  type DocumentStore,
  type EventOpener,
  type LogEvent,
  type Projection,
  SqliteDocumentStore,
} from '@wl/projections';

const YIELD_EVERY = 200;

/** A copy of read models as they stood at a moment, and the last event it took into account. */
export interface ReadModelsAt {
  store: DocumentStore;
  position: string | null;
}

/**
 * Applies the product's own projections to `events` (in log order) up to the first one that happened after `at` (an
 * ISO time), into a fresh in-memory store: the read models as they were then, as far as these events build them.
 * Events are opened as the projection runner opens them, so personal data erased since opens as erased now too.
 * The caller closes the store.
 */
export async function replayUpTo(
  events: LogEvent[],
  at: string,
  projections: Projection[],
  open: EventOpener,
): Promise<ReadModelsAt> {
  const later = events.findIndex((event) => event.metadata.at > at);
  const taken = later === -1 ? events : events.slice(0, later);
  const store = new SqliteDocumentStore(':memory:');
  try {
    for (const { collection, field } of projections.flatMap((p) => p.indexes))
      await store.ensureIndex(collection, field);
    const context = new BatchContext(store);
    for (const [index, event] of taken.entries()) {
      // The in-memory store answers synchronously: let the process serve other requests now and then.
      if (index % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
      const followers = projections.filter((p) => p.handles.has(event.type as never));
      if (followers.length === 0) continue;
      const opened = await open(event);
      for (const projection of followers) await projection.apply(opened, context);
    }
    await store.commit(context.changes());
    return { store, position: taken.at(-1)?.position ?? null };
  } catch (error) {
    await store.close();
    throw error;
  }
}
