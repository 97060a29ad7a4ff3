import { SqliteDocumentStore } from '@wl/projections';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../event-store/sqlite-event-store.js';
import { PersonalData } from './personal-data.js';
import { SqliteKeyStore } from './sqlite-key-store.js';

/** One process's view of a shared data folder: its own connections to the event, read-model and key files. */
function aProcess(dataDir: string) {
  const events = new SqliteEventStore(join(dataDir, 'events.db'), { pollMs: 20 });
  const documents = new SqliteDocumentStore(join(dataDir, 'readmodels.db'));
  const keys = new SqliteKeyStore(join(dataDir, 'keys.db'));
  const personal = new PersonalData(keys, documents, events);
  return {
    events,
    documents,
    keys,
    personal,
    async close() {
      await personal.stop();
      await Promise.all([events.close(), documents.close(), keys.close()]);
    },
  };
}
type AProcess = ReturnType<typeof aProcess>;

const userDeleted = (userId: string) => ({
  eventId: randomUUID(),
  type: 'UserDeleted',
  data: { userId },
  metadata: { correlationId: randomUUID(), causationId: null, userId, at: new Date().toISOString(), schemaVersion: 1 },
});

describe('PersonalData in several processes', () => {
  let dataDir: string;
  let one: AProcess;
  let other: AProcess;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'personal-'));
    [one, other] = [aProcess(dataDir), aProcess(dataDir)];
    await Promise.all([one.personal.start(), other.personal.start()]);
  });
  afterEach(async () => {
    await Promise.all([one.close(), other.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops opening a person's data in every process right after UserDeleted, before the key is forgotten", async () => {
    const userId = randomUUID();
    const sealed = await one.personal.seal(userId, { firstName: 'Griet' });
    expect(await other.personal.open(sealed)).toEqual({ firstName: 'Griet' });

    await one.events.append(`user-${userId}`, [userDeleted(userId)], 'any');
    const started = Date.now();
    while ((await other.personal.open(sealed)) !== null && Date.now() - started < 5_000)
      await new Promise((r) => setTimeout(r, 10));
    expect(await other.personal.open(sealed)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await one.keys.get(userId)).toBeInstanceOf(Buffer);
  });

  it('never opens data of a person whose key was forgotten, also in a process started later', async () => {
    const userId = randomUUID();
    const sealed = await one.personal.seal(userId, { firstName: 'Griet' });
    await one.personal.forget(userId);
    const later = aProcess(dataDir);
    await later.personal.start();
    try {
      expect(await later.personal.open(sealed)).toBeNull();
      // What is sealed for an erased person afterwards never opens either, and brings no key back.
      expect(await later.personal.open(await later.personal.seal(userId, { firstName: 'Griet' }))).toBeNull();
      expect(await later.keys.get(userId)).toBe('forgotten');
    } finally {
      await later.close();
    }
  });

  it('keeps keys in the key store, never in the read-model store', async () => {
    const userId = randomUUID();
    await one.personal.seal(userId, { firstName: 'Griet' });
    expect(await one.keys.get(userId)).toBeInstanceOf(Buffer);
    expect(await one.documents.get('personal_keys', userId)).toBeNull();
  });

  it('moves a key from the read-model store of an older install to the key store on first use', async () => {
    const userId = randomUUID();
    const legacyKey = randomBytes(32);
    await one.documents.commit([
      { kind: 'put', collection: 'personal_keys', id: userId, doc: { key: legacyKey.toString('base64') } },
    ]);
    const sealed = await one.personal.seal(userId, { firstName: 'Griet' });
    expect(await one.keys.get(userId)).toEqual(legacyKey);
    expect(await one.documents.get('personal_keys', userId)).toBeNull();
    expect(await other.personal.open(sealed)).toEqual({ firstName: 'Griet' });
  });

  it("lets two processes sealing a new person's data at once share one key", async () => {
    const userId = randomUUID();
    const [a, b] = await Promise.all([one.personal.seal(userId, { n: 1 }), other.personal.seal(userId, { n: 2 })]);
    const fresh = aProcess(dataDir);
    try {
      expect(await fresh.personal.open(a)).toEqual({ n: 1 });
      expect(await fresh.personal.open(b)).toEqual({ n: 2 });
    } finally {
      await fresh.close();
    }
  });
});
