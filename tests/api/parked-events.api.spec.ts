import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { EVENT_STORE } from '../../backend/src/platform/tokens.js';
import { register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const parkedCli = join(__dirname, '../../backend/dist/parked.js');
let t: TestApp;
const METRICS_TOKEN = 'metrics-token-for-tests';
beforeAll(async () => {
  t = await startTestApp({ reactorRetry: { attempts: 3, backoffMs: 5 }, leaseMs: 900, metricsToken: METRICS_TOKEN });
});
afterAll(async () => {
  await t.close();
});

interface Health {
  status: string;
  projections: Record<string, { checkpoint: string | null; behind: boolean }>;
  parked: Record<string, { count: number; events: { type: string; eventId: string; error: string }[] }>;
}
/** Health as operations read it, with the metrics token. */
const health = async () =>
  (await (
    await fetch(`${t.url}/api/Utility/Health`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).json()) as Health;
const parkedTool = (...args: string[]) =>
  spawnSync(process.execPath, [parkedCli, ...args], {
    env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: t.config.dataDir },
    encoding: 'utf8',
  });
const until = async (check: () => Promise<boolean>) => {
  for (const started = Date.now(); !(await check()); await new Promise((r) => setTimeout(r, 25))) {
    if (Date.now() - started > 10_000) throw new Error('timed out');
  }
};

describe('a poison event', () => {
  it('is parked by the projection that cannot apply it; the others stay current, Health and the tooling show it', async () => {
    const owner = await register(t.url);
    const visitor = await register(t.url);
    const list = (await visitor.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${owner.account.username}`)).body;

    // A stored forum post without its fields: the forum read model cannot take it.
    const poisonId = randomUUID();
    const metadata = {
      correlationId: randomUUID(),
      causationId: null,
      userId: null,
      at: new Date().toISOString(),
      schemaVersion: 1,
    };
    await t.app
      .get<EventStore>(EVENT_STORE)
      .append(
        `forum-${randomUUID()}`,
        [{ eventId: poisonId, type: 'ForumPostCreated', data: {}, metadata }],
        'no_stream',
      );

    // The forum goes on with the next post, and other read models with their events.
    expect(
      (
        await visitor.client.post('/api/Wishlist/CreateForumPost', {
          publicWishlistGuid: list.publicGuid,
          message: 'Na het gif',
        })
      ).status,
    ).toBe(201);
    expect((await visitor.client.post('/api/Friend/Add', { wishlistPublicGuid: list.publicGuid })).status).toBe(200);
    const seen = await visitor.client.get<{ isFriend: boolean; forum: { message: string }[] }>(
      `/api/Wishlist/Get/${owner.account.username}`,
    );
    expect(seen.body).toMatchObject({ isFriend: true, forum: [{ message: 'Na het gif' }] });

    await until(async () => Object.values((await health()).projections).every((p) => !p.behind));
    const reported = await health();
    expect(reported.status).toBe('events-parked');
    // Every read model that follows forum posts parks it: the forum and the support console's person index.
    const parkedPoison = {
      count: 1,
      events: [{ type: 'ForumPostCreated', eventId: poisonId, error: expect.any(String) }],
    };
    expect(reported.parked).toEqual({ forum: parkedPoison, 'person-streams': parkedPoison });

    const listed = parkedTool('list');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain(`forum:${poisonId}  ForumPostCreated`);

    // A retry is tried by the process holding the forum's lease; the event is still broken, so it stays parked.
    const retried = parkedTool('retry', `forum:${poisonId}`);
    expect(retried.status).toBe(0);
    await until(
      async () => !parkedTool('list').stdout.includes('retry asked') && parkedTool('list').stdout.includes('4 tries'),
    );
    expect((await health()).parked.forum?.count).toBe(1);
    expect(parkedTool('retry', 'forum:no-such-event').status).toBe(1);

    // Dropped from each lane, it is gone from the tooling and Health; a second drop finds nothing.
    expect(parkedTool('drop', `forum:${poisonId}`).status).toBe(0);
    expect(parkedTool('list').stdout).not.toContain(`forum:${poisonId}`);
    expect(parkedTool('drop', `person-streams:${poisonId}`).status).toBe(0);
    expect(parkedTool('list').stdout).not.toContain(poisonId);
    expect((await health()).parked).toEqual({});
    expect(parkedTool('drop', `forum:${poisonId}`).status).toBe(1);
  });
});
