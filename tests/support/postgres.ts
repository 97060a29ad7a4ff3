import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { asServerUser, initCluster, postgresBinaries } from '../../scripts/postgres-cluster.js';

/** A fresh database made for one test file. */
export interface TestDatabase {
  url: string;
}

interface Server {
  /** A URL of the server whose path names a database the helper may connect to in order to create others. */
  adminUrl: string;
  stop(): void;
}

/**
 * Runs `body` against a fresh PostgreSQL database: on the server of `PG_TEST_URL` (or `DATABASE_URL` when it is a
 * postgres URL) if one is set, else on a private cluster started for this file under a temporary folder on a free port
 * and removed afterwards. Without a server the tests are skipped with the reason printed; with `CI=true` they fail.
 */
export function describePostgres(title: string, body: (database: () => TestDatabase) => void): void {
  const server = startServer();
  if (typeof server === 'string') {
    if (process.env.CI === 'true') {
      it(`${title} (needs PostgreSQL)`, () => {
        throw new Error(`PostgreSQL is required with CI=true: ${server}`);
      });
    } else {
      process.stderr.write(`Skipping ${title}: ${server}\n`);
      it.skip(`${title} (needs PostgreSQL: ${server})`, () => undefined);
    }
    return;
  }
  describe(title, () => {
    const name = `wl_test_${randomBytes(6).toString('hex')}`;
    let database: TestDatabase | null = null;
    beforeAll(async () => {
      await withAdmin(server.adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
      const url = new URL(server.adminUrl);
      url.pathname = `/${name}`;
      database = { url: url.toString() };
    });
    // Before the removal below, so that the body's own afterAll (closing its pools) runs first.
    body(() => {
      if (!database) throw new Error('The test database exists only from beforeAll on');
      return database;
    });
    afterAll(async () => {
      try {
        if (database) await withAdmin(server.adminUrl, (admin) => dropWhenLeft(admin, name));
      } finally {
        server.stop();
      }
    });
  });
}

async function withAdmin<T>(url: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/**
 * pg's `pool.end()` resolves before its connections are gone; forcing them out then would make the test's clients
 * report an error. So this waits for them to leave (a few seconds at most) before dropping the database.
 */
async function dropWhenLeft(admin: pg.Client, name: string): Promise<void> {
  const connected = async () =>
    (await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]))
      .rows[0]!.n;
  for (const started = Date.now(); (await connected()) > 0 && Date.now() - started < 5_000;)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
}

/** The configured server, a private cluster just started, or why there is none. Synchronous: jest collects tests so. */
function startServer(): Server | string {
  const configured =
    process.env.PG_TEST_URL ||
    (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined);
  if (configured) return { adminUrl: configured, stop: () => undefined };
  const bin = postgresBinaries();
  if (!bin) return 'no PG_TEST_URL or DATABASE_URL, and no initdb in /usr/lib/postgresql/*/bin or on the PATH';
  return startPrivateCluster(bin);
}

function startPrivateCluster(bin: string): Server | string {
  const cluster = privateCluster(bin);
  return typeof cluster === 'string' ? cluster : { adminUrl: cluster.adminUrl, stop: () => cluster.remove() };
}

/** A PostgreSQL server of a test's own, which the test may stop and start again (on the same port and data). */
export interface PostgresCluster {
  adminUrl: string;
  port: number;
  /** Stops the server at once (`-m immediate`: as a crash, no checkpoint); its connections drop. */
  stop(): void;
  start(): void;
  /** A fresh database on it: its URL. */
  createDatabase(): Promise<string>;
  /** Stops it and deletes its folder. */
  remove(): void;
}

export interface ClusterOptions {
  /** Addresses to listen on besides 127.0.0.1 (they must exist when the server starts). */
  listen?: string[];
  /** Client addresses (CIDR) allowed in besides loopback, without a password. */
  clients?: string[];
}

/** A private cluster on a free port under a temporary folder, or why none can start here. */
export function startPostgresCluster(options: ClusterOptions = {}): PostgresCluster | string {
  const bin = postgresBinaries();
  if (bin === null) return 'no initdb in /usr/lib/postgresql/*/bin or on the PATH';
  return privateCluster(bin, options);
}

/** Each server process opens about 34 connections (docs/operations.md): room for a topology of several. */
const MAX_CONNECTIONS = 300;

function privateCluster(bin: string, { listen = [], clients = [] }: ClusterOptions = {}): PostgresCluster | string {
  const made = initCluster(bin);
  if (typeof made === 'string') return made;
  const { dir, dataDir: data, remove } = made;
  if (clients.length > 0)
    appendFileSync(join(data, 'pg_hba.conf'), clients.map((c) => `host all all ${c} trust\n`).join(''));
  const addresses = ['127.0.0.1', ...listen].join(',');
  const stop = () => {
    asServerUser(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  const removeAll = () => {
    stop();
    remove();
    process.off('exit', removeAll);
  };
  const startOn = (port: number) =>
    asServerUser(bin, 'pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=${addresses} -c max_connections=${MAX_CONNECTIONS}`,
      'start',
    ]);
  // Below the kernel's ephemeral range, so no port another test got with listen(0) is taken; tried again when in use.
  for (let attempt = 0; attempt < 8; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if (startOn(port).status !== 0) continue;
    process.on('exit', removeAll);
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return {
      adminUrl,
      port,
      stop,
      remove: removeAll,
      start() {
        const started = startOn(port);
        if (started.status !== 0) throw new Error(`PostgreSQL did not start again: ${started.stderr}`);
      },
      async createDatabase() {
        const name = `wl_test_${randomBytes(6).toString('hex')}`;
        await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        return url.toString();
      },
    };
  }
  const log = spawnSync('tail', ['-5', join(dir, 'log')], { encoding: 'utf8' }).stdout;
  remove();
  return `the private cluster did not start: ${log.trim()}`;
}
