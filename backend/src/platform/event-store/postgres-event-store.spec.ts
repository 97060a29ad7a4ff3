import { describePostgres } from '../../../../tests/support/postgres.js';
import { eventStoreContract } from './event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';

describePostgres('PostgreSQL event store', (database) => {
  eventStoreContract('PostgreSQL', () => PostgresEventStore.open(database().url, { pollMs: 20 }));
});
