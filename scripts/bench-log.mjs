// Tops an event log up with realistic gift streams, written straight into the SQLite log (the server stopped or not):
// what the rebuild benches replay. Shared by bench.mjs and bench-rebuild.mjs.
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../backend/dist/platform/event-store/sqlite-event-store.js';

/**
 * Appends gift streams (created, then crossed off and undone `crossOffs` times) to `lists` ({ wishlistId, categoryId })
 * in turn until the log holds `total` events; answers how many it holds.
 */
export async function topUpLog(file, lists, total, crossOffs = 9) {
  const store = new SqliteEventStore(file);
  let count = await store.count();
  const meta = () => ({
    correlationId: randomUUID(),
    causationId: randomUUID(),
    userId: null,
    contextId: null,
    at: new Date().toISOString(),
    schemaVersion: 1,
  });
  for (let n = 0; count < total; n++) {
    const { wishlistId, categoryId } = lists[n % lists.length];
    const giftId = randomUUID();
    const base = { giftId, wishlistId };
    const events = [
      { type: 'GiftCreated', data: { ...base, categoryId, description: 'Bulk', url: null, crossOffEnabled: true } },
    ];
    for (let i = 0; i < crossOffs; i++) {
      const crossOffId = randomUUID();
      events.push(
        { type: 'GiftCrossedOff', data: { ...base, crossOffId, byUserId: 'bench' } },
        { type: 'CrossOffUndone', data: { ...base, crossOffId, byUserId: 'bench' } },
      );
    }
    await store.append(
      `gift-${giftId}`,
      events.slice(0, total - count).map((e) => ({ eventId: randomUUID(), ...e, metadata: meta() })),
      'no_stream',
    );
    count += Math.min(events.length, total - count);
  }
  await store.close();
  return count;
}
