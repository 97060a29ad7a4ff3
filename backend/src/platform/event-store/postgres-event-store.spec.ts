import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describePostgres } from '../../../../tests/support/postgres.js';
import { eventStoreContract } from './event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';

describePostgres('PostgreSQL event store', (database) => {
  eventStoreContract('PostgreSQL', () => PostgresEventStore.open(database().url, { pollMs: 20 }));

  it("wakes a subscriber at once on another process's append (LISTEN/NOTIFY), not at its next poll", async () => {
    // A poll of a minute: only the notification can deliver within the test's time.
    const open = () => PostgresEventStore.open(database().url, { pollMs: 60_000 });
    const [writer, reader] = await Promise.all([open(), open()]);
    const stream = `wake-${randomUUID()}`;
    const delivered = (after: string | null) =>
      new Promise<void>((resolve) => {
        const subscription = reader.subscribe(after, async (batch) => {
          if (batch.some((e) => e.streamId === stream)) void subscription.stop().then(resolve);
        });
      });
    const metadata = {
      correlationId: randomUUID(),
      causationId: null,
      userId: null,
      at: new Date().toISOString(),
      schemaVersion: 1,
    };
    const within = (ms: number, what: Promise<void>) =>
      Promise.race([what.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

    const appendedAndDelivered = async (revision: 'no_stream' | number) => {
      const delivery = delivered(await reader.head());
      await writer.append(stream, [{ eventId: randomUUID(), type: 'A', data: {}, metadata }], revision);
      return within(5_000, delivery);
    };

    // The first append may come before the reader's LISTEN connection is open: opening it wakes the reader too.
    expect(await appendedAndDelivered('no_stream')).toBe(true);
    expect(await appendedAndDelivered(0)).toBe(true);
    // The server drops the LISTEN connection: the reader opens another.
    const admin = new pg.Client({ connectionString: database().url });
    await admin.connect();
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    await admin.end();
    expect(rowCount).toBe(1);
    expect(await appendedAndDelivered(1)).toBe(true);
    await Promise.all([writer.close(), reader.close()]);
  });
});
