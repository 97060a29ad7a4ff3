import { SqliteDocumentStore } from '@wl/projections';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLAIM_CHECKS } from '../../backend/src/account/claim-checks.js';
import { ApiClient } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const GRACE_MS = 1000;
const LEASE = 'job:claim-checks';

/**
 * Claim checks are a scheduled job (issue 26): the process holding the job's lease releases an orphaned claim once
 * its grace period is over; a process without the lease leaves it alone, however long it waits.
 */
describe('claim checks as a scheduled job', () => {
  let app: TestApp;
  let shared: SqliteDocumentStore;
  beforeEach(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wl-claim-checks-'));
    // Another server process on the same data folder holds the job's lease before this one starts.
    shared = new SqliteDocumentStore(join(dataDir, 'readmodels.db'));
    expect(await shared.acquireLease(LEASE, 'another-process', 60_000)).toBe(true);
    app = await startTestApp({ dataDir, failpoints: { 'create-account.email-claimed': 1 }, claimGraceMs: GRACE_MS });
  });
  afterEach(async () => {
    await app.close();
    await shared.close();
  });

  const emailAnswer = async (email: string) =>
    (await new ApiClient(app.url).post<string>('/api/Account/CheckEmail', { email })).body;

  it('releases an orphaned e-mail claim only in the process that holds the job lease', async () => {
    const email = `wees-${Date.now()}@example.com`;
    const failed = await new ApiClient(app.url).post('/api/Account/Create', {
      email,
      password: 'Geheim-wachtwoord-1',
      firstName: 'Ans',
      lastName: 'Verlaten',
      username: `wees${Date.now()}`,
      receiveMailing: false,
    });
    expect(failed.status).toBe(500);
    const [check] = await waitFor(async () => {
      const checks = await shared.list<{ dueAt: number }>(CLAIM_CHECKS, null, 10);
      return checks.length ? checks : null;
    });

    // Well past its due time and several scheduler ticks, the process without the lease has released nothing.
    for (const until = check!.doc.dueAt + 3 * GRACE_MS; Date.now() < until; await pause(100)) {
      expect(await emailAnswer(email)).toBe('Unavailable');
    }
    expect(await shared.list(CLAIM_CHECKS, null, 10)).toHaveLength(1);
    expect(await shared.get('scheduled_jobs', 'claim-checks')).toBeNull();

    // The other process stops: this one takes the lease over and does the check.
    await shared.releaseLease(LEASE, 'another-process');
    await waitFor(async () => (await emailAnswer(email)) === 'Available' || null);
    await waitFor(async () => (await shared.list(CLAIM_CHECKS, null, 10)).length === 0 || null);
    expect(await shared.get('scheduled_jobs', 'claim-checks')).toMatchObject({ lastRunAt: expect.any(String) });
    expect(await shared.acquireLease(LEASE, 'another-process', 60_000)).toBe(false);
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the probe answers something other than null. */
async function waitFor<T>(probe: () => Promise<T | null>, ms = 10_000): Promise<T> {
  for (const deadline = Date.now() + ms; ; await pause(50)) {
    const answer = await probe();
    if (answer !== null) return answer;
    if (Date.now() > deadline) throw new Error('condition not reached');
  }
}
