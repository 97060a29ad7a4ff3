import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { type Acknowledged, halfAppliedWork, Traffic } from '../support/command-traffic.js';
import { sleep } from '../support/server-process.js';
import { describeOnOwnCluster, FULL, Topology, until } from './cluster.js';

/** The 20 rounds in `npm run test:topology`; 3 in `npm test`. */
const ROUNDS = FULL ? 20 : 3;
const CLIENTS = 20;
/** How long PostgreSQL stays down while the clients go on. */
const OUTAGE_MS = FULL ? 10_000 : 3_000;
/** How long a workflow that a kill interrupted may take to finish or undo itself (as in the crash test). */
const SETTLE_MS = 5_000;
/** Claims whose owner never came to be are released this long after (see tests/crash/server-crash.spec.ts). */
const CLAIM_GRACE_MS = 1_500;

interface Round { victim: string; missing: string[]; halfApplied: string[]; differences: string[]; mailsTwice: string[] }

/**
 * Issue 25, item 3, the faults: three backends and a projector on a PostgreSQL cluster of the test's own, 20 clients
 * spread over the backends. A random backend or the projector is SIGKILLed under load and started again; then the
 * database itself is stopped under load and started again.
 */
describeOnOwnCluster('faults in a topology of three backends and a projector on PostgreSQL', {}, (cluster) => {
  let topology: Topology;
  let traffic: Traffic;
  let clients: Promise<void>[] = [];
  const acknowledged: Acknowledged[] = [];
  const figures = { refusals: 0, interrupted: 0, serverErrors: [] as string[] };

  beforeAll(async () => {
    topology = await Topology.start({ databaseUrl: await cluster().createDatabase(), env: { CLAIM_GRACE_MS: String(CLAIM_GRACE_MS) } });
    traffic = new Traffic(topology.urlOf, acknowledged, figures);
    traffic.pause();
    clients = Array.from({ length: CLIENTS }, (_, i) => traffic.client(i));
  }, 120_000);
  afterAll(async () => {
    await traffic?.end(clients);
    await topology?.close();
  });

  /** Every acknowledged command whose event is not in the log. */
  const missingFromLog = async () => {
    const { streams } = await topology.events();
    return acknowledged.filter((a) => !(streams.get(a.stream) ?? []).some((e) => e.type === a.type && (!a.field || e.data[a.field] === a.value)))
      .map((a) => `${a.command}: no ${a.type} in ${a.stream}`);
  };

  it(`survives ${ROUNDS} rounds of kill -9 of a random backend or the projector under load`, async () => {
    const rounds: Round[] = [];
    const earlier = new Set<string>();
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      traffic.resume();
      await sleep(300 + Math.random() * 1700);
      const which = Math.floor(Math.random() * (topology.backends.length + 1));
      const victim = which < topology.backends.length ? topology.backends[which]! : topology.projector;
      await victim.stop('SIGKILL');
      await victim.start(120_000);
      traffic.pause();
      await traffic.idle();

      const missing = await missingFromLog();
      let halfApplied = halfAppliedWork((await topology.events()).streams);
      const isNew = (problem: string) => !earlier.has(problem);
      for (const since = Date.now(); halfApplied.some(isNew) && Date.now() - since < SETTLE_MS; await sleep(250)) halfApplied = halfAppliedWork((await topology.events()).streams);
      halfApplied.forEach((problem) => earlier.add(problem));
      await topology.caughtUp();
      rounds.push({
        victim: which < topology.backends.length ? `backend ${which}` : 'projector',
        missing, halfApplied, differences: await topology.differencesFromRebuild(), mailsTwice: await topology.mailsSentTwice(),
      });
    }
    const { count } = await topology.events();
    console.log(`Topology kill rounds: ${ROUNDS} kills (${rounds.map((r) => r.victim).join(', ')}), ${acknowledged.length} acknowledged effects, `
      + `${figures.refusals} refusals, ${figures.interrupted} requests cut off by a kill, ${count} events, ${await topology.mailCount()} mails, `
      + `${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(figures.serverErrors).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(ROUNDS * 10);
    const none = rounds.map(() => []);
    expect(rounds.map((r) => r.missing)).toEqual(none);
    expect(rounds.map((r) => r.halfApplied)).toEqual(none);
    expect(rounds.map((r) => r.differences)).toEqual(none);
    expect(rounds.map((r) => r.mailsTwice)).toEqual(none);
  }, 120_000 + ROUNDS * 60_000);

  it('answers 503 with Retry-After while the database is down, recovers by itself once it is back, and loses no acknowledged write', async () => {
    const { owner, giftId, wishlistPublicGuid } = await ownerWithGift(topology.urlOf(0));
    const givers = await Promise.all(topology.backends.map((b) => register(b.url)));
    const acknowledgedBefore = acknowledged.length;
    traffic.resume();
    await sleep(1000);

    cluster().stop();
    const outageStarted = Date.now();
    for (const [i, giver] of givers.entries()) {
      await until(`backend ${i}'s Health says the store is down`, async () => (await topology.health(i)).status === 503, 15_000);
      expect((await topology.health(i)).body).toEqual({ status: 'degraded' });
      const crossOff = await giver.client.post<{ problem: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
      expect(crossOff).toMatchObject({ status: 503, body: { problem: 'ServiceUnavailable' } });
      expect(crossOff.headers.get('retry-after')).toBe('5');
      const list = await giver.client.get<{ problem: string }>(`/api/Wishlist/Get/${owner.account.username}`);
      expect(list).toMatchObject({ status: 503, body: { problem: 'ServiceUnavailable' } });
    }
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));
    cluster().start();

    for (let i = 0; i < topology.backends.length; i++) await until(`backend ${i} healthy again`, async () => (await topology.health(i)).status === 200, 60_000);
    // Each backend serves commands again, without a restart.
    const posted = await Promise.all(givers.map((giver, i) => giver.client.post('/api/Wishlist/CreateForumPost', { publicWishlistGuid: wishlistPublicGuid, message: `Terug ${i}` })));
    expect(posted.map((answer) => answer.status)).toEqual(givers.map(() => 201));
    await sleep(1000);
    traffic.pause();
    await traffic.idle();
    // The projector follows the log again by itself.
    await topology.caughtUp();

    console.log(`Topology database restart: down ${((Date.now() - outageStarted) / 1000).toFixed(1)} s in all, `
      + `${acknowledged.length - acknowledgedBefore} effects acknowledged around it, ${figures.refusals} refusals in all`);
    expect(acknowledged.length).toBeGreaterThan(acknowledgedBefore);
    expect(figures.serverErrors).toEqual([]);
    expect(await missingFromLog()).toEqual([]);
    expect(await topology.differencesFromRebuild()).toEqual([]);
    expect(await topology.mailsSentTwice()).toEqual([]);
    const { status } = await new ApiClient(topology.urlOf(0)).get('/api/Utility/Health');
    expect(status).toBe(200);
  }, 240_000);
});
