import { allProjections, ProjectionRunner, SqliteDocumentStore } from '@wl/projections';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { SqliteEventStore } from '../../backend/src/platform/event-store/sqlite-event-store.js';
import { PersonalData } from '../../backend/src/platform/personal-data/personal-data.js';
import type { KeyStore } from '../../backend/src/platform/personal-data/key-store.port.js';
import { SqliteKeyStore } from '../../backend/src/platform/personal-data/sqlite-key-store.js';
import { eventOpener } from '../../backend/src/platform/projections/event-opener.js';

interface Row {
  collection: string;
  id: string;
  doc: string;
}
export interface Document {
  collection: string;
  id: string;
  doc: unknown;
}

export const projectionCollections = allProjections.flatMap((p) => p.collections);

/** Projection checkpoints of a data folder's read-model store, by projection. */
export async function projectionCheckpoints(dataDir: string): Promise<(string | null)[]> {
  const store = new SqliteDocumentStore(join(dataDir, 'readmodels.db'));
  try {
    return await Promise.all(allProjections.map((p) => store.getCheckpoint(p.name)));
  } finally {
    await store.close();
  }
}

/** Waits until every projection's stored checkpoint is the log's last position (the runners of a site caught up). */
export async function storedCheckpointsCaughtUp(dataDir: string, timeoutMs = 20_000): Promise<void> {
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  try {
    const lastPosition = (await events.readAll(null, 1_000_000)).at(-1)!.position;
    for (const started = Date.now(); ;) {
      const checkpoints = await projectionCheckpoints(dataDir);
      if (checkpoints.every((c) => c === lastPosition)) return;
      if (Date.now() - started > timeoutMs)
        throw new Error(`Projections did not catch up: ${checkpoints.join(', ')} vs ${lastPosition}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await events.close();
  }
}

/**
 * Every read-model document of a stopped site's data folder, and the same built afresh from its log (into a scratch
 * store holding only the platform secrets, opening personal data with the site's key store): equal when the runners
 * lost and doubled nothing. Call it while nothing writes to the folder.
 */
export async function readModelsAndRebuild(dataDir: string) {
  const live = new Database(join(dataDir, 'readmodels.db'), { readonly: true });
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const keys = new SqliteKeyStore(join(dataDir, 'keys.db'));
  try {
    const secrets = live
      .prepare("SELECT collection, id, doc FROM documents WHERE collection = 'platform_secrets'")
      .all() as Row[];
    const rebuilt = await rebuiltDocuments(
      events,
      keys,
      secrets.map((k) => ({ collection: k.collection, id: k.id, doc: JSON.parse(k.doc) as object })),
    );
    return { live: documentsOf(live), rebuilt };
  } finally {
    await Promise.all([events.close(), keys.close()]);
  }
}

/** The projections' documents built afresh from `events` in a scratch store that holds only `secrets` (the platform secrets). */
export async function rebuiltDocuments(events: EventStore, keys: KeyStore, secrets: Document[]): Promise<Document[]> {
  const scratch = mkdtempSync(join(tmpdir(), 'wl-rebuild-'));
  const rebuiltFile = join(scratch, 'rebuilt.db');
  const rebuilt = new SqliteDocumentStore(rebuiltFile);
  try {
    await rebuilt.commit(
      secrets.map((k) => ({ kind: 'put', collection: k.collection, id: k.id, doc: k.doc as object })),
    );
    await new ProjectionRunner(
      events,
      rebuilt,
      allProjections,
      eventOpener(new PersonalData(keys, rebuilt, events)),
    ).rebuild(allProjections.map((p) => p.name));
    await rebuilt.close();
    return documentsOf(new Database(rebuiltFile, { readonly: true }));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The documents that differ between a data folder's read models and a fresh rebuild: `collection/id` of each. */
export async function differencesFromRebuild(dataDir: string): Promise<string[]> {
  const { live, rebuilt } = await readModelsAndRebuild(dataDir);
  return differingDocuments(live, rebuilt);
}

/** `collection/id` of each document that is in one list only or differs between the two. */
export function differingDocuments(live: Document[], rebuilt: Document[]): string[] {
  const byKey = (docs: Document[]) => new Map(docs.map((d) => [`${d.collection}/${d.id}`, JSON.stringify(d.doc)]));
  const [a, b] = [byKey(live), byKey(rebuilt)];
  return [...new Set([...a.keys(), ...b.keys()])].filter((key) => a.get(key) !== b.get(key)).sort();
}

function documentsOf(db: Database.Database): Document[] {
  const placeholders = projectionCollections.map(() => '?').join(',');
  const rows = db
    .prepare(`SELECT collection, id, doc FROM documents WHERE collection IN (${placeholders}) ORDER BY collection, id`)
    .all(...projectionCollections) as Row[];
  db.close();
  return rows.map((r) => ({ collection: r.collection, id: r.id, doc: JSON.parse(r.doc) as unknown }));
}
