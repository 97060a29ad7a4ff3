import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../backend/src/create-app.js';
import { type AppConfig, configFromEnv } from '../../backend/src/platform/config/config.js';
import { Clock } from '../../backend/src/platform/domain/clock.js';
import type { DestinationStream } from '../../backend/src/platform/observability/request-log.js';

/** A clock tests move by hand. */
export class TestClock extends Clock {
  private current = new Date();

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: NestFastifyApplication;
  url: string;
  config: AppConfig;
  /** `keepData`: leave the data folder, to start another app on it (a restart). */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The real product on a free port, with its SQLite files in a fresh temporary folder, or in `overrides.dataDir` (an
 * earlier app's folder: a restart; closing removes the folder unless told to keep it).
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  clock?: Clock,
  logDestination?: DestinationStream,
): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'wl-test-'));
  // A low scrypt cost keeps account creation fast in tests; production uses 2^17. Tests read mail in the outbox. Every
  // test registers its users (and makes its draws) from 127.0.0.1, so the per-address caps on new users, draws and server-rendered pages are raised; tests of that cap set it back.
  const config: AppConfig = {
    ...configFromEnv({}),
    port: 0,
    dataDir,
    scryptCost: 1024,
    frontendDir: null,
    devOutbox: true,
    productDemoFeeds: null,
    rateLimitPoints: {
      newUsersPerIp: 10_000,
      newUsersSiteWide: 10_000,
      lotingsPerIp: 10_000,
      serverRendersPerIp: 10_000,
    },
    logLevel: process.env.LOG_LEVEL ?? 'silent',
    ...overrides,
  };
  const app = await createApp(config, clock, logDestination);
  await app.listen(config.port, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  // Links in mails point at this server unless the test chose an address (the port is known only now).
  if (!overrides.publicUrl) config.publicUrl = url;
  return {
    app,
    config,
    url,
    async close(options = {}) {
      await app.close();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The apps a test starts, and starts again on the same data (a restart after a failpoint halted a reactor, say): each
 * test's apps are closed after it, the data of all but the last kept for the next of them until then.
 */
export function appsOfEachTest() {
  let apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.map((app, i) => app.close({ keepData: i < apps.length - 1 })));
    apps = [];
  });
  const start = async (overrides: Partial<AppConfig> = {}, clock?: Clock) => {
    const app = await startTestApp(overrides, clock);
    apps.push(app);
    return app;
  };
  /** Closes the app, keeping its data, and starts a new one on the same folder. */
  const restart = async (app: TestApp, overrides: Partial<AppConfig> = {}, clock?: Clock) => {
    await app.close({ keepData: true });
    apps = apps.filter((a) => a !== app);
    return start({ ...overrides, dataDir: app.config.dataDir }, clock);
  };
  return { start, restart };
}
