import { allProjections, ProjectionRunner, SqliteDocumentStore } from '@wl/projections';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../../backend/src/platform/event-store/sqlite-event-store.js';
import { PersonalData } from '../../backend/src/platform/personal-data/personal-data.js';
import { SqliteKeyStore } from '../../backend/src/platform/personal-data/sqlite-key-store.js';
import { eventOpener } from '../../backend/src/platform/projections/event-opener.js';

const projectionCollections = allProjections.flatMap((p) => p.collections);

interface Row { collection: string; id: string; doc: string }

/** Every read-model document of a SQLite read-model file, by `collection/id`. */
export function readModelDocuments(file: string): Map<string, string> {
  const db = new Database(file, { readonly: true });
  try {
    const placeholders = projectionCollections.map(() => '?').join(',');
    const rows = db.prepare(`SELECT collection, id, doc FROM documents WHERE collection IN (${placeholders})`).all(...projectionCollections) as Row[];
    return new Map(rows.map((r) => [`${r.collection}/${r.id}`, JSON.stringify(JSON.parse(r.doc))]));
  } finally {
    db.close();
  }
}

/** Projection checkpoints of a data folder's read-model store, by projection name. */
export async function projectionCheckpoints(dataDir: string): Promise<(string | null)[]> {
  const store = new SqliteDocumentStore(join(dataDir, 'readmodels.db'));
  try {
    return await Promise.all(allProjections.map((p) => store.getCheckpoint(p.name)));
  } finally {
    await store.close();
  }
}

/**
 * Rebuilds every read model of a data folder from its event log into a fresh store (opening personal data with the
 * folder's keys) and answers the documents that differ from the folder's own read models: `collection/id` of each.
 * Call it while nothing writes to the folder.
 */
export async function differencesFromRebuild(dataDir: string): Promise<string[]> {
  const scratch = mkdtempSync(join(tmpdir(), 'wl-rebuild-'));
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const documents = new SqliteDocumentStore(join(dataDir, 'readmodels.db'));
  const keys = new SqliteKeyStore(join(dataDir, 'keys.db'));
  const rebuilt = new SqliteDocumentStore(join(scratch, 'rebuilt.db'));
  try {
    await new ProjectionRunner(events, rebuilt, allProjections, eventOpener(new PersonalData(keys, documents, events))).rebuild(allProjections.map((p) => p.name));
    const live = readModelDocuments(join(dataDir, 'readmodels.db'));
    const fromScratch = readModelDocuments(join(scratch, 'rebuilt.db'));
    return [...new Set([...live.keys(), ...fromScratch.keys()])].filter((key) => live.get(key) !== fromScratch.get(key)).sort();
  } finally {
    await Promise.all([events.close(), documents.close(), keys.close(), rebuilt.close()]);
    rmSync(scratch, { recursive: true, force: true });
  }
}
