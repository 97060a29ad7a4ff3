// npm run bench: the figures of the foundation issue, on the embedded SQLite default (events durable: WAL with
// synchronous=FULL). Starts the real server as a child process and loads it over loopback with autocannon.
//   (a) cross-offs per second over HTTP (1,000 gifts, 20 concurrent clients) beside the same stack's hello-world rate
//   (b) time from a CrossOff 200 until the live message reaches another connected client
//   (c) rebuild speed in events per second over 100,000 events
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { SqliteEventStore } from '../backend/dist/platform/event-store/sqlite-event-store.js';
import { BENCH_RATE_LIMITS, Client, startServer, stopServer } from './bench-support.mjs';

const PORT = 3917;
const BASE = `http://127.0.0.1:${PORT}`;
const OWNERS = 50;
const GIFTS_PER_OWNER = 20;
const CLIENTS = 20;
const DURATION_S = 10;
const REBUILD_EVENTS = 100_000;

const dataDir = mkdtempSync(join(tmpdir(), 'wl-bench-'));
// Account set-up only: a lower scrypt cost keeps creating 70 accounts quick; no measured call hashes a password.
const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SCRYPT_COST: '16384', FRONTEND_DIR: '', RATE_LIMITS: BENCH_RATE_LIMITS };

async function account() {
  const client = new Client(BASE);
  const id = randomUUID().slice(0, 12);
  const created = await client.call('POST', '/api/Account/Create', {
    email: `bench-${id}@example.com`, username: `bench-${id}`, firstName: 'Bench', lastName: id, password: 'bench-wachtwoord',
  });
  if (created.status !== 201) throw new Error(`account: ${created.status}`);
  return { client, wishlistId: created.body.wishlistPrivateGuid, username: `bench-${id}` };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => `${n.toFixed(2)} ms`;

async function setUp() {
  const owners = [];
  for (let i = 0; i < OWNERS; i++) owners.push(await account());
  const gifts = [];
  for (const owner of owners) {
    const list = await owner.client.call('GET', `/api/MyList/Get/${owner.wishlistId}`);
    const categoryPrivateGuid = list.body.categories[0].privateGuid;
    for (let g = 0; g < GIFTS_PER_OWNER; g++) {
      const created = await owner.client.call('POST', '/api/MyGift/EditWithoutProduct', { categoryPrivateGuid, description: `Wens ${g}`, enableCrossOff: true });
      gifts.push({ giftId: created.body.editedGift.publicGuid, owner });
    }
  }
  const givers = [];
  for (let i = 0; i < CLIENTS; i++) {
    const giver = await account();
    giver.client.token = (await giver.client.call('GET', '/api/Utility/CsrfToken')).body.token;
    givers.push(giver.client);
  }
  return { owners, gifts, givers };
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: BASE, connections: CLIENTS, duration: DURATION_S, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Sequences of CrossOff then UndoCrossOff, walking round the 1,000 gifts; givers take turns. */
async function crossOffLoad(gifts, givers) {
  let sequence = 0;
  const body = (o) => JSON.stringify(o);
  const headers = (giver) => ({ 'content-type': 'application/json', cookie: giver.cookie, 'x-csrf-token': giver.token });
  return load({
    requests: [
      {
        method: 'POST', path: '/api/Gift/CrossOff',
        setupRequest: (request, context) => {
          const k = sequence++;
          context.gift = gifts[k % gifts.length].giftId;
          context.giver = givers[k % givers.length];
          return { ...request, headers: headers(context.giver), body: body({ publicGiftGuid: context.gift }) };
        },
        onResponse: (status, responseBody, context) => {
          context.crossOffGuid = status === 200 ? JSON.parse(responseBody).crossOffGuid : null;
        },
      },
      {
        method: 'POST', path: '/api/Gift/UndoCrossOff',
        setupRequest: (request, context) => ({
          ...request, headers: headers(context.giver), body: body({ publicGuid: context.gift, privateCrossOffGuid: context.crossOffGuid ?? randomUUID() }),
        }),
      },
    ],
  });
}

async function liveLatency(gifts, givers) {
  const target = gifts[0].owner;
  const visitor = io(BASE, { path: '/signalr', transports: ['websocket'], reconnection: false });
  await new Promise((resolve) => visitor.once('connect', resolve));
  const list = await new Client(BASE).call('GET', `/api/Wishlist/Get/${target.username}`);
  await visitor.emitWithAck('JoinWishlistGroup', { wishlistPublicGuid: list.body.publicGuid });
  const targetGifts = gifts.filter((g) => g.owner === target).map((g) => g.giftId);
  const giver = givers[0];
  const samples = [];
  const sinceSent = [];
  for (let i = 0; i < 400; i++) {
    const giftId = targetGifts[i % targetGifts.length];
    let messageAt = null;
    const received = new Promise((resolve) => {
      const onMessage = (m) => {
        if (m.giftPublicGuid !== giftId || m.change !== 'CrossedOff') return;
        messageAt = performance.now();
        visitor.off('GiftChanged', onMessage);
        resolve();
      };
      visitor.on('GiftChanged', onMessage);
    });
    const sentAt = performance.now();
    const answer = await giver.call('POST', '/api/Gift/CrossOff', { publicGiftGuid: giftId });
    const answeredAt = performance.now();
    if (answer.status !== 200) throw new Error(`cross-off ${answer.status} ${JSON.stringify(answer.body)}`);
    await received;
    samples.push(Math.max(0, messageAt - answeredAt));
    sinceSent.push(messageAt - sentAt);
    await giver.call('POST', '/api/Gift/UndoCrossOff', { publicGuid: giftId, privateCrossOffGuid: answer.body.crossOffGuid });
  }
  visitor.close();
  return { afterAnswer: samples.sort((a, b) => a - b), afterSending: sinceSent.sort((a, b) => a - b) };
}

/** Tops the log up to 100,000 events with realistic gift streams (created, then crossed off and undone). */
async function fillLog(gifts) {
  const store = new SqliteEventStore(join(dataDir, 'events.db'));
  let count = (await store.readAll(null, 10_000_000)).length;
  const meta = () => ({ correlationId: randomUUID(), causationId: randomUUID(), userId: null, contextId: null, at: new Date().toISOString(), schemaVersion: 1 });
  const { owner } = gifts[0];
  const list = await owner.client.call('GET', `/api/MyList/Get/${owner.wishlistId}`);
  const categoryId = list.body.categories[0].privateGuid;
  while (count < REBUILD_EVENTS) {
    const giftId = randomUUID();
    const base = { giftId, wishlistId: owner.wishlistId };
    const events = [{ type: 'GiftCreated', data: { ...base, categoryId, description: 'Bulk', url: null, crossOffEnabled: true } }];
    for (let i = 0; i < 9; i++) {
      const crossOffId = randomUUID();
      events.push({ type: 'GiftCrossedOff', data: { ...base, crossOffId, byUserId: 'bench' } }, { type: 'CrossOffUndone', data: { ...base, crossOffId, byUserId: 'bench' } });
    }
    await store.append(`gift-${giftId}`, events.slice(0, REBUILD_EVENTS - count).map((e) => ({ eventId: randomUUID(), ...e, metadata: meta() })), 'no_stream');
    count += Math.min(events.length, REBUILD_EVENTS - count);
  }
  await store.close();
  return count;
}

const server = await startServer(env);
try {
  const { gifts, givers } = await setUp();
  console.log(`Set up: ${OWNERS} lists, ${gifts.length} gifts, ${CLIENTS} givers.\n`);

  const hello = await load({ requests: [{ method: 'GET', path: '/api/Utility/WebVersion' }] });
  const crossOff = await crossOffLoad(gifts, givers);
  const errors = crossOff.non2xx + crossOff.errors;
  const rate = crossOff.requests.average;
  console.log('(a) Cross-off over HTTP, 20 concurrent clients, 1,000 gifts (each client: CrossOff then UndoCrossOff, repeated)');
  console.log(`    cross-off commands/s:   ${rate.toFixed(0)}  (CrossOff ${Math.round(rate / 2)}/s + UndoCrossOff ${Math.round(rate / 2)}/s), non-2xx/errors: ${errors}`);
  console.log(`    latency p50 / p99:      ${crossOff.latency.p50} ms / ${crossOff.latency.p99} ms`);
  console.log(`    hello-world (WebVersion) requests/s: ${hello.requests.average.toFixed(0)}, p50 / p99: ${hello.latency.p50} ms / ${hello.latency.p99} ms, non-2xx: ${hello.non2xx}`);
  console.log(`    ratio cross-off / hello-world: ${(rate / hello.requests.average).toFixed(2)}\n`);

  const live = await liveLatency(gifts, givers);
  const { afterAnswer, afterSending } = live;
  console.log(`(b) CrossOff 200 -> live message at another client (${afterAnswer.length} samples): p50 ${ms(percentile(afterAnswer, 50))}, p99 ${ms(percentile(afterAnswer, 99))}`);
  console.log('    (0 ms: the message arrived before the answer; the push follows the projection, and the answer waits for it too)');
  console.log(`    request sent -> live message: p50 ${ms(percentile(afterSending, 50))}, p99 ${ms(percentile(afterSending, 99))}\n`);

  const total = await fillLog(gifts);
  await stopServer(server);
  const rebuild = spawnSync(process.execPath, ['backend/dist/rebuild.js', '--all'], { env, encoding: 'utf8' });
  if (rebuild.status !== 0) throw new Error(rebuild.stderr);
  console.log(`(c) Rebuild of every read model over ${total} events:`);
  for (const line of rebuild.stdout.trim().split('\n')) console.log(`    ${line}`);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
