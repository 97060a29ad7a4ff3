import { DomainEvent, type EventType } from '@wl/contracts';
import { allProjections, type ProjectionEvent, SqliteDocumentStore, UnhandledEvent } from '@wl/projections';
import fc from 'fast-check';
import { BatchContext } from '../../projections/src/runner/batch-context.js';
import { arbitraryOf } from '../support/zod-arbitrary.js';

/**
 * The compiler keeps each projection's switch exhaustive over its `handles`; this proves the same at run time: an event
 * of every handled type reaches a case, and only an event the projection does not follow reaches the fallback.
 */
describe('every projection handles each event type it follows', () => {
  const store = new SqliteDocumentStore(':memory:');
  afterAll(() => store.close());

  for (const projection of allProjections) {
    it(`${projection.name}: no handled type reaches the exhaustive fallback`, async () => {
      for (const type of projection.handles) {
        for (const event of samplesOf(type))
          await expect(projection.apply(event, new BatchContext(store))).resolves.toBeUndefined();
      }
    });

    it(`${projection.name}: a type it does not follow reaches the fallback`, async () => {
      const other = eventTypes.find((type) => !projection.handles.has(type))!;
      await expect(projection.apply(samplesOf(other)[0]!, new BatchContext(store))).rejects.toBeInstanceOf(
        UnhandledEvent,
      );
    });
  }
});

const eventTypes = DomainEvent.options.map((schema) => schema.shape.type.value);

/** A few valid events of one type as projections see them: sealed personal data opened as erased (null). */
function samplesOf(type: EventType): ProjectionEvent[] {
  const schema = DomainEvent.options.find((s) => s.shape.type.value === type)!;
  const valid = arbitraryOf(schema).filter((value) => schema.safeParse(value).success);
  return fc.sample(valid, { numRuns: 5, seed: 9 }).map((generated, i) => {
    const { data } = generated as { data: Record<string, unknown> };
    return {
      type,
      data: 'personal' in data ? { ...data, personal: null } : data,
      eventId: `event-${i}`,
      streamId: 'stream-1',
      position: String(i + 1),
      metadata: {
        correlationId: 'c',
        causationId: null,
        userId: null,
        contextId: null,
        at: '2024-05-01T10:00:00.000Z',
        schemaVersion: 1,
      },
    } as ProjectionEvent;
  });
}
