// npm run bench:lots: the lot calls end to end over HTTP on the built server (SQLite default), issue 12.
//   (f) POST /api/Loting/Create, 200 participants who may each draw only 10 others (189 exclusions each, feasible)
//   (g) the same with 199 exclusions each, so that nobody can draw anyone: 422 InvalidExclusions
//   (h) GET /api/Lot/{guid} of a lot in such a 200-person draw
//   (i) GET /api/Loting/{manageGuid}, the organizer view of that draw
// Each figure is the median (and the slowest) of its runs, beside a baseline measured in the same run: the median of
// GET /api/Account/UserData, a logged-in call that reads one document.
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_RATE_LIMITS, Client, startServer, stopServer } from './bench-support.mjs';
import { recordFigure } from './bench-figures.mjs';

const PORT = 3921;
const BASE = `http://127.0.0.1:${PORT}`;
const PEOPLE = 200;
const MAY_DRAW = 10;
const DRAWS = 9;
const READS = 101;
const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-lots-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: dataDir,
  SCRYPT_COST: '16384',
  FRONTEND_DIR: '',
  RATE_LIMITS: `${BENCH_RATE_LIMITS},lotingsPerUser=1000000,lotingsPerIp=1000000,lotMailsPerOrganizer=1000000`,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (n) => `${n.toFixed(1)} ms`;

/**
 * 200 participants, the caller first; each may draw only `mayDraw` others (all others excluded). A random cyclic order
 * is always among what they may draw, so the draw is feasible unless `mayDraw` is 0.
 */
async function drawRequest(organizer, mayDraw) {
  const me = (await organizer.call('GET', '/api/Account/UserData')).body;
  const tag = randomUUID().slice(0, 8);
  const people = Array.from({ length: PEOPLE }, (_, i) => ({
    localGuid: randomUUID(),
    name: `Deelnemer ${i}`,
    email: i === 0 ? '' : `deelnemer-${i}-${tag}@example.com`,
    publicUserGuid: i === 0 ? me.publicGuid : null,
    friendParticipantPublicGuid: null,
    exclude: [],
  }));
  const order = Array.from({ length: PEOPLE }, (_, i) => i).sort(() => randomInt(3) - 1);
  order.forEach((giver, k) => {
    const allowed = new Set(mayDraw ? [order[(k + 1) % PEOPLE]] : []);
    while (allowed.size < mayDraw) {
      const r = randomInt(PEOPLE);
      if (r !== giver) allowed.add(r);
    }
    people[giver].exclude = people.filter((_, r) => r !== giver && !allowed.has(r)).map((p) => p.localGuid);
  });
  return { title: 'Kerstfeest', description: '', participants: people, redoOf: null };
}

async function timed(call) {
  const start = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - start };
}

async function figure(label, runs, call, expectStatus) {
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const { answer, ms: took } = await timed(call);
    if (answer.status !== expectStatus)
      throw new Error(`${label}: expected ${expectStatus}, got ${answer.status} ${JSON.stringify(answer.body)}`);
    times.push(took);
    last = answer;
  }
  console.log(`${label}\n    median ${ms(median(times))}, slowest ${ms(Math.max(...times))}  (${runs} runs)`);
  recordFigure({ name: `Lots: ${label} (median)`, value: Number(median(times).toFixed(2)), unit: 'ms' });
  return last;
}

const server = await startServer(env);
try {
  const organizer = new Client(BASE);
  const username = `bench-${randomUUID().slice(0, 8)}`;
  await organizer.call('POST', '/api/Account/Create', {
    email: `${username}@example.com`,
    username,
    firstName: 'Bench',
    lastName: 'Loting',
    password: 'bench-wachtwoord',
  });

  await figure('Baseline: GET /api/Account/UserData', READS, () => organizer.call('GET', '/api/Account/UserData'), 200);
  const feasible = await drawRequest(organizer, MAY_DRAW);
  const bytes = JSON.stringify(feasible).length;
  const created = await figure(
    `(f) POST /api/Loting/Create, ${PEOPLE} participants who may each draw only ${MAY_DRAW} others (${(bytes / 1024).toFixed(0)} KiB)`,
    DRAWS,
    async () => organizer.call('POST', '/api/Loting/Create', await drawRequest(organizer, MAY_DRAW)),
    201,
  );
  await figure(
    `(g) POST /api/Loting/Create, ${PEOPLE} participants who each exclude all ${PEOPLE - 1} others (InvalidExclusions)`,
    DRAWS,
    async () => organizer.call('POST', '/api/Loting/Create', await drawRequest(organizer, 0)),
    422,
  );
  const visitor = new Client(BASE);
  const view = (await organizer.call('GET', `/api/Loting/${created.body.manageGuid}`)).body;
  const someoneElse = view.participants[1].publicGuid;
  if (!someoneElse) throw new Error('no participant');
  await figure(
    `(h) GET /api/Lot/{guid}, a lot of a ${PEOPLE}-person draw, logged out`,
    READS,
    () => visitor.call('GET', `/api/Lot/${created.body.organizerLot}`),
    200,
  );
  await figure(
    `(i) GET /api/Loting/{manageGuid}, the organizer view of that draw`,
    READS,
    () => organizer.call('GET', `/api/Loting/${created.body.manageGuid}`),
    200,
  );
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
