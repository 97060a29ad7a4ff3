import { randomUUID } from 'node:crypto';
import { userDecider, userStream } from '../../backend/src/account/user.decider.js';
import { StreamWriter } from '../../backend/src/platform/use-case/stream-writer.js';
import { CSRF_HEADER, READ_AFTER_HEADER, WRITE_POSITION_HEADER } from '@wl/contracts';
import { ApiClient, ownerWithGift, register, type Registered } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * A server whose read models never catch up: no process runs the projections on its data folder. Commands are still
 * decided on streams; what they answer must say that the read models lag, never pass stale reads off as current.
 */
let lagging: TestApp;
beforeAll(async () => {
  lagging = await startTestApp({ runProjections: false, readYourWritesWaitMs: 200 });
});
afterAll(async () => {
  await lagging.close();
});

/** A second process on the same data folder (the stores are shared), projecting unless told otherwise. */
const sameData = (overrides: Partial<TestApp['config']> = {}) =>
  startTestApp({ dataDir: lagging.config.dataDir, ...overrides });

const settings = (userPrivateGuid: string, overviewEmailFrequency: number) => ({
  userPrivateGuid,
  overviewEmailFrequency,
  enableCrossOffNotifications: false,
});

describe('read-your-writes when the read models lag', () => {
  it('answers account creation from the decided state, and keeps the brand-new user logged in', async () => {
    const { client, userId } = await register(lagging.url);
    for (const frequency of [1, 0] as const) {
      expect(await client.post('/api/Account/UpdateEmailSettings', settings(userId, frequency))).toMatchObject({
        status: 503,
        body: { problem: 'ReadModelsBehind' },
      });
    }
  });

  it('answers a command 503 ReadModelsBehind with Retry-After when the read models do not show it in time; the write is done', async () => {
    const { client, userId } = await register(lagging.url);
    const answer = await client.post('/api/Account/UpdateEmailSettings', settings(userId, 3));
    expect(answer).toMatchObject({ status: 503, body: { problem: 'ReadModelsBehind' } });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);

    const projecting = await sameData();
    try {
      // The user's own session (sessions are shared by both processes) reaches their settings without a mail's key.
      const read = async () =>
        (
          await new ApiClient(projecting.url).raw<{ overviewEmailFrequency: number }>(
            'GET',
            `/api/Account/GetEmailSettings/${userId}`,
            undefined,
            { cookie: client.sessionCookie! },
          )
        ).body;
      await expect(waitFor(read, (body) => body?.overviewEmailFrequency === 3)).resolves.toMatchObject({
        overviewEmailFrequency: 3,
      });
    } finally {
      await projecting.app.close();
    }
  });
});

describe('a cross-off answers from the decided state; read-your-writes by position token', () => {
  /** A gift on a list made while the read models caught up (another process), and a giver logged in there too. */
  async function giftAndGiver() {
    const projecting = await sameData();
    try {
      const made = await ownerWithGift(projecting.url);
      return { ...made, giver: await register(projecting.url) };
    } finally {
      await projecting.app.close();
    }
  }

  /** A call to the lagging process with the session of a client made on another process (sessions are shared). */
  async function onLagging(
    who: Registered | null,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const client = new ApiClient(lagging.url);
    const session: Record<string, string> = who ? { cookie: who.client.sessionCookie! } : {};
    const token: Record<string, string> =
      who && method === 'POST'
        ? {
            [CSRF_HEADER]: (await client.raw<{ token: string }>('GET', '/api/Utility/CsrfToken', undefined, session))
              .body.token,
          }
        : {};
    return client.raw<Record<string, unknown>>(method, path, body === undefined ? undefined : JSON.stringify(body), {
      ...session,
      ...token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    });
  }

  const giftIn = (list: Record<string, unknown>, giftId: string) =>
    (list.categories as { gifts: { publicGuid: string; isCrossedOff: boolean }[] }[])
      .flatMap((c) => c.gifts)
      .find((g) => g.publicGuid === giftId);

  it("answers the cross-off at once while the read models lag, and the giver's next read waits for it (503, never the list without it)", async () => {
    const { owner, giftId, giver } = await giftAndGiver();
    const crossed = await onLagging(giver, 'POST', '/api/Gift/CrossOff', { publicGiftGuid: giftId });
    expect(crossed).toMatchObject({
      status: 200,
      body: {
        gift: {
          publicGuid: giftId,
          isCrossedOff: true,
          description: 'Een boek',
          uri: 'https://example.com/boek',
          order: 0,
        },
      },
    });
    expect((crossed.body.gift as { privateCrossOffGuid: string }).privateCrossOffGuid).toBe(crossed.body.crossOffGuid);

    expect(await onLagging(giver, 'GET', `/api/Wishlist/Get/${owner.account.username}`)).toMatchObject({
      status: 503,
      body: { problem: 'ReadModelsBehind' },
    });
    // Someone else's read does not wait for the giver's write.
    const other = await onLagging(null, 'GET', `/api/Wishlist/Get/${owner.account.username}`);
    expect(other.status).toBe(200);
    expect(giftIn(other.body, giftId)).toMatchObject({ isCrossedOff: false });
  });

  it("makes a read with the answer's signed position token wait for the write on any process; a forged token is ignored", async () => {
    const { owner, giftId, giver } = await giftAndGiver();
    const crossed = await onLagging(giver, 'POST', '/api/Gift/CrossOff', { publicGiftGuid: giftId });
    const token = crossed.headers.get(WRITE_POSITION_HEADER)!;
    expect(token).toMatch(/^\d+\.GiftCrossedOff\.[\w-]{22}$/);
    const page = `/api/Wishlist/Get/${owner.account.username}`;

    // Another process whose read models are behind as well: the token, without the session, makes the read wait.
    expect(await onLagging(null, 'GET', page, undefined, { [READ_AFTER_HEADER]: token })).toMatchObject({
      status: 503,
      body: { problem: 'ReadModelsBehind' },
    });
    const forged = token.replace(/^\d+/, (position) => String(Number(position) + 1000));
    expect((await onLagging(null, 'GET', page, undefined, { [READ_AFTER_HEADER]: forged })).status).toBe(200);

    // A process that projects: the read answers once its read models show the cross-off.
    const projecting = await sameData();
    try {
      const read = await new ApiClient(projecting.url).raw<Record<string, unknown>>('GET', page, undefined, {
        [READ_AFTER_HEADER]: token,
      });
      expect(read.status).toBe(200);
      expect(giftIn(read.body, giftId)).toMatchObject({ isCrossedOff: true });
    } finally {
      await projecting.app.close();
    }
  });
});

describe('the session guard', () => {
  it('answers 400 UserDeleted once to a session whose user another process deleted, without its sessions being ended', async () => {
    const { client, userId } = await register(lagging.url);
    expect((await client.post('/api/Account/UpdateEmailSettings', settings(userId, 1))).status).toBe(503);

    const other = await sameData({ runProjections: false });
    try {
      const context = { commandId: randomUUID(), correlationId: randomUUID(), userId, contextId: null };
      await other.app.get(StreamWriter).execute(userStream(userId), userDecider, { type: 'DeleteUser' }, context);
    } finally {
      await other.app.close();
    }

    expect(await client.get('/api/MyList/GetAll')).toMatchObject({ status: 400, body: { problem: 'UserDeleted' } });
    expect((await client.get('/api/Account/UserData')).status).toBe(204);
  });
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
