import { allProjections, ProjectionRunner, SqliteDocumentStore } from '@wl/projections';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { SqliteEventStore } from '../../backend/src/platform/event-store/sqlite-event-store.js';
import { PersonalData } from '../../backend/src/platform/personal-data/personal-data.js';
import { SqliteKeyStore } from '../../backend/src/platform/personal-data/sqlite-key-store.js';
import { eventOpener } from '../../backend/src/platform/projections/event-opener.js';

interface Row { collection: string; id: string; doc: string }

const projectionCollections = allProjections.flatMap((p) => p.collections);

/** Waits until every projection's stored checkpoint is the log's last position (the runners of a site caught up). */
export async function storedCheckpointsCaughtUp(dataDir: string, timeoutMs = 20_000): Promise<void> {
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const readModels = new SqliteDocumentStore(join(dataDir, 'readmodels.db'));
  try {
    const lastPosition = (await events.readAll(null, 1_000_000)).at(-1)!.position;
    for (const started = Date.now(); ;) {
      const checkpoints = await Promise.all(allProjections.map((p) => readModels.getCheckpoint(p.name)));
      if (checkpoints.every((c) => c === lastPosition)) return;
      if (Date.now() - started > timeoutMs) throw new Error(`Projections did not catch up: ${checkpoints.join(', ')} vs ${lastPosition}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await Promise.all([events.close(), readModels.close()]);
  }
}

/**
 * Every read-model document of a stopped site's data folder, and the same built afresh from its log (into a second
 * store holding only the platform secrets, opening personal data with the site's key store): equal when the runners lost
 * and doubled nothing.
 */
export async function readModelsAndRebuild(dataDir: string) {
  const rebuiltFile = join(dataDir, 'rebuilt.db');
  const rebuilt = new SqliteDocumentStore(rebuiltFile);
  const live = new Database(join(dataDir, 'readmodels.db'));
  const secrets = live.prepare("SELECT collection, id, doc FROM documents WHERE collection = 'platform_secrets'").all() as Row[];
  await rebuilt.commit(secrets.map((k) => ({ kind: 'put', collection: k.collection, id: k.id, doc: JSON.parse(k.doc) as object })));
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const keys = new SqliteKeyStore(join(dataDir, 'keys.db'));
  await new ProjectionRunner(events, rebuilt, allProjections, eventOpener(new PersonalData(keys, rebuilt, events))).rebuild(allProjections.map((p) => p.name));
  await Promise.all([rebuilt.close(), events.close(), keys.close()]);
  return { live: documentsOf(live), rebuilt: documentsOf(new Database(rebuiltFile)) };
}

function documentsOf(db: Database.Database) {
  const placeholders = projectionCollections.map(() => '?').join(',');
  const rows = db.prepare(`SELECT collection, id, doc FROM documents WHERE collection IN (${placeholders}) ORDER BY collection, id`).all(...projectionCollections) as Row[];
  db.close();
  return rows.map((r) => ({ collection: r.collection, id: r.id, doc: JSON.parse(r.doc) as unknown }));
}
