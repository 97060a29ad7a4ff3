import { describePostgres } from '../../../../tests/support/postgres.js';
import { openPostgresPool } from '../postgres/pool.js';
import { keyStoreContract } from './key-store.contract.js';
import { PostgresKeyStore } from './postgres-key-store.js';

describePostgres('PostgreSQL key store', (database) => {
  keyStoreContract('PostgreSQL', async () => new PostgresKeyStore(await openPostgresPool(database().url, 4)));
});
