import type { OpenedEvent } from '@wl/contracts';
import {
  type Change,
  type DocumentStore,
  type Projection,
  type ProjectionEvent,
  SqliteDocumentStore,
} from '@wl/projections';
import { BatchContext } from '../../projections/src/runner/batch-context.js';

type Opened<T extends OpenedEvent['type']> = Extract<OpenedEvent, { type: T }>;

let position = 0;

/** An event as a projection sees it (personal data opened), at a given time. */
export function opened<T extends OpenedEvent['type']>(
  type: T,
  data: Opened<T>['data'],
  at = '2024-05-01T10:00:00.000Z',
): Extract<ProjectionEvent, { type: T }> {
  position += 1;
  return {
    type,
    data,
    eventId: `event-${position}`,
    position: String(position),
    streamId: 'stream',
    metadata: { correlationId: 'correlation', causationId: null, userId: null, at, schemaVersion: 1 },
  } as Extract<ProjectionEvent, { type: T }>;
}

/**
 * given(events).documents(collection): applies the events through the projection's real `apply`, a real BatchContext
 * and a real SQLite document store, and answers the collection's documents in id order. Every run applies the events
 * twice, once as one batch and once an event per batch, and fails unless both give the same documents: a projection
 * must not depend on how the runner batches the log.
 */
export function projectionSpec(projection: Projection) {
  return (...history: ProjectionEvent[]) => {
    const stored: Change[] = [];
    const run = async <T>(query: (store: DocumentStore) => Promise<T>): Promise<T> => {
      const inOneBatch = await applied(projection, stored, [history]);
      const oneByOne = await applied(
        projection,
        stored,
        history.map((event) => [event]),
      );
      try {
        const collections = [...projection.collections, ...stored.map((c) => c.collection)];
        expect(await contents(oneByOne, collections)).toEqual(await contents(inOneBatch, collections));
        return await query(inOneBatch);
      } finally {
        await Promise.all([inOneBatch.close(), oneByOne.close()]);
      }
    };
    const spec = {
      /** A document in the store before the events (an operational collection such as the uploaded images). */
      storing(collection: string, id: string, doc: object) {
        stored.push({ kind: 'put', collection, id, doc });
        return spec;
      },
      documents: <T = unknown>(collection: string) => run((store) => store.find<T & object>(collection, {}, 100_000)),
      document: <T = unknown>(collection: string, id: string) => run((store) => store.get<T & object>(collection, id)),
    };
    return spec;
  };
}

async function applied(projection: Projection, stored: Change[], batches: ProjectionEvent[][]) {
  const store = new SqliteDocumentStore(':memory:');
  await store.commit(stored);
  for (const batch of batches) {
    const context = new BatchContext(store);
    // Like the runner, the projection sees only the event types it follows.
    for (const event of batch) if (projection.handles.has(event.type)) await projection.apply(event, context);
    await store.commit(context.changes());
  }
  return store;
}

async function contents(store: DocumentStore, collections: string[]) {
  return Promise.all(
    [...new Set(collections)].map(async (collection) => ({
      collection,
      docs: await store.find(collection, {}, 100_000),
    })),
  );
}
