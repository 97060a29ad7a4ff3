import { openPostgresPool } from '../../../backend/src/platform/postgres/pool.js';
import { describePostgres } from '../../../tests/support/postgres.js';
import { documentStoreContract } from './document-store.contract.js';
import { PostgresDocumentStore } from './postgres-document-store.js';

// The schema is the backend's one migration list; the backend opens the pool the store is handed.
describePostgres('PostgreSQL document store', (database) => {
  documentStoreContract('PostgreSQL', async () => new PostgresDocumentStore(await openPostgresPool(database().url, 4)));
});
