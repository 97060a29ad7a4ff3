import { openPostgresPool } from '../../../backend/src/platform/postgres/pool.js';
import { describePostgres } from '../../../tests/support/postgres.js';
import { documentStoreContract } from './document-store.contract.js';
import { PostgresDocumentStore } from './postgres-document-store.js';

// The schema is the backend's one migration list; the backend opens the pool the store is handed.
describePostgres('PostgreSQL document store', (database) => {
  const open = async () => new PostgresDocumentStore(await openPostgresPool(database().url, 4));
  documentStoreContract('PostgreSQL', open);

  it('stores a NUL character of a document as U+FFFD, also in an indexed collection (PostgreSQL text holds none)', async () => {
    const store = await open();
    try {
      await store.ensureIndex('nul_probe', 'code');
      const doc = { code: 'x', note: 'a\u0000b', backslashed: '\\u0000', both: '\\\u0000' };
      await store.commit([{ kind: 'put', collection: 'nul_probe', id: 'n', doc }]);
      expect(await store.get('nul_probe', 'n')).toEqual({
        code: 'x',
        note: 'a\ufffdb',
        backslashed: '\\u0000',
        both: '\\\ufffd',
      });
      expect(await store.putIf('nul_probe', 'n', { code: 'x' }, { ...doc, code: 'y' })).toBe(true);
      expect(await store.find('nul_probe', { code: 'y' })).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});
