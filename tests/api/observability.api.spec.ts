import { CSRF_HEADER, type EventMetadata, type EventOf } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { StreamWriter } from '../../backend/src/platform/use-case/stream-writer.js';
import type { Decider } from '../../backend/src/platform/domain/decider.js';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { userHashOf } from '../../backend/src/platform/observability/request-log.js';
import type { KeyStore } from '../../backend/src/platform/personal-data/key-store.port.js';
import { EVENT_STORE, KEY_STORE } from '../../backend/src/platform/tokens.js';
import { ApiClient, newAccount, ownerWithGift, register } from '../support/api-client.js';
import { connectLive, openSockets } from '../support/live-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Operations signals (docs/operations.md): one JSON log line per request, the correlation id, `/metrics`, health. */
const lines: Record<string, unknown>[] = [];
const TOKEN = 'metrics-token-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logLevel: 'info', metricsToken: TOKEN }, undefined, {
    write: (line: string) => {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
});
afterAll(async () => {
  openSockets.forEach((s) => s.close());
  await t.close();
});

const metadataNow = (): EventMetadata => ({
  correlationId: randomUUID(),
  causationId: null,
  userId: null,
  at: new Date().toISOString(),
  schemaVersion: 1,
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function createAccount(correlationId?: string) {
  const client = new ApiClient(t.url);
  const account = newAccount();
  const answer = await client.raw<{ user: { privateGuid: string } }>(
    'POST',
    '/api/Account/Create',
    JSON.stringify(account),
    {
      'content-type': 'application/json',
      [CSRF_HEADER]: await client.csrfToken(),
      ...(correlationId ? { 'x-correlation-id': correlationId } : {}),
    },
  );
  expect(answer.status).toBe(201);
  return { answer, account, userId: answer.body.user.privateGuid };
}

async function eventsOf(correlationId: string) {
  const all = await t.app.get<symbol, EventStore>(EVENT_STORE).readAll(null, 100_000);
  return all.filter((e) => e.metadata.correlationId === correlationId);
}

describe('request log and correlation id', () => {
  it("takes the caller's correlation id into the answer, the one log line and every event the request appends", async () => {
    const { answer, userId } = await createAccount('test-corr-1');
    expect(answer.headers.get('x-correlation-id')).toBe('test-corr-1');
    expect((await eventsOf('test-corr-1')).map((e) => e.type)).toEqual(
      expect.arrayContaining(['UserRegistered', 'WishlistCreated']),
    );
    const logged = lines.filter((l) => l.correlationId === 'test-corr-1');
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        method: 'POST',
        route: '/api/Account/Create',
        status: 201,
      }),
    ]);
    expect(typeof logged[0]!.durationMs).toBe('number');
    expect(JSON.stringify(lines)).not.toContain(userId);
  });

  it('makes an id when the caller sends none or a hostile one, and uses it for the events too', async () => {
    for (const header of [undefined, 'two words', 'x'.repeat(129), '<script>']) {
      const { answer } = await createAccount(header);
      const id = answer.headers.get('x-correlation-id')!;
      expect(id).toMatch(UUID);
      expect((await eventsOf(id)).length).toBeGreaterThan(0);
    }
  });

  it('logs the route, never the path with its guids, and the user as a hash, never their id or address', async () => {
    const owner = await register(t.url);
    const answer = await owner.client.get(`/api/MyList/Get/${owner.wishlistId}`);
    const line = lines.find((l) => l.correlationId === answer.headers.get('x-correlation-id'));
    expect(line).toMatchObject({
      method: 'GET',
      route: '/api/MyList/Get/:id',
      status: 200,
      user: userHashOf(owner.userId),
    });
    const text = JSON.stringify(lines);
    for (const secret of [owner.wishlistId, owner.userId, owner.account.email, owner.account.username])
      expect(text).not.toContain(secret);
  });
});

describe('metrics', () => {
  const scrape = (authorization?: string) =>
    fetch(`${t.url}/metrics`, { headers: authorization ? { authorization } : {} });

  it('answers 403 without the token, with another token or another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN])
      expect((await scrape(authorization)).status).toBe(403);
  });

  it('counts requests per route, commands per stream type, lag, parked events and live connections', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const giver = await register(t.url);
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    await connectLive(t.url, owner.client);
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/Gift\/CrossOff",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/Account\/Create"\} \d+$/m);
    expect(text).toMatch(/^commands_total\{command="CrossOff",stream="gift"\} 1$/m);
    expect(text).toMatch(/^lane_events_behind\{kind="projection",name="wishlists"\} \d+$/m);
    expect(text).toMatch(/^lane_events_behind\{kind="reactor",name="cross-off-mail"\} \d+$/m);
    expect(text).toMatch(/^# TYPE parked_events gauge$/m);
    expect(text).toMatch(/^live_connections 1$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).not.toContain(giftId);
  });

  it('counts an append refused for a moved revision as a conflict of its command and stream type', async () => {
    const events = t.app.get<symbol, EventStore>(EVENT_STORE);
    const recorded = {
      supportUserId: 's',
      action: 'ViewTimeline' as const,
      subjectKind: null,
      subjectId: null,
      detail: null,
      personIds: [],
    };
    let decisions = 0;
    // The first decision lets another writer append first (in the same group commit, ahead of it): its append conflicts.
    const decider: Decider<null, { type: 'Probe' }, EventOf<'SupportAccessRecorded'>> = {
      initialState: null,
      decide: () => {
        if (decisions++ === 0)
          void events.append(
            'probe-conflict',
            [{ eventId: randomUUID(), type: 'SupportAccessRecorded', data: recorded, metadata: metadataNow() }],
            'any',
          );
        return [{ type: 'SupportAccessRecorded', data: recorded }];
      },
      evolve: (state) => state,
    };
    await t.app
      .get(StreamWriter)
      .execute(
        'probe-conflict',
        decider,
        { type: 'Probe' },
        { commandId: randomUUID(), correlationId: randomUUID(), userId: null, contextId: null },
      );
    expect(decisions).toBe(2);
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text).toMatch(/^command_conflicts_total\{command="Probe",stream="probe"\} 1$/m);
    expect(text).toMatch(/^commands_total\{command="Probe",stream="probe"\} 2$/m);
  });

  it('is not there at all (404) while no token is configured', async () => {
    const bare = await startTestApp();
    try {
      expect((await fetch(`${bare.url}/metrics`, { headers: { authorization: 'Bearer anything' } })).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('health', () => {
  const operator = { authorization: `Bearer ${TOKEN}` };
  const healthOf = async (url: string, headers: Record<string, string> = operator) => {
    const answer = await fetch(`${url}/api/Utility/Health`, { headers });
    return {
      status: answer.status,
      body: (await answer.json()) as Record<string, unknown> & {
        status: string;
        stores: Record<string, { reachable: boolean; error: string | null }>;
      },
    };
  };

  it('tells anyone else only whether the server is ok: no read models, positions, lanes, parked events or store errors (issue 24)', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TOKEN }] as Record<
      string,
      string
    >[]) {
      const answer = await healthOf(t.url, headers);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: expect.stringMatching(/^(ok|degraded)$/) });
    }
    expect(Object.keys((await healthOf(t.url)).body)).toEqual(
      expect.arrayContaining(['stores', 'projections', 'lag', 'parked']),
    );
  });

  it('shows each store reachable and how far each projection and reactor is behind', async () => {
    const answer = await healthOf(t.url);
    expect(answer.status).toBe(200);
    const reachable = { reachable: true, ms: expect.any(Number), error: null };
    expect(answer.body).toMatchObject({
      stores: { eventStore: reachable, documentStore: reachable, keyStore: reachable },
    });
    const lag = answer.body.lag as { projections: Record<string, number>; reactors: Record<string, number> };
    expect(Object.keys(lag.projections)).toEqual(expect.arrayContaining(['wishlists', 'accounts']));
    expect(
      Object.values({ ...lag.projections, ...lag.reactors }).every((n) => Number.isInteger(n) && n >= 0 && n <= 100),
    ).toBe(true);
  });

  it('answers 503 store-unreachable when a store does not answer', async () => {
    const broken = await startTestApp({ metricsToken: TOKEN });
    try {
      await broken.app.get<symbol, KeyStore>(KEY_STORE).close();
      expect(await healthOf(broken.url, {})).toEqual({ status: 503, body: { status: 'degraded' } });
      const answer = await healthOf(broken.url);
      expect(answer.status).toBe(503);
      expect(answer.body.status).toBe('store-unreachable');
      expect(answer.body.stores.keyStore).toMatchObject({ reachable: false, error: expect.any(String) });
      expect(answer.body.stores.eventStore?.reachable).toBe(true);
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});
