import { CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS } from '../../backend/src/platform/postgres/pool.js';
import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { describeOnOwnCluster, FULL, Topology, until } from './cluster.js';
import { NamespaceHost } from './network.js';

const LEASE_MS = 3_000;
/** How late the others' renewal timers may fire on a loaded machine (one bounded run with parallel files missed 0.5 s). */
const TIMER_SLACK_MS = 1_500;
/**
 * The longest a call to the cut-off backend may take to answer: its own query's time-out, after waiting for a
 * connection while the pool's others are stuck in theirs (in a run beside other test files it took 20 s).
 */
const ANSWER_WITHIN_MS = QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS;
/** How soon after the route is back the backend must be healthy again (its next queries, on new connections). */
const REJOIN_WITHIN_MS = 8_000;
/**
 * How long the backend in the namespace is cut off from the database at least: the 15 s in full, 5 s in
 * `npm test` (the checks during the cut take longer anyway: a 503 may take the 15 s query time-out).
 */
const CUT_MS = FULL ? 15_000 : 5_000;

let host: NamespaceHost | null = null;

/** The namespace first: the database must listen on its address from the start. Without root and iproute2 this skips (not with CI=true). */
function withNamespace() {
  const missing = NamespaceHost.missing();
  if (missing) return missing;
  const made = NamespaceHost.create();
  if (typeof made === 'string') return made;
  host = made;
  return { listen: [NamespaceHost.databaseAddress], clients: [`${NamespaceHost.address}/32`] };
}

/**
 * Issue 25, item 3: one backend runs as its own host in a network namespace and is cut off from the database (packets
 * dropped, as with a cable pulled): the lanes it held pass to the others within LEASE_MS (plus the others' renewal
 * interval, a third of it), it answers 503 meanwhile, and it serves again once the route is back, without a restart.
 */
describeOnOwnCluster('a backend on a host of its own, cut off from the database', withNamespace, (cluster) => {
  let topology: Topology;
  beforeAll(async () => {
    const databaseUrl = await cluster().createDatabase();
    // The same database, reached from the namespace over the veth pair.
    const acrossTheNetwork = new URL(databaseUrl);
    acrossTheNetwork.hostname = NamespaceHost.databaseAddress;
    topology = await Topology.start({
      databaseUrl,
      env: { LEASE_MS: String(LEASE_MS) },
      placeOf: (backend) =>
        backend === 0
          ? { host: NamespaceHost.address, prefix: host!.prefix, databaseUrl: acrossTheNetwork.toString() }
          : null,
    });
  }, 120_000);
  afterAll(async () => {
    await topology?.close();
    host?.remove();
  });

  const leasesOf = async (holder: string) =>
    (
      await topology.query<{ name: string }>(
        'SELECT name FROM leases WHERE holder = $1 AND expires_at > clock_timestamp() ORDER BY name',
        [holder],
      )
    ).rows.map((r) => r.name);

  it(`passes its leases on within LEASE_MS, answers 503 while cut off (at least ${CUT_MS / 1000} s) and rejoins without a restart`, async () => {
    const [isolated, other] = topology.backends as [Topology['backends'][0], Topology['backends'][0]];
    // It started first, alone: it took the lanes (reactors, jobs) before the others came.
    await until('the isolated backend holds lanes', async () => (await leasesOf('backend-0')).length > 0, 3 * LEASE_MS);
    const held = await leasesOf('backend-0');
    const { owner, giftId, wishlistPublicGuid } = await ownerWithGift(isolated.url);
    const giver = await register(isolated.url);

    host!.cutFromDatabase();
    const cut = Date.now();
    try {
      await until(
        'every lane of the isolated backend held by another',
        async () => {
          const holders = (
            await topology.query<{ name: string; holder: string }>(
              'SELECT name, holder FROM leases WHERE name = ANY($1) AND expires_at > clock_timestamp()',
              [held],
            )
          ).rows;
          return holders.length === held.length && holders.every((l) => l.holder !== 'backend-0');
        },
        3 * LEASE_MS,
      );
      const takenOver = Date.now() - cut;

      // Meanwhile it answers, and with 503: a query left unanswered fails after QUERY_TIMEOUT_MS (15 s), a new
      // connection after 10 s; before the query time-out a call waited for TCP to give up (minutes).
      const timed = async <T>(call: Promise<T>) => {
        const asked = Date.now();
        const answer = await call;
        return { answer, ms: Date.now() - asked };
      };
      const crossOff = await timed(
        giver.client.post<{ problem: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId }),
      );
      expect(crossOff.answer).toMatchObject({ status: 503, body: { problem: 'ServiceUnavailable' } });
      expect(crossOff.answer.headers.get('retry-after')).toBe('5');
      const health = await timed(topology.health(0));
      expect(health.answer.status).toBe(503);
      expect([crossOff.ms, health.ms].filter((ms) => ms > ANSWER_WITHIN_MS)).toEqual([]);
      // The others serve on: the list through another backend.
      expect((await new ApiClient(other.url).get(`/api/Wishlist/Get/${owner.account.username}`)).status).toBe(200);
      console.log(
        `Topology partition: ${held.length} lanes (${held.join(', ')}) passed from the cut-off backend to the others ` +
          `${takenOver} ms after the cut (LEASE_MS ${LEASE_MS}); it answered a cross-off 503 in ${crossOff.ms} ms and Health 503 in ${health.ms} ms`,
      );
      expect(takenOver).toBeLessThanOrEqual(LEASE_MS + LEASE_MS / 3 + TIMER_SLACK_MS);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, CUT_MS - (Date.now() - cut))));
    } finally {
      host!.reconnectToDatabase();
    }

    const rejoined = Date.now();
    await until('the isolated backend healthy again', async () => (await topology.health(0)).status === 200, 60_000);
    const rejoinedIn = Date.now() - rejoined;
    const crossed = await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    expect(crossed.status).toBe(200);
    expect(
      (
        await giver.client.post('/api/Wishlist/CreateForumPost', {
          publicWishlistGuid: wishlistPublicGuid,
          message: 'Weer daar',
        })
      ).status,
    ).toBe(201);
    console.log(
      `Topology partition: the backend was healthy again ${rejoinedIn} ms after the route came back, without a restart`,
    );
    // Before the query time-out its stuck connections waited for TCP's next retransmission: 21 s in one run.
    expect(rejoinedIn).toBeLessThanOrEqual(REJOIN_WITHIN_MS);
  }, 180_000);
});
