import { ApiClient, ownerWithGift, register, type Registered } from '../support/api-client.js';
import { connectLive, joinGroup, openSockets } from '../support/live-client.js';
import { describeOnOwnCluster, FULL, percentile, Topology, until } from './cluster.js';

const CLIENTS = 100;
const GIFTS = 100;
/** The issue's 10,000 in `npm run test:topology`; 1,000 (10 racers on each gift) in `npm test`. */
const ATTEMPTS = FULL ? 10_000 : 1_000;
/** Gifts added through backend A while a visitor's socket on backend C waits for them. */
const LIVE_CHANGES = FULL ? 200 : 30;

/**
 * Issue 25, item 3: three backends (`RUN_PROJECTIONS=false`) and a projector on one PostgreSQL database of their own,
 * clients spread over the three.
 */
describeOnOwnCluster('three backends and a projector on one PostgreSQL database', {}, (cluster) => {
  let topology: Topology;
  beforeAll(async () => {
    topology = await Topology.start({ databaseUrl: await cluster().createDatabase() });
  }, 120_000);
  afterAll(async () => {
    openSockets.forEach((socket) => socket.close());
    await topology?.close();
  });

  it(`${ATTEMPTS} cross-off attempts from ${CLIENTS} clients on ${GIFTS} gifts: one winner and one GiftCrossedOff per gift`, async () => {
    const owners = await Promise.all(Array.from({ length: 10 }, (_, i) => ownerWithGift(topology.urlOf(i))));
    const gifts: string[] = owners.map((o) => o.giftId);
    for (let i = 0; gifts.length < GIFTS; i++) {
      const { owner, categoryId } = owners[i % owners.length]!;
      const created = await owner.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', { categoryPrivateGuid: categoryId, description: `Cadeau ${i}`, enableCrossOff: true });
      expect(created.status).toBe(201);
      gifts.push(created.body.editedGift.publicGuid);
    }
    const clients: Registered[] = [];
    for (let c = 0; c < CLIENTS; c += 10) clients.push(...await Promise.all(Array.from({ length: 10 }, (_, i) => register(topology.urlOf(c + i)))));

    // Client c tries `perClient` gifts in a row from its group's first one: each gift is raced by ATTEMPTS / GIFTS clients at once.
    const perClient = ATTEMPTS / CLIENTS;
    const groups = GIFTS / perClient;
    const answers = new Map<string, { winners: string[]; statuses: number[] }>(gifts.map((g) => [g, { winners: [], statuses: [] }]));
    const started = performance.now();
    await Promise.all(clients.map(async ({ client }, c) => {
      for (let k = 0; k < perClient; k++) {
        const gift = gifts[((c % groups) * perClient + k) % GIFTS]!;
        const answer = await client.post<{ crossOffGuid?: string }>('/api/Gift/CrossOff', { publicGiftGuid: gift });
        answers.get(gift)!.statuses.push(answer.status);
        if (answer.status === 200) answers.get(gift)!.winners.push(answer.body.crossOffGuid!);
      }
    }));
    const seconds = (performance.now() - started) / 1000;

    const statuses = new Map<number, number>();
    for (const { statuses: s } of answers.values()) for (const status of s) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    console.log(`Topology cross-off race: ${ATTEMPTS} attempts by ${CLIENTS} clients on ${GIFTS} gifts over ${topology.backends.length} backends in ${seconds.toFixed(1)} s `
      + `(${Math.round(ATTEMPTS / seconds)}/s); answers ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`);
    // The losers are refused (422, the gift is crossed off already); nothing else, no 5xx.
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 422)).toEqual([]);
    expect([...answers.values()].filter((a) => a.winners.length !== 1)).toEqual([]);

    const { streams } = await topology.events();
    const crossedOff = gifts.map((g) => (streams.get(`gift-${g}`) ?? []).filter((e) => e.type === 'GiftCrossedOff'));
    expect(crossedOff.filter((events) => events.length !== 1)).toEqual([]);
    expect(crossedOff.map((events) => events[0]!.data.crossOffId)).toEqual(gifts.map((g) => answers.get(g)!.winners[0]));
  }, 600_000);

  it(`a change made through backend A reaches an open socket on backend C (${LIVE_CHANGES} changes, p99 printed)`, () => changesReachAnotherBackend(topology, 'PostgreSQL'), 300_000);
});

describe('three backends and a projector on one SQLite data folder', () => {
  let topology: Topology;
  beforeAll(async () => {
    topology = await Topology.start();
  }, 120_000);
  afterAll(async () => {
    openSockets.forEach((socket) => socket.close());
    await topology?.close();
  });

  // Failed before the SQLite fan-out (backend/src/live/sqlite-fanout.ts): the projector's pushes reached no backend.
  it(`a change made through backend A reaches an open socket on backend C (${LIVE_CHANGES} changes, p99 printed)`, () => changesReachAnotherBackend(topology, 'SQLite'), 300_000);
});

/** Gifts added one after another through backend A, each awaited on a visitor's socket on backend C; prints the latencies. */
async function changesReachAnotherBackend(topology: Topology, stores: string): Promise<void> {
  const [a, , c] = topology.backends as [Topology['backends'][0], unknown, Topology['backends'][0]];
  const { owner, categoryId, wishlistPublicGuid } = await ownerWithGift(a.url);
  const visitor = await connectLive(c.url, new ApiClient(c.url));
  expect(await joinGroup(visitor.socket, 'JoinWishlistGroup', { wishlistPublicGuid })).toEqual({ ok: true });
  const latencies: number[] = [];
  for (let i = 0; i < LIVE_CHANGES; i++) {
    const sent = performance.now();
    const created = await owner.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', { categoryPrivateGuid: categoryId, description: `Live ${i}`, enableCrossOff: true });
    expect(created.status).toBe(201);
    const giftId = created.body.editedGift.publicGuid;
    await until(`gift ${i} on the socket on backend C`, () => visitor.received.some((m) => m.payload.giftPublicGuid === giftId), 10_000);
    latencies.push(performance.now() - sent);
  }
  console.log(`Topology live on ${stores}: ${LIVE_CHANGES} gifts added through backend A reached a socket on backend C; `
    + `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`);
}
