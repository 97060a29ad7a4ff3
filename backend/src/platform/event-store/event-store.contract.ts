import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, RecordedEvent } from './event-store.port.js';
import { WrongExpectedRevision } from './event-store.port.js';

/** The behaviour every event-store adapter must show. Each test uses fresh stream ids, so a shared server works. */
export function eventStoreContract(name: string, open: () => Promise<EventStore>) {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });

    const stream = () => `contract-${randomUUID()}`;

    it('appends to a new stream and reads it back with metadata', async () => {
      const s = stream();
      const e = anEvent('Happened', { n: 1 });
      const result = await store.append(s, [e], 'no_stream');
      expect(result.nextRevision).toBe(0);
      const read = await store.readStream(s);
      expect(read).toHaveLength(1);
      expect(read[0]).toMatchObject({
        streamId: s,
        revision: 0,
        eventId: e.eventId,
        type: 'Happened',
        data: { n: 1 },
        metadata: e.metadata,
      });
    });

    it('keeps data exactly as appended: every character, key order, nesting', async () => {
      const s = stream();
      const data = {
        zero: 'a\u0000b',
        gift: '🎁 fiets',
        lone: 'x\ud800y',
        quotes: `"'\\`,
        z: 1,
        a: { list: [1, 'twee', null, -0.5, true] },
      };
      await store.append(s, [anEvent('Odd', data)], 'no_stream');
      const [read] = await store.readStream(s);
      expect(read!.data).toEqual(data);
      expect(JSON.stringify(read!.data)).toBe(JSON.stringify(data));
    });

    it('fails an append whose data cannot be stored alone: the appends beside it are stored', async () => {
      const [good, bad] = [stream(), stream()];
      const results = await Promise.allSettled([
        store.append(good, [anEvent('A')], 'no_stream'),
        store.append(bad, [anEvent('B', { n: 1n })], 'no_stream'),
        store.append(good, [anEvent('C')], 0),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((await store.readStream(good)).map((e) => e.type)).toEqual(['A', 'C']);
      expect(await store.readStream(bad)).toEqual([]);
    });

    it('reads an absent stream as empty', async () => {
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('refuses no_stream when the stream exists', async () => {
      const s = stream();
      await store.append(s, [anEvent('A')], 'no_stream');
      await expect(store.append(s, [anEvent('B')], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevision);
    });

    it('appends at the exact revision and refuses a stale one', async () => {
      const s = stream();
      await store.append(s, [anEvent('A'), anEvent('B')], 'no_stream');
      await expect(store.append(s, [anEvent('C')], 0)).rejects.toBeInstanceOf(WrongExpectedRevision);
      expect((await store.append(s, [anEvent('C')], 1)).nextRevision).toBe(2);
      await expect(store.append(stream(), [anEvent('D')], 0)).rejects.toBeInstanceOf(WrongExpectedRevision);
    });

    it('appends anywhere with any', async () => {
      const s = stream();
      await store.append(s, [anEvent('A')], 'any');
      await store.append(s, [anEvent('B')], 'any');
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('reads a stream from a revision on', async () => {
      const s = stream();
      await store.append(s, [anEvent('A'), anEvent('B'), anEvent('C')], 'no_stream');
      expect((await store.readStream(s, 1)).map((e) => e.type)).toEqual(['B', 'C']);
    });

    it('lets exactly one of many concurrent appends at the same revision succeed', async () => {
      const s = stream();
      await store.append(s, [anEvent('A')], 'no_stream');
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => store.append(s, [anEvent('B')], 0)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('treats an append of already stored event ids as a repeat: nothing twice, the stored result, any revision', async () => {
      const s = stream();
      const events = [anEvent('A'), anEvent('B')];
      const first = await store.append(s, events, 'no_stream');
      await store.append(s, [anEvent('C')], 1);
      for (const expected of ['no_stream', 0, 1, 'any'] as const) {
        const repeat = await store.append(s, events, expected);
        expect(repeat).toEqual({ nextRevision: first.nextRevision, position: first.position, repeated: true });
      }
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
      expect(first.repeated).toBeFalsy();
    });

    it('stores events once when the same append is asked for twice at once (a reactor and its successor)', async () => {
      const s = stream();
      const events = [anEvent('A'), anEvent('B')];
      const [one, two] = await Promise.all([
        store.append(s, events, 'no_stream'),
        store.append(s, events, 'no_stream'),
      ]);
      expect([one.nextRevision, one.position]).toEqual([two.nextRevision, two.position]);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('reads the global log in order after a position', async () => {
      const s = stream();
      const first = await store.append(s, [anEvent('A')], 'no_stream');
      await store.append(s, [anEvent('B'), anEvent('C')], 0);
      const after = await store.readAll(first.position, 1000);
      expect(after.filter((e) => e.streamId === s).map((e) => e.type)).toEqual(['B', 'C']);
      const page = await store.readAll(first.position, 1);
      expect(page).toHaveLength(1);
    });

    it('subscribes: catches up, then follows live appends, and stops', async () => {
      const s = stream();
      const start = await store.append(s, [anEvent('Before')], 'no_stream');
      await store.append(s, [anEvent('CatchUp')], 0);
      const seen: RecordedEvent[] = [];
      let resolveLive!: () => void;
      const live = new Promise<void>((r) => {
        resolveLive = r;
      });
      const subscription = store.subscribe(start.position, async (batch) => {
        seen.push(...batch.filter((e) => e.streamId === s));
        if (seen.some((e) => e.type === 'Live')) resolveLive();
      });
      await new Promise((r) => setTimeout(r, 50));
      await store.append(s, [anEvent('Live')], 1);
      await live;
      await subscription.stop();
      expect(seen.map((e) => e.type)).toEqual(['CatchUp', 'Live']);
    });

    it('counts the events readAll reads', async () => {
      const before = await store.count();
      await store.append(stream(), [anEvent('A'), anEvent('B')], 'no_stream');
      const after = await store.count();
      // Other tests may append meanwhile to a shared server.
      expect(after).toBeGreaterThanOrEqual(before + 2);
      expect(after).toBeLessThanOrEqual((await store.readAll(null, 1_000_000)).length);
    });

    it('answers the head: a subscription after it sees only what is appended next', async () => {
      const s = stream();
      await store.append(s, [anEvent('Old')], 'no_stream');
      const head = await store.head();
      expect(head).not.toBeNull();
      const seen: RecordedEvent[] = [];
      let resolveNext!: () => void;
      const next = new Promise<void>((r) => {
        resolveNext = r;
      });
      const subscription = store.subscribe(head, async (batch) => {
        seen.push(...batch.filter((e) => e.streamId === s));
        if (seen.length > 0) resolveNext();
      });
      await store.append(s, [anEvent('New')], 0);
      await next;
      await subscription.stop();
      expect(seen.map((e) => e.type)).toEqual(['New']);
    });

    it('reads the events of one correlation across streams, in log order, with their metadata as appended', async () => {
      const [first, second] = [stream(), stream()];
      const correlationId = randomUUID();
      const a = anEvent('A', {}, correlationId);
      const b = anEvent('B', {}, correlationId);
      await store.append(first, [a], 'no_stream');
      await store.append(second, [anEvent('Other'), b], 'no_stream');
      // KurrentDB links events to their correlation in a projection, shortly after the append.
      let read: RecordedEvent[] = [];
      for (
        const started = Date.now();
        read.length < 2 && Date.now() - started < 10_000;
        await new Promise((r) => setTimeout(r, 100))
      ) {
        read = await store.readCorrelation(correlationId);
      }
      expect(read.map((e) => [e.streamId, e.type])).toEqual([
        [first, 'A'],
        [second, 'B'],
      ]);
      expect(read.map((e) => e.metadata)).toEqual([a.metadata, b.metadata]);
      expect(await store.readCorrelation(randomUUID())).toEqual([]);
    });
  });
}

function anEvent(type: string, data: object = {}, correlationId: string = randomUUID()): NewEvent {
  return {
    eventId: randomUUID(),
    type,
    data,
    metadata: { correlationId, causationId: null, userId: null, at: new Date().toISOString(), schemaVersion: 1 },
  };
}
