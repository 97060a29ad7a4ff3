import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keyStoreContract } from './key-store.contract.js';
import { SqliteKeyStore } from './sqlite-key-store.js';

keyStoreContract('SQLite', async () => new SqliteKeyStore(join(mkdtempSync(join(tmpdir(), 'keys-')), 'keys.db')));
