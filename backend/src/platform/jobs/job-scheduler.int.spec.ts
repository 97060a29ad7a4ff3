import { SqliteDocumentStore } from '@wl/projections';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv } from '../config/config.js';
import { SystemClock } from '../domain/clock.js';
import { JobScheduler } from './job-scheduler.js';

const EVERY_MS = 300;

/** Two server processes' schedulers on one data folder, each with its own connection, sharing one job. */
describe('JobScheduler in two processes', () => {
  let dataDir: string;
  let stores: SqliteDocumentStore[];
  let schedulers: JobScheduler[];
  const runs: { holder: string; at: number }[] = [];

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'jobs-'));
    runs.length = 0;
    stores = ['one', 'other'].map(() => new SqliteDocumentStore(join(dataDir, 'readmodels.db')));
    schedulers = ['one', 'other'].map((holder, i) => {
      const scheduler = new JobScheduler(
        stores[i]!,
        { ...configFromEnv({}), leaseHolder: holder, leaseMs: 10_000 },
        new SystemClock(),
      );
      scheduler.register({
        name: 'often',
        everyMs: EVERY_MS,
        run: async (now) => {
          runs.push({ holder, at: now.getTime() });
        },
      });
      return scheduler;
    });
  });
  afterEach(async () => {
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    await Promise.all(stores.map((store) => store.close()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs a job in the lease holder only, each period, though the period is far below a third of the lease', async () => {
    schedulers.forEach((scheduler) => scheduler.start());
    await until(() => runs.length >= 4, 20 * EVERY_MS);
    expect(new Set(runs.map((run) => run.holder)).size).toBe(1);
    const gaps = runs.slice(1).map((run, i) => run.at - runs[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(EVERY_MS);

    // The holder stops (its lease is released): the other process goes on with the job.
    const first = runs[0]!.holder;
    await schedulers[first === 'one' ? 0 : 1]!.stop();
    const before = runs.length;
    await until(() => runs.slice(before).some((run) => run.holder !== first), 10 * EVERY_MS);
  });
});

async function until(condition: () => boolean, ms: number): Promise<void> {
  for (const deadline = Date.now() + ms; !condition(); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() > deadline) throw new Error(`condition not reached within ${ms} ms`);
  }
}
