import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Acknowledged, halfAppliedWork, type StoredEvent, Traffic } from '../support/command-traffic.js';
import { differencesFromRebuild, projectionCheckpoints } from '../support/rebuild-comparison.js';
import { ServerProcess, sleep } from '../support/server-process.js';

/** Kills per run: 5 in `npm test`, 100 in `npm run test:crash` (CRASH_ROUNDS). */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 5);
const CLIENTS = 20;
/**
 * How long a workflow that a kill interrupted may take to finish or undo itself after the restart: the wait ends as soon
 * as it did, so this bound only has to hold on a loaded machine (it takes about two seconds on an idle one).
 */
const SETTLE_MS = Number(process.env.CRASH_SETTLE_MS ?? 15_000);
/**
 * Commands each round gets answered before its kill (at a random moment after that): on a loaded machine a kill at a
 * random moment alone may land before the clients got anything done.
 */
const ACKNOWLEDGED_PER_ROUND = 11;
/**
 * Claims whose owner never came to be are released this long after the claims reactor saw them (the claim-checks
 * job runs every second at this grace), well inside SETTLE_MS. Safe because a live request appends the owner's first event within milliseconds of
 * its claim (the password is hashed before), and a first list that is late is claimed again by the step making it.
 */
const CLAIM_GRACE_MS = 1500;
/**
 * One server restarted in place: under the same lease holder the new process takes its lanes (reactors, projections)
 * back at once instead of waiting out the killed process's leases (LEASE_MS, 10 s).
 */
const LEASE_HOLDER = 'crash-test-server';

interface Round {
  missing: string[];
  halfApplied: string[];
  differences: string[];
}

/**
 * Durability under crashes (issue 9; renames and profile edits since issue 26): the real server process is SIGKILLed
 * at random moments while 20 clients send commands, then started again on the same data folder. After each restart every command that was answered 2xx is in
 * the log, no command the server did not acknowledge is left half-applied, and every read model equals a fresh
 * rebuild from the log.
 */
describe(`the server killed ${ROUNDS} times while ${CLIENTS} clients send commands`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-server-crash-'));
  const acknowledged: Acknowledged[] = [];
  const rounds: Round[] = [];
  const figures = { kills: 0, refusals: 0, interrupted: 0, events: 0, seconds: 0, serverErrors: [] as string[] };
  let server: ServerProcess;

  beforeAll(
    async () => {
      expect(existsSync(ServerProcess.entry)).toBe(true);
      const started = performance.now();
      server = await ServerProcess.on(dataDir, { CLAIM_GRACE_MS: String(CLAIM_GRACE_MS), LEASE_HOLDER });
      await server.start();
      const traffic = new Traffic(() => server.url, acknowledged, figures);
      const clients = Array.from({ length: CLIENTS }, (_, i) => traffic.client(i));
      for (let round = 0; round < ROUNDS; round++) {
        traffic.resume();
        const wanted = acknowledged.length + ACKNOWLEDGED_PER_ROUND;
        for (const started = Date.now(); acknowledged.length < wanted; await sleep(20)) {
          if (Date.now() - started > 50_000)
            throw new Error(
              `Round ${round}: ${acknowledged.length - wanted + ACKNOWLEDGED_PER_ROUND} of ${ACKNOWLEDGED_PER_ROUND} commands answered in 50 s`,
            );
        }
        await sleep(Math.random() * 1700);
        await server.stop('SIGKILL');
        figures.kills++;
        traffic.pause();
        await server.start();
        await traffic.idle();
        rounds.push(await inspect(dataDir, acknowledged));
      }
      await traffic.end(clients);
      await server.stop('SIGTERM');
      figures.events = eventsOf(dataDir).count;
      figures.seconds = (performance.now() - started) / 1000;
      const counts = new Map<string, number>();
      for (const { command } of acknowledged) counts.set(command, (counts.get(command) ?? 0) + 1);
      const byCommand = [...counts].map(([command, count]) => `${command} ${count}`).join(', ');
      console.log(
        `Server crash test: ${figures.kills} kills, ${acknowledged.length} acknowledged effects (${byCommand}), ${figures.refusals} refusals (4xx), ` +
          `${figures.interrupted} requests cut off by a kill, ${figures.events} events in the log, ${figures.seconds.toFixed(1)} s`,
      );
    },
    60_000 + ROUNDS * 60_000,
  );

  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every command that was answered 2xx in the log after each restart', () => {
    expect(figures.kills).toBe(ROUNDS);
    expect(figures.serverErrors).toEqual([]);
    expect(rounds.map((r) => r.missing)).toEqual(rounds.map(() => []));
  });

  // Fails on today's main when a kill lands between the steps of Account/Create or MyList/Create (claims left behind);
  // issue 9's claim-release reactor ("workflows" part) makes the restarted server finish or undo them.
  it('leaves no unacknowledged multi-step command half-applied', () => {
    expect(rounds.map((r) => r.halfApplied)).toEqual(rounds.map(() => []));
  });

  it('ends every round with read models equal to a fresh rebuild from the log', () => {
    expect(rounds.map((r) => r.differences)).toEqual(rounds.map(() => []));
  });
});

const earlier = new Set<string>();

/** After a restart, with the clients paused: what the log and the read models say. */
async function inspect(dataDir: string, acknowledged: Acknowledged[]): Promise<Round> {
  const { streams } = eventsOf(dataDir);
  const missing = acknowledged
    .filter(
      (a) => !(streams.get(a.stream) ?? []).some((e) => e.type === a.type && (!a.field || e.data[a.field] === a.value)),
    )
    .map((a) => `${a.command}: no ${a.type} in ${a.stream}`);
  // Work left over from an earlier round had its time already: wait only for what this kill interrupted.
  let halfApplied = halfAppliedWork(streams);
  const isNew = (problem: string) => !earlier.has(problem);
  for (const started = Date.now(); halfApplied.some(isNew) && Date.now() - started < SETTLE_MS; await sleep(250))
    halfApplied = halfAppliedWork(eventsOf(dataDir).streams);
  halfApplied.forEach((problem) => earlier.add(problem));
  await caughtUp(dataDir);
  return { missing, halfApplied, differences: await differencesFromRebuild(dataDir) };
}

function eventsOf(dataDir: string) {
  const db = new Database(join(dataDir, 'events.db'), { readonly: true });
  try {
    const rows = db.prepare('SELECT stream_id, type, data FROM events ORDER BY position').all() as {
      stream_id: string;
      type: string;
      data: string;
    }[];
    const streams = new Map<string, StoredEvent[]>();
    for (const row of rows) {
      const stream = streams.get(row.stream_id) ?? [];
      stream.push({ type: row.type, data: JSON.parse(row.data) as Record<string, unknown> });
      streams.set(row.stream_id, stream);
    }
    const last = db.prepare('SELECT MAX(position) AS position FROM events').get() as { position: number | null };
    return { streams, count: rows.length, lastPosition: last.position === null ? null : String(last.position) };
  } finally {
    db.close();
  }
}

/**
 * Waits until the log stands still and every lane has handled all of it: the projections, and the reactors, which may
 * still append (a verification code for a changed address, a released claim) after the projections caught up.
 */
async function caughtUp(dataDir: string, timeoutMs = 30_000) {
  let behind: string[] = [];
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(100)) {
    const { lastPosition } = eventsOf(dataDir);
    const checkpoints = await projectionCheckpoints(dataDir);
    behind = laneCheckpoints(dataDir)
      .filter((lane) => lane.position !== lastPosition)
      .map((lane) => lane.name);
    if (
      checkpoints.every((c) => c === lastPosition) &&
      behind.length === 0 &&
      eventsOf(dataDir).lastPosition === lastPosition
    )
      return;
  }
  throw new Error(`The restarted server did not catch up with the log: ${behind.join(', ')}`);
}

/** Every lane's stored checkpoint, projections' and reactors' alike. */
function laneCheckpoints(dataDir: string): { name: string; position: string | null }[] {
  const db = new Database(join(dataDir, 'readmodels.db'), { readonly: true });
  try {
    return db.prepare('SELECT projection AS name, position FROM checkpoints').all() as {
      name: string;
      position: string | null;
    }[];
  } finally {
    db.close();
  }
}
