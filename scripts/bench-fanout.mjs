// npm run bench (step): live fan-out at scale. 10,000 socket.io connections on 127.0.0.1, spread over a few child
// processes (so the load tool does not queue the messages it measures), all joined to one list's group; then another
// user crosses off a gift, ROUNDS times, and each connection notes when the GiftChanged message reached it. Printed:
// the delivery time to all connections (p50 / p99 / max, from sending the CrossOff), and the server's memory per
// connection (its resident memory before and after the connections, divided by their number).
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { LIVE_PATH } from '@wl/contracts';
import { recordFigure } from './bench-figures.mjs';
import { BENCH_RATE_LIMITS, Client, startServer, stopServer } from './bench-support.mjs';

const CONNECTIONS = 10_000;
const PROCESSES = 4;
const ROUNDS = 5;
const CONNECT_AT_ONCE = 100;
const DELIVERY_TIMEOUT_MS = 30_000;

const now = () => performance.timeOrigin + performance.now();

/** A child process: `count` connections joined to the list's group; reports each change's arrival times to the parent. */
async function clients(base, wishlistPublicGuid, count) {
  const sockets = [];
  const arrivals = new Map();
  const expected = new Map();
  const report = (giftId) => {
    const times = arrivals.get(giftId) ?? [];
    clearTimeout(expected.get(giftId));
    expected.delete(giftId);
    process.send({ type: 'delivered', giftId, times });
  };
  const onMessage = (message) => {
    if (message.change !== 'CrossedOff') return;
    const at = now();
    const times = arrivals.get(message.giftPublicGuid) ?? [];
    arrivals.set(message.giftPublicGuid, times);
    times.push(at);
    if (times.length === count && expected.has(message.giftPublicGuid)) report(message.giftPublicGuid);
  };
  async function connect() {
    const socket = io(base, { path: LIVE_PATH, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const joined = await socket.timeout(DELIVERY_TIMEOUT_MS).emitWithAck('JoinWishlistGroup', { wishlistPublicGuid });
    if (!joined.ok) throw new Error('the join was refused');
    socket.on('GiftChanged', onMessage);
  }
  for (let started = 0; started < count; started += CONNECT_AT_ONCE) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_AT_ONCE, count - started) }, connect));
  }
  process.on('message', (message) => {
    if (message.type === 'expect') {
      expected.set(
        message.giftId,
        setTimeout(() => report(message.giftId), DELIVERY_TIMEOUT_MS),
      );
      if ((arrivals.get(message.giftId)?.length ?? 0) === count) report(message.giftId);
    } else if (message.type === 'close') {
      for (const socket of sockets) socket.close();
      process.exit(0);
    }
  });
  process.send({ type: 'ready' });
}

/** Resident memory of a process, in bytes (Linux). */
function residentBytes(pid) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

function openFilesLimit() {
  return Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Infinity);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  // The server holds every connection open: raise the shell's limit (npm run bench does: ulimit -n) if this stops.
  if (openFilesLimit() < CONNECTIONS + 1000)
    throw new Error(`open files limit ${openFilesLimit()}: below ${CONNECTIONS + 1000}, raise it with ulimit -n`);
  const port = 3925;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-fanout-'));
  const server = await startServer({
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SCRYPT_COST: '16384',
    FRONTEND_DIR: '',
    RATE_LIMITS: BENCH_RATE_LIMITS,
  });
  const workers = [];
  try {
    const owner = new Client(base);
    const username = `fanout-${randomUUID().slice(0, 8)}`;
    const created = await owner.call('POST', '/api/Account/Create', {
      email: `${username}@example.com`,
      username,
      firstName: 'Fan',
      lastName: 'Out',
      password: 'bench-wachtwoord',
    });
    const wishlistId = created.body.wishlistPrivateGuid;
    const list = (await owner.call('GET', `/api/MyList/Get/${wishlistId}`)).body;
    const gifts = [];
    for (let g = 0; g < ROUNDS; g++) {
      const gift = await owner.call('POST', '/api/MyGift/EditWithoutProduct', {
        categoryPrivateGuid: list.categories[0].privateGuid,
        description: `Wens ${g}`,
        enableCrossOff: true,
      });
      gifts.push(gift.body.editedGift.publicGuid);
    }
    const giver = new Client(base);
    const giverName = `gever-${randomUUID().slice(0, 8)}`;
    await giver.call('POST', '/api/Account/Create', {
      email: `${giverName}@example.com`,
      username: giverName,
      firstName: 'Gever',
      lastName: 'Bench',
      password: 'bench-wachtwoord',
    });

    const rssBefore = residentBytes(server.pid);
    const connectStarted = performance.now();
    const script = fileURLToPath(import.meta.url);
    const perProcess = Math.ceil(CONNECTIONS / PROCESSES);
    const ready = [];
    for (let p = 0; p < PROCESSES; p++) {
      const count = Math.min(perProcess, CONNECTIONS - p * perProcess);
      const worker = fork(script, ['--clients', base, list.publicGuid, String(count)], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      workers.push(worker);
      ready.push(
        new Promise((resolve, reject) => {
          worker.once('message', (m) =>
            m.type === 'ready' ? resolve() : reject(new Error(`worker: ${JSON.stringify(m)}`)),
          );
          worker.once('exit', (code) =>
            reject(new Error(`a client process exited (${code}) before its connections were joined`)),
          );
        }),
      );
    }
    await Promise.all(ready);
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const perConnection = (residentBytes(server.pid) - rssBefore) / CONNECTIONS;

    const delays = [];
    const roundMax = [];
    let missing = 0;
    for (const giftId of gifts) {
      const delivered = workers.map(
        (worker) =>
          new Promise((resolve) => {
            const onMessage = (m) => {
              if (m.type === 'delivered' && m.giftId === giftId) {
                worker.off('message', onMessage);
                resolve(m.times);
              }
            };
            worker.on('message', onMessage);
          }),
      );
      for (const worker of workers) worker.send({ type: 'expect', giftId });
      const sentAt = now();
      const answer = await giver.call('POST', '/api/Gift/CrossOff', { publicGiftGuid: giftId });
      if (answer.status !== 200) throw new Error(`cross-off: ${answer.status} ${JSON.stringify(answer.body)}`);
      const times = (await Promise.all(delivered)).flat();
      missing += CONNECTIONS - times.length;
      const round = times.map((at) => at - sentAt);
      delays.push(...round);
      roundMax.push(Math.max(...round));
    }
    delays.sort((a, b) => a - b);
    const p50 = percentile(delays, 50);
    const p99 = percentile(delays, 99);
    const max = delays[delays.length - 1];
    const ms = (n) => `${n.toFixed(0)} ms`;
    console.log(
      `Live fan-out: ${CONNECTIONS.toLocaleString('en')} socket.io connections on one list (${PROCESSES} client processes), connected and joined in ${connectSeconds.toFixed(1)} s`,
    );
    console.log(
      `  CrossOff sent -> GiftChanged at every connection, ${ROUNDS} changes: p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)} (per change, last delivery: ${roundMax.map(ms).join(', ')})${missing ? `, ${missing} deliveries missing after ${DELIVERY_TIMEOUT_MS / 1000} s` : ''}`,
    );
    console.log(
      `  server memory per connection: ${(perConnection / 1024).toFixed(1)} KiB (resident ${(rssBefore / 2 ** 20).toFixed(0)} MiB before the connections)`,
    );
    const all = missing === 0;
    recordFigure({
      name: `Live fan-out to ${CONNECTIONS.toLocaleString('en')} connections: p50`,
      value: Number(p50.toFixed(1)),
      unit: 'ms',
    });
    recordFigure({
      name: `Live fan-out to ${CONNECTIONS.toLocaleString('en')} connections: p99`,
      value: Number(p99.toFixed(1)),
      unit: 'ms',
    });
    recordFigure({
      name: `Live fan-out to ${CONNECTIONS.toLocaleString('en')} connections: max`,
      value: Number(max.toFixed(1)),
      unit: 'ms',
      goal: 'every connection gets every change',
      met: all,
      note: all ? '' : `${missing} deliveries missing`,
    });
    recordFigure({
      name: 'Live: server memory per connection',
      value: Number((perConnection / 1024).toFixed(1)),
      unit: 'KiB',
    });
  } finally {
    for (const worker of workers) if (worker.exitCode === null) worker.send({ type: 'close' });
    await Promise.all(
      workers.map((worker) =>
        worker.exitCode === null ? new Promise((resolve) => worker.once('exit', resolve)) : null,
      ),
    );
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// One file for both sides: the parent measures, each child process (`--clients`) holds its share of the connections.
if (process.argv[2] === '--clients') await clients(process.argv[3], process.argv[4], Number(process.argv[5]));
else await main();
