import { randomUUID } from 'node:crypto';
import { describePostgres } from '../../../../tests/support/postgres.js';
import { comparePositions, type NewEvent } from './event-store.port.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** `npm run test:pg-log` sets 100,000; the jest suite appends 10,000. */
const EVENTS = Number(process.env.PG_LOG_EVENTS ?? 10_000);
const APPENDERS = 8;
const READERS = 4;
/** Appends each appender keeps in flight, so its store groups them as a server under load does. */
const IN_FLIGHT = 8;

const anEvent = (n: number): NewEvent => ({
  eventId: randomUUID(),
  type: n % 3 === 0 ? 'Odd' : 'Even',
  data: { n },
  metadata: {
    correlationId: randomUUID(),
    causationId: null,
    userId: null,
    at: new Date().toISOString(),
    schemaVersion: 1,
  },
});

describePostgres('PostgreSQL log order', (database) => {
  const open = (pollMs: number) => PostgresEventStore.open(database().url, { pollMs, maxConnections: 2 });

  it(
    `gives ${READERS} tailing readers every one of ${EVENTS} events from ${APPENDERS} concurrent appenders exactly once, in order`,
    async () => {
      const readers = await Promise.all(Array.from({ length: READERS }, () => open(2)));
      const appenders = await Promise.all(Array.from({ length: APPENDERS }, () => open(100)));
      const seen: { id: string; position: string }[][] = readers.map(() => []);
      const subscriptions = readers.map((reader, r) =>
        reader.subscribe(null, async (batch) => {
          seen[r]!.push(...batch.map((e) => ({ id: e.eventId, position: e.position })));
        }),
      );

      // Each appender writes its share to streams of its own, one to three events per append.
      const appended = new Set<string>();
      /** The position each append answered, by its last event. */
      const answered = new Map<string, string>();
      let next = 0;
      const take = () => (next < EVENTS ? next++ : null);
      await Promise.all(
        appenders.flatMap((store, a) =>
          Array.from({ length: IN_FLIGHT }, async (_, lane) => {
            const stream = `order-${a}-${lane}-${randomUUID()}`;
            let revision: number | 'no_stream' = 'no_stream';
            for (let n = take(); n !== null; n = take()) {
              const events = [anEvent(n)];
              for (let more = n % 3; more > 0; more--) {
                const m = take();
                if (m !== null) events.push(anEvent(m));
              }
              const result = await store.append(stream, events, revision);
              revision = result.nextRevision;
              events.forEach((e) => appended.add(e.eventId));
              answered.set(events[events.length - 1]!.eventId, result.position);
            }
          }),
        ),
      );
      const head = await appenders[0]!.head();
      const lastSeen = (r: number) => seen[r]!.at(-1)?.position;
      for (
        const started = Date.now();
        !seen.every((_, r) => lastSeen(r) === head);
        await new Promise((resolve) => setTimeout(resolve, 10))
      ) {
        if (Date.now() - started > 30_000) break;
      }
      await Promise.all(subscriptions.map((s) => s.stop()));
      await Promise.all([...readers, ...appenders].map((s) => s.close()));

      expect(appended.size).toBe(EVENTS);
      for (const reader of seen) {
        const ids = new Set(reader.map((e) => e.id));
        const missing = [...appended].filter((id) => !ids.has(id)).length;
        expect({ missing, seen: reader.length, distinct: ids.size }).toEqual({
          missing: 0,
          seen: EVENTS,
          distinct: EVENTS,
        });
        expect(reader.findIndex((e, i) => i > 0 && comparePositions(reader[i - 1]!.position, e.position) >= 0)).toBe(
          -1,
        );
        expect(reader.filter((e) => answered.has(e.id) && answered.get(e.id) !== e.position)).toEqual([]);
      }
    },
    Math.max(60_000, EVENTS * 3),
  );
});
