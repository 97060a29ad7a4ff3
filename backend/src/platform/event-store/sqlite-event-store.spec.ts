import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventStoreContract } from './event-store.contract.js';
import { SqliteEventStore } from './sqlite-event-store.js';

eventStoreContract(
  'SQLite',
  async () => new SqliteEventStore(join(mkdtempSync(join(tmpdir(), 'es-')), 'events.db'), { pollMs: 20 }),
);
