import { LiveGateway } from '../../backend/src/live/live.gateway.js';
import { rooms } from '../../backend/src/platform/live/rooms.js';
import { ApiClient, type Registered, register } from '../support/api-client.js';
import { connectLive, joinGroup as join, openSockets, until } from '../support/live-client.js';
import { createLoting } from '../support/loting-draws.js';
import { type LotHolder, lotHoldersOf } from '../support/lot-holders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  openSockets.forEach((s) => s.close());
  await t.close();
});

const connect = (client = new ApiClient(t.url)) => connectLive(t.url, client);

interface Draw {
  organizer: Registered;
  publicGuid: string;
  manageGuid: string;
  holders: LotHolder[];
}
async function newDraw(others = ['Bert', 'Carla', 'Dirk']): Promise<Draw> {
  const organizer = await register(t.url);
  const created = await createLoting(organizer.client, others);
  return { organizer, ...created.body, holders: await lotHoldersOf(t, created.body.publicGuid) };
}
const holder = (draw: Draw, name: string) => draw.holders.find((h) => h.name === name)!;
const publicGuidOf = (draw: Draw, name: string) => holder(draw, name).publicGuid;
const settle = () => new Promise((r) => setTimeout(r, 200));

describe('joining the groups of a draw', () => {
  it('lets only the organizer\u2019s session with the manage guid into the loting group', async () => {
    const draw = await newDraw();
    const { publicGuid: lotingPublicGuid, manageGuid } = draw;
    const organizer = await connect(draw.organizer.client);
    expect(
      await join(organizer.socket, 'JoinLotingGroup', { lotingPublicGuid, manageGuid: crypto.randomUUID() }),
    ).toEqual({ ok: false });
    expect(
      await join(organizer.socket, 'JoinLotingGroup', { lotingPublicGuid: crypto.randomUUID(), manageGuid }),
    ).toEqual({ ok: false });
    expect(await join(organizer.socket, 'JoinLotingGroup', { lotingPublicGuid, manageGuid })).toEqual({ ok: true });
    // The manage guid alone is not enough: another user, or nobody logged in, holding it is refused.
    const other = await connect((await register(t.url)).client);
    expect(await join(other.socket, 'JoinLotingGroup', { lotingPublicGuid, manageGuid })).toEqual({ ok: false });
    expect(await join((await connect()).socket, 'JoinLotingGroup', { lotingPublicGuid, manageGuid })).toEqual({
      ok: false,
    });
    expect(await join(other.socket, 'JoinLotingGroup', { nonsense: 1 })).toEqual({ ok: false });
  });

  it('lets a lot into the group of whom it drew only; a wrong pair is refused like an unknown lot', async () => {
    const draw = await newDraw();
    const bert = holder(draw, 'Bert');
    const live = await connect();
    for (const other of draw.holders.filter((h) => h.name !== bert.drew)) {
      expect(
        await join(live.socket, 'JoinDrawnLotGroup', {
          lotPrivateGuid: bert.lotGuid,
          drawnParticipantPublicGuid: other.publicGuid,
        }),
      ).toEqual({ ok: false });
    }
    expect(
      await join(live.socket, 'JoinDrawnLotGroup', {
        lotPrivateGuid: crypto.randomUUID(),
        drawnParticipantPublicGuid: publicGuidOf(draw, bert.drew),
      }),
    ).toEqual({ ok: false });
    expect(
      await join(live.socket, 'JoinDrawnLotGroup', {
        lotPrivateGuid: bert.lotGuid,
        drawnParticipantPublicGuid: publicGuidOf(draw, bert.drew),
      }),
    ).toEqual({ ok: true });
  });
});

describe('messages of a draw', () => {
  it('tell the organizer view of views and couplings, and only the giver\u2019s lot view of the new link', async () => {
    const draw = await newDraw();
    const bert = holder(draw, 'Bert');
    const bertsGiver = draw.holders.find((h) => h.drew === 'Bert')!;
    const bystander = draw.holders.find((h) => h.name !== bertsGiver.name && h.name !== 'Bert')!;
    const organizer = await connect(draw.organizer.client);
    await join(organizer.socket, 'JoinLotingGroup', { lotingPublicGuid: draw.publicGuid, manageGuid: draw.manageGuid });
    const giverLive = await connect();
    await join(giverLive.socket, 'JoinDrawnLotGroup', {
      lotPrivateGuid: bertsGiver.lotGuid,
      drawnParticipantPublicGuid: bert.publicGuid,
    });
    const bystanderLive = await connect();
    await join(bystanderLive.socket, 'JoinDrawnLotGroup', {
      lotPrivateGuid: bystander.lotGuid,
      drawnParticipantPublicGuid: publicGuidOf(draw, bystander.drew),
    });
    const elsewhere = await newDraw();
    const otherOrganizer = await connect(elsewhere.organizer.client);
    await join(otherOrganizer.socket, 'JoinLotingGroup', {
      lotingPublicGuid: elsewhere.publicGuid,
      manageGuid: elsewhere.manageGuid,
    });

    await new ApiClient(t.url).post('/api/Lot/RegisterFirstView', { privateGuid: bert.lotGuid });
    await until(() => organizer.received.length >= 1);
    expect(organizer.received[0]).toEqual({
      name: 'SetLotToViewed',
      payload: { lotingPublicGuid: draw.publicGuid, participantPublicGuid: bert.publicGuid, contextId: null },
    });

    const bertsAccount = await register(t.url);
    await bertsAccount.client.post('/api/Lot/SelectWishlist', {
      participantPrivateGuid: bert.lotGuid,
      wishlistPrivateGuid: bertsAccount.wishlistId,
    });
    await until(() => organizer.received.length >= 2 && giverLive.received.length >= 1);
    expect(organizer.received[1]).toEqual({
      name: 'SetLotHasWishlist',
      payload: {
        lotingPublicGuid: draw.publicGuid,
        participantPublicGuid: bert.publicGuid,
        hasWishlist: true,
        contextId: null,
      },
    });
    expect(giverLive.received).toEqual([
      {
        name: 'SetLotWishlistLink',
        payload: {
          participantPublicGuid: bert.publicGuid,
          wishlistLink: `/${bertsAccount.account.username}`,
          contextId: null,
        },
      },
    ]);

    await bertsAccount.client.post('/api/Lot/SelectWishlist', { participantPrivateGuid: bert.lotGuid });
    await until(() => giverLive.received.length >= 2);
    expect(giverLive.received[1]!.payload).toMatchObject({ wishlistLink: null });
    expect(organizer.received[2]!.payload).toMatchObject({ hasWishlist: false });
    await settle();
    expect(bystanderLive.received).toEqual([]);
    expect(otherOrganizer.received).toEqual([]);
  });

  it('end with the draw: its groups are emptied and nobody joins them again', async () => {
    const { draw, bert, organizer, joinLoting, joinDrawn } = await organizerAndBertsGiver();
    await join(organizer.socket, 'JoinLotingGroup', joinLoting);
    await join(organizer.socket, 'JoinDrawnLotGroup', joinDrawn);
    const { server } = t.app.get(LiveGateway) as unknown as {
      server: { of(namespace: string): { adapter: { rooms: Map<string, Set<string>> } } };
    };
    const members = (room: string) => server.of('/').adapter.rooms.get(room)?.size ?? 0;
    expect([members(rooms.loting(draw.publicGuid)), members(rooms.drawnLot(bert.publicGuid))]).toEqual([1, 1]);

    expect((await draw.organizer.client.delete(`/api/Loting/${draw.manageGuid}`)).status).toBe(200);
    await until(() => members(rooms.loting(draw.publicGuid)) === 0 && members(rooms.drawnLot(bert.publicGuid)) === 0);
    expect(await join(organizer.socket, 'JoinLotingGroup', joinLoting)).toEqual({ ok: false });
    expect(await join(organizer.socket, 'JoinDrawnLotGroup', joinDrawn)).toEqual({ ok: false });
  });
});

/** A new draw, the organizer's socket, and the joins of its organizer view and of the lot that drew Bert. */
async function organizerAndBertsGiver() {
  const draw = await newDraw();
  const bert = holder(draw, 'Bert');
  const bertsGiver = draw.holders.find((h) => h.drew === 'Bert')!;
  const organizer = await connect(draw.organizer.client);
  const joinLoting = { lotingPublicGuid: draw.publicGuid, manageGuid: draw.manageGuid };
  const joinDrawn = { lotPrivateGuid: bertsGiver.lotGuid, drawnParticipantPublicGuid: bert.publicGuid };
  return { draw, bert, organizer, joinLoting, joinDrawn };
}

describe('with lot drawing switched off', () => {
  it('refuses both joins, even with the right guids and the organizer\u2019s session', async () => {
    const { organizer, joinLoting, joinDrawn } = await organizerAndBertsGiver();
    t.config.site.drawLotsEnabled = false;
    try {
      expect(await join(organizer.socket, 'JoinLotingGroup', joinLoting)).toEqual({ ok: false });
      expect(await join(organizer.socket, 'JoinDrawnLotGroup', joinDrawn)).toEqual({ ok: false });
    } finally {
      t.config.site.drawLotsEnabled = true;
    }
    expect(await join(organizer.socket, 'JoinLotingGroup', joinLoting)).toEqual({ ok: true });
    expect(await join(organizer.socket, 'JoinDrawnLotGroup', joinDrawn)).toEqual({ ok: true });
  });
});
