import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type DocumentStore, SqliteDocumentStore } from '@wl/projections';
import type { AppConfig } from './config/config.js';
import type { EventStore } from './event-store/event-store.port.js';
import { SqliteEventStore } from './event-store/sqlite-event-store.js';
import type { KeyStore } from './personal-data/key-store.port.js';
import { SqliteKeyStore } from './personal-data/sqlite-key-store.js';

/**
 * KurrentDB when its connection string is configured, else PostgreSQL when DATABASE_URL is, else the embedded SQLite
 * file (DESIGN decision 1).
 */
export async function openEventStore(config: AppConfig): Promise<EventStore> {
  if (config.eventStoreConnectionString) {
    const { KurrentDbEventStore } = await import('./event-store/kurrentdb-event-store.js');
    return new KurrentDbEventStore(config.eventStoreConnectionString);
  }
  if (config.databaseUrl) {
    const { PostgresEventStore } = await import('./event-store/postgres-event-store.js');
    return PostgresEventStore.open(config.databaseUrl);
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteEventStore(join(config.dataDir, 'events.db'));
}

/** MongoDB when a URL is configured, else PostgreSQL when DATABASE_URL is, else the embedded SQLite file. */
export async function openDocumentStore(config: AppConfig): Promise<DocumentStore> {
  if (config.mongoUrl) {
    const { MongoDocumentStore } = await import('@wl/projections/mongo');
    return MongoDocumentStore.connect(config.mongoUrl, config.mongoDatabase);
  }
  if (config.databaseUrl) {
    const [{ PostgresDocumentStore }, { openPostgresPool }] = await Promise.all([
      import('@wl/projections/postgres'),
      import('./postgres/pool.js'),
    ]);
    return new PostgresDocumentStore(await openPostgresPool(config.databaseUrl, 10));
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteDocumentStore(join(config.dataDir, 'readmodels.db'));
}

/**
 * Personal-data keys: MongoDB (majority, journaled) beside the read models when configured, else PostgreSQL when
 * DATABASE_URL is, else their own SQLite file.
 */
export async function openKeyStore(config: AppConfig): Promise<KeyStore> {
  if (config.mongoUrl) {
    const { MongoKeyStore } = await import('./personal-data/mongo-key-store.js');
    return MongoKeyStore.connect(config.mongoUrl, config.mongoDatabase);
  }
  if (config.databaseUrl) {
    const [{ PostgresKeyStore }, { openPostgresPool }] = await Promise.all([
      import('./personal-data/postgres-key-store.js'),
      import('./postgres/pool.js'),
    ]);
    return new PostgresKeyStore(await openPostgresPool(config.databaseUrl, 2));
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteKeyStore(join(config.dataDir, 'keys.db'));
}
