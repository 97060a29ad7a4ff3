import { documentStoreContract } from './document-store.contract.js';
import { SqliteDocumentStore } from './sqlite-document-store.js';

documentStoreContract('SQLite', async () => new SqliteDocumentStore(':memory:'));
