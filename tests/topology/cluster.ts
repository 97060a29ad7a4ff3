import { allProjections } from '@wl/projections';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { PostgresEventStore } from '../../backend/src/platform/event-store/postgres-event-store.js';
import { PostgresKeyStore } from '../../backend/src/platform/personal-data/postgres-key-store.js';
import { ApiClient, ownerWithGift } from '../support/api-client.js';
import { connectLive, joinGroup } from '../support/live-client.js';
import type { StoredEvent } from '../support/command-traffic.js';
import { type ClusterOptions, type PostgresCluster, startPostgresCluster } from '../support/postgres.js';
import {
  type Document,
  differingDocuments,
  projectionCollections,
  rebuiltDocuments,
} from '../support/rebuild-comparison.js';
import { ServerProcess, sleep } from '../support/server-process.js';

/** `npm run test:topology` (TOPOLOGY_FULL=1) runs the full figures; `npm test` a bounded version. */
export const FULL = process.env.TOPOLOGY_FULL === '1';

const projectorEntry = join(__dirname, '../../backend/dist/projector.js');

/**
 * A describe block on a PostgreSQL cluster of its own (tests/support/postgres.ts), removed afterwards. Without
 * PostgreSQL it is skipped with the reason printed; with `CI=true` it fails.
 */
export function describeOnOwnCluster(
  title: string,
  options: ClusterOptions | (() => ClusterOptions | string),
  body: (cluster: () => PostgresCluster) => void,
): void {
  const settings = typeof options === 'function' ? options() : options;
  const cluster = typeof settings === 'string' ? settings : startPostgresCluster(settings);
  if (typeof cluster === 'string') {
    if (process.env.CI === 'true') {
      it(`${title} (needs it)`, () => {
        throw new Error(`Required with CI=true: ${cluster}`);
      });
    } else {
      process.stderr.write(`Skipping ${title}: ${cluster}\n`);
      it.skip(`${title} (${cluster})`, () => undefined);
    }
    return;
  }
  describe(title, () => {
    body(() => cluster);
    afterAll(() => cluster.remove());
  });
}

/** The projector process (`backend/dist/projector.js`): ready once it says so. */
export class ProjectorProcess {
  private child: ChildProcess | null = null;
  private stderr = '';

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  async start(timeoutMs = 30_000): Promise<void> {
    this.stderr = '';
    const child = spawn(process.execPath, [projectorEntry], { env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stderr!.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    this.child = child;
    const lines = createInterface({ input: child.stdout! });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The projector did not start in time: ${this.stderr}`)),
        timeoutMs,
      );
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The projector exited (${code}): ${this.stderr}`));
      });
      lines.on('line', (line) => {
        if (line.includes('Projector running')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  }

  async stop(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

export interface TopologyOptions {
  /** Every store on this database; without it, on one SQLite data folder. */
  databaseUrl?: string;
  backends?: number;
  /** Settings of every process. */
  env?: NodeJS.ProcessEnv;
  /** Where backend `i` runs, when not on loopback of this host (see ServerProcess.on). */
  placeOf?: (backend: number) => { host: string; prefix: string[]; databaseUrl: string } | null;
}

/**
 * The scaled-out site on real processes: N backends (`RUN_PROJECTIONS=false`) and one projector on one PostgreSQL
 * database (or one SQLite data folder), each under a fixed lease holder name, so a process restarted in place takes its lanes back at once.
 * Clients are spread over the backends by number.
 */
export class Topology {
  private constructor(
    private readonly url: string | null,
    readonly backends: ServerProcess[],
    readonly projector: ProjectorProcess,
    private readonly dataDir: string,
    private readonly pool: pg.Pool | null,
  ) {}

  static async start({
    databaseUrl,
    backends = 3,
    env = {},
    placeOf = () => null,
  }: TopologyOptions = {}): Promise<Topology> {
    // What stays under DATA_DIR with DATABASE_URL (images) is shared, as through the compose file's volume.
    const dataDir = mkdtempSync(join(tmpdir(), 'wl-topology-'));
    const common = { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), FRONTEND_DIR: '', ...env };
    const servers = await Promise.all(
      Array.from({ length: backends }, (_, i) => {
        const place = placeOf(i);
        return ServerProcess.on(
          dataDir,
          {
            ...common,
            RUN_PROJECTIONS: 'false',
            LEASE_HOLDER: `backend-${i}`,
            ...(place ? { DATABASE_URL: place.databaseUrl } : {}),
          },
          place ?? {},
        );
      }),
    );
    const projector = new ProjectorProcess({
      ...process.env,
      NODE_OPTIONS: '',
      DATA_DIR: dataDir,
      ...common,
      LEASE_HOLDER: 'projector',
    });
    const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 2 }) : null;
    pool?.on('error', () => undefined);
    const topology = new Topology(databaseUrl ?? null, servers, projector, dataDir, pool);
    // The first backend alone (it migrates the schema and takes every reactor's and job's lane), then the others.
    const [first, ...others] = servers;
    await first!.start(120_000);
    await Promise.all([...others.map((server) => server.start(120_000)), projector.start(120_000)]);
    return topology;
  }

  private readonly down = new Set<ServerProcess | ProjectorProcess>();

  /** The backend client number `client` talks to: its own, or the next one up while its own is down (a load balancer's choice). */
  urlOf = (client: number): string => {
    const count = this.backends.length;
    for (let k = 0; k < count; k++) {
      const backend = this.backends[(client + k) % count]!;
      if (!this.down.has(backend)) return backend.url;
    }
    return this.backends[client % count]!.url;
  };

  /** SIGKILLs a backend or the projector; the clients of a backend go to the others meanwhile. */
  async kill(process: ServerProcess | ProjectorProcess): Promise<void> {
    this.down.add(process);
    await process.stop('SIGKILL');
  }

  /** Starts a killed process again in place (on a loaded machine that may take long). */
  async restart(process: ServerProcess | ProjectorProcess): Promise<void> {
    await process.start(120_000);
    this.down.delete(process);
  }

  async close(): Promise<void> {
    await Promise.all([...this.backends.map((b) => b.stop('SIGKILL')), this.projector.stop('SIGKILL')]);
    await this.pool?.end();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  get databaseUrl(): string {
    if (!this.url) throw new Error('This topology runs on SQLite');
    return this.url;
  }

  query<R extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    if (!this.pool) throw new Error('This topology runs on SQLite');
    return this.pool.query<R>(sql, values);
  }

  /** The log, by stream, read straight from the database. */
  async events(): Promise<{ streams: Map<string, StoredEvent[]>; count: number; lastPosition: string | null }> {
    const { rows } = await this.query<{
      stream_id: string;
      type: string;
      data: Record<string, unknown>;
      position: string;
    }>('SELECT stream_id, type, data, position FROM events ORDER BY position');
    const streams = new Map<string, StoredEvent[]>();
    for (const row of rows) {
      const stream = streams.get(row.stream_id) ?? [];
      stream.push({ type: row.type, data: row.data });
      streams.set(row.stream_id, stream);
    }
    return { streams, count: rows.length, lastPosition: rows.at(-1)?.position ?? null };
  }

  /** Waits until the log stands still and every projection's stored checkpoint is at its end. */
  async caughtUp(timeoutMs = 60_000): Promise<void> {
    const last = async () =>
      (await this.query<{ position: string | null }>('SELECT max(position)::text AS position FROM events')).rows[0]!
        .position;
    let checkpoints: (string | null)[] = [];
    for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(100)) {
      const before = await last();
      const stored = new Map(
        (
          await this.query<{ projection: string; position: string | null }>(
            'SELECT projection, position FROM checkpoints',
          )
        ).rows.map((r) => [r.projection, r.position]),
      );
      checkpoints = allProjections.map((p) => stored.get(p.name) ?? null);
      if (checkpoints.every((c) => c === before) && (await last()) === before) return;
    }
    throw new Error(`The projections did not catch up with the log: ${checkpoints.join(', ')}`);
  }

  /** The read-model documents that differ from a fresh rebuild of the log (call it while nothing writes). */
  async differencesFromRebuild(): Promise<string[]> {
    const documents = async (collections: string[]) =>
      (
        await this.query<Document>(
          'SELECT collection, id, doc FROM documents WHERE collection = ANY($1) ORDER BY collection, id',
          [collections],
        )
      ).rows;
    const events = await PostgresEventStore.open(this.databaseUrl);
    const keys = new PostgresKeyStore(this.pool!);
    try {
      const rebuilt = await rebuiltDocuments(events, keys, await documents(['platform_secrets']));
      return differingDocuments(await documents(projectionCollections), rebuilt);
    } finally {
      await events.close();
    }
  }

  /** Mails handed over more than once: the outbox keys (one key, one mail) kept twice. */
  async mailsSentTwice(): Promise<string[]> {
    const { rows } = await this.query<{ key: string }>(
      "SELECT doc->>'id' AS key FROM documents WHERE collection = 'mail_outbox' GROUP BY 1 HAVING count(*) > 1",
    );
    return rows.map((r) => r.key);
  }

  async mailCount(): Promise<number> {
    return (
      await this.query<{ n: number }>("SELECT count(*)::int AS n FROM documents WHERE collection = 'mail_outbox'")
    ).rows[0]!.n;
  }

  /** `GET /api/Utility/Health` on backend `i`. */
  health(i: number) {
    return new ApiClient(this.backends[i]!.url).get<{ status: string }>('/api/Utility/Health');
  }
}

/** Gifts added one after another through backend A, each awaited on a visitor's socket on backend C; prints the latencies. */
export async function changesReachAnotherBackend(topology: Topology, stores: string, changes: number): Promise<void> {
  const [a, , c] = topology.backends as [Topology['backends'][0], unknown, Topology['backends'][0]];
  const { owner, categoryId, wishlistPublicGuid } = await ownerWithGift(a.url);
  const visitor = await connectLive(c.url, new ApiClient(c.url));
  expect(await joinGroup(visitor.socket, 'JoinWishlistGroup', { wishlistPublicGuid })).toEqual({ ok: true });
  const latencies: number[] = [];
  for (let i = 0; i < changes; i++) {
    const sent = performance.now();
    const created = await owner.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
      categoryPrivateGuid: categoryId,
      description: `Live ${i}`,
      enableCrossOff: true,
    });
    expect(created.status).toBe(201);
    const giftId = created.body.editedGift.publicGuid;
    await until(
      `gift ${i} on the socket on backend C`,
      () => visitor.received.some((m) => m.payload.giftPublicGuid === giftId),
      10_000,
    );
    latencies.push(performance.now() - sent);
  }
  console.log(
    `Topology live on ${stores}: ${changes} gifts added through backend A reached a socket on backend C; ` +
      `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`,
  );
}

/** Waits until `check` holds, failing after `ms` with `what`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  for (const started = Date.now(); !(await check());) {
    if (Date.now() - started > ms) throw new Error(`Not in ${ms} ms: ${what}`);
    await sleep(50);
  }
}

/** The p-th percentile (0 to 100) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
