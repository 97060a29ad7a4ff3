import { mkdtempSync, rmSync } from 'node:fs';
import { connect as tcpConnect, createServer, type Server as TcpServer, type Socket as TcpSocket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LiveGateway } from '../../backend/src/live/live.gateway.js';
import { OwnerPresence } from '../../backend/src/presence/owner-presence.js';
import { rooms } from '../../backend/src/platform/live/rooms.js';
import { ApiClient, register } from '../support/api-client.js';
import { connectLive, joinGroup, type LiveClient, openSockets, until } from '../support/live-client.js';
import { ServerProcess, sleep } from '../support/server-process.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Presence must turn offline within 5 s of the last connection going (issue 11). */
const OFFLINE_WITHIN_MS = 5000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  openSockets.forEach((s) => s.close());
  await t.close();
});

/** An owner with their list, their public guid (as owners see it) and the list's owner group. */
async function owner(app: TestApp) {
  const registered = await register(app.url);
  const list = await registered.client.get<{ owners: { publicUserGuid: string }[] }>(
    `/api/MyList/Get/${registered.wishlistId}`,
  );
  return { ...registered, publicUserGuid: list.body.owners[0]!.publicUserGuid };
}

async function ownerTab(baseUrl: string, client: ApiClient, wishlistId: string): Promise<LiveClient> {
  const tab = await connectLive(baseUrl, client);
  expect(await joinGroup(tab.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: wishlistId })).toEqual({ ok: true });
  return tab;
}

/**
 * A socket of another user that the server puts into the owner group without a join: it hears what the group hears
 * and counts for no one's presence. It stands in for a co-owner's page (co-owners are built in parallel).
 */
async function listener(app: TestApp, wishlistId: string): Promise<LiveClient> {
  const live = await connectLive(app.url, (await register(app.url)).client);
  ioServer(app).in(live.socket.id!).socketsJoin(rooms.owners(wishlistId));
  return live;
}

/** The app's socket.io server (the gateway keeps it private): only its group operations are used. */
type IoGroups = { in(target: string): { socketsJoin(room: string): void; socketsLeave(room: string): void } };
const ioServer = (app: TestApp) => (app.app.get(LiveGateway) as unknown as { server: IoGroups }).server;
const online = (app: TestApp, wishlistId: string) => app.app.get(OwnerPresence).onlineOwners(wishlistId);
const changes = (live: LiveClient) =>
  live.received
    .filter((m) => m.name === 'OwnersChanged')
    .map((m) => `${m.payload.change as string} ${m.payload.publicUserGuid as string}`);

/** Waits for a presence change and answers how long it took. */
async function timed(check: () => boolean | Promise<boolean>, ms = OFFLINE_WITHIN_MS + 2000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('Presence did not change in time');
    await sleep(20);
  }
  return Date.now() - start;
}

describe('who of the owners is online', () => {
  it('keeps an owner online while one of their tabs is on the list, and offline within 5 s of closing the last', async () => {
    const me = await owner(t);
    const others = await listener(t, me.wishlistId);
    expect(await online(t, me.wishlistId)).toEqual(new Set());

    const first = await ownerTab(t.url, me.client, me.wishlistId);
    await until(() => changes(others).length === 1);
    expect(changes(others)).toEqual([`Online ${me.publicUserGuid}`]);
    expect(await online(t, me.wishlistId)).toEqual(new Set([me.userId]));
    // The tab that made them online is not told its own arrival.
    expect(changes(first)).toEqual([]);

    const second = await ownerTab(t.url, me.client, me.wishlistId);
    first.socket.close();
    await sleep(500);
    expect(await online(t, me.wishlistId)).toEqual(new Set([me.userId]));
    expect(changes(others)).toEqual([`Online ${me.publicUserGuid}`]);

    second.socket.close();
    const took = await timed(() => changes(others).length === 2);
    expect(took).toBeLessThan(OFFLINE_WITHIN_MS);
    expect(changes(others)).toEqual([`Online ${me.publicUserGuid}`, `Offline ${me.publicUserGuid}`]);
    expect(await online(t, me.wishlistId)).toEqual(new Set());
  });

  it('counts a tab for the lists whose owner group it joined only, and refuses presence to a non-owner', async () => {
    const me = await owner(t);
    const other = await owner(t);
    const stranger = await connectLive(t.url, (await register(t.url)).client);
    expect(await joinGroup(stranger.socket, 'JoinOwnerGroup', { wishlistPrivateGuid: me.wishlistId })).toEqual({
      ok: false,
    });
    await ownerTab(t.url, me.client, me.wishlistId);
    expect(await online(t, me.wishlistId)).toEqual(new Set([me.userId]));
    expect(await online(t, other.wishlistId)).toEqual(new Set());
  });

  it('turns an owner offline when their socket is taken out of the owner group (removed as an owner)', async () => {
    const me = await owner(t);
    const others = await listener(t, me.wishlistId);
    const tab = await ownerTab(t.url, me.client, me.wishlistId);
    await until(() => changes(others).length === 1);
    ioServer(t).in(tab.socket.id!).socketsLeave(rooms.owners(me.wishlistId));
    await until(() => changes(others).length === 2);
    expect(changes(others)[1]).toBe(`Offline ${me.publicUserGuid}`);
    expect(await online(t, me.wishlistId)).toEqual(new Set());
    expect(tab.socket.connected).toBe(true);
  });

  it('turns an owner offline when their tab leaves the owner page but keeps its connection (LeaveOwnerGroup)', async () => {
    const me = await owner(t);
    const others = await listener(t, me.wishlistId);
    const tab = await ownerTab(t.url, me.client, me.wishlistId);
    await until(() => changes(others).length === 1);
    expect(await joinGroup(tab.socket, 'LeaveOwnerGroup', { wishlistPrivateGuid: me.wishlistId })).toEqual({
      ok: true,
    });
    await until(() => changes(others).length === 2);
    expect(changes(others)[1]).toBe(`Offline ${me.publicUserGuid}`);
    expect(await joinGroup(tab.socket, 'LeaveOwnerGroup', { nonsense: true })).toEqual({ ok: false });
    // Out of the group, the tab hears the list's changes no more.
    expect(
      (await me.client.post('/api/Category/Create', { wishlistPrivateGuid: me.wishlistId, name: 'Boeken' })).status,
    ).toBe(200);
    await until(() => others.received.some((m) => m.name === 'OwnerWishlistChanged'));
    expect(tab.received.filter((m) => m.name === 'OwnerWishlistChanged')).toEqual([]);
  });

  it('turns an owner offline within 5 s when their connection stops answering without closing', async () => {
    const me = await owner(t);
    const others = await listener(t, me.wishlistId);
    const relay = await silentRelay(t.url);
    try {
      await ownerTab(relay.url, me.client, me.wishlistId);
      await until(() => changes(others).length === 1);
      relay.silence();
      const took = await timed(() => changes(others).length === 2);
      expect(took).toBeLessThan(OFFLINE_WITHIN_MS);
      expect(changes(others)[1]).toBe(`Offline ${me.publicUserGuid}`);
      expect(await online(t, me.wishlistId)).toEqual(new Set());
    } finally {
      relay.close();
    }
  });
});

describe('presence held by a server process that dies', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-presence-'));
  let survivor: TestApp;
  let doomed: ServerProcess;
  beforeAll(async () => {
    survivor = await startTestApp({ dataDir });
    doomed = await ServerProcess.on(dataDir);
    await doomed.start();
  });
  afterAll(async () => {
    await doomed.stop('SIGKILL');
    await survivor.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends within 5 s, told by a process that lives on', async () => {
    const me = await owner(survivor);
    const others = await listener(survivor, me.wishlistId);
    await ownerTab(doomed.url, me.client, me.wishlistId);
    await timed(async () => (await online(survivor, me.wishlistId)).has(me.userId), 3000);
    // The Online reached the survivor's listener before the kill: a process killed at once may take a message it had
    // not yet handed to the data folder's fan-out with it.
    await until(() => changes(others).length === 1, 10_000);

    await doomed.stop('SIGKILL');
    const took = await timed(async () => (await online(survivor, me.wishlistId)).size === 0);
    expect(took).toBeLessThan(OFFLINE_WITHIN_MS);
    // The Online came from the doomed process (through the data folder's fan-out), the Offline from the survivor.
    await until(() => changes(others).length === 2, 10_000);
    expect(changes(others)).toEqual([`Online ${me.publicUserGuid}`, `Offline ${me.publicUserGuid}`]);
  });
});

/**
 * A TCP relay in front of the server that can fall silent: both of its connections stay open and nothing passes any
 * more, as when a phone drops off the network. The server notices only by its heartbeat.
 */
async function silentRelay(target: string) {
  const { hostname, port } = new URL(target);
  const pairs: [TcpSocket, TcpSocket][] = [];
  const server: TcpServer = createServer((client) => {
    const upstream = tcpConnect(Number(port), hostname);
    for (const side of [client, upstream]) side.on('error', () => undefined);
    client.pipe(upstream);
    upstream.pipe(client);
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    silence() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    close() {
      pairs.flat().forEach((side) => side.destroy());
      server.close();
    },
  };
}
