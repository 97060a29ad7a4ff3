import { limits, type LotHistory, type LotingOverview } from '@wl/contracts';
import { LotingRecords } from '../../backend/src/lots/loting-records.js';
import { LotingRetention } from '../../backend/src/lots/loting-retention.js';
import { PersonalData } from '../../backend/src/platform/personal-data/personal-data.js';
import { ApiClient, register } from '../support/api-client.js';
import { lotHoldersOf } from '../support/lot-holders.js';
import { createLoting, organizerParticipant, participant } from '../support/loting-draws.js';
import { startTestApp, type TestApp, TestClock } from '../support/test-app.js';
import { readUntil } from '../support/eventually.js';

const DAY = 86_400_000;
const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, clock);
});
afterAll(async () => {
  await t.close();
});

/** Polls until `check` holds (reactors run after the answer). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  if (!(await readUntil(check, Boolean))) throw new Error('condition not reached');
}

const drawOf = async (manageGuid: string) => {
  const records = t.app.get(LotingRecords);
  return records.read((await records.idOfManageGuid(manageGuid))!);
};

describe('a draw\u2019s life', () => {
  it('a redo deletes the draw it replaces before answering', async () => {
    const organizer = await register(t.url);
    const first = await createLoting(organizer.client);
    const redo = await createLoting(organizer.client, ['Bert', 'Carla', 'Dirk'], { redoOf: first.body.manageGuid });
    expect(redo.status).toBe(201);
    expect(await organizer.client.get(`/api/Loting/${first.body.manageGuid}`)).toMatchObject({
      status: 422,
      body: 'Deleted',
    });
    const history = await organizer.client.get<LotHistory>(`/api/Loting/${first.body.manageGuid}/History`);
    expect(history.body.entries.at(-1)).toMatchObject({ kind: 'Redone' });
    const deleted = (await drawOf(first.body.manageGuid)).events.at(-1)!;
    expect(deleted).toMatchObject({ type: 'LotingDeleted', data: { reason: 'redone' } });
    expect((deleted.data as { replacedBy: string }).replacedBy).toBe(
      (await drawOf(redo.body.manageGuid)).state.lotingId,
    );
    await eventually(
      async () => (await organizer.client.get<LotingOverview>('/api/Loting/Overview')).body.lotingen.length === 1,
    );
    // A deleted draw cannot be redone again.
    expect(await createLoting(organizer.client, ['Bert', 'Carla'], { redoOf: first.body.manageGuid })).toMatchObject({
      status: 422,
      body: 'Deleted',
    });
  });

  it('lets exactly one of parallel redos of one draw through; the others answer Deleted and make no draw', async () => {
    const organizer = await register(t.url);
    const first = await createLoting(organizer.client);
    const redos = await Promise.all(
      [1, 2, 3, 4].map(() => createLoting(organizer.client, ['Bert', 'Carla'], { redoOf: first.body.manageGuid })),
    );
    expect(redos.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
    expect(redos.filter((r) => r.status === 422).map((r) => r.body)).toEqual(['Deleted', 'Deleted', 'Deleted']);
    const old = await drawOf(first.body.manageGuid);
    expect(old.events.filter((e) => e.type === 'LotingDeleted')).toHaveLength(1);
    const winner = redos.find((r) => r.status === 201)!;
    expect(old.events.at(-1)!.data).toMatchObject({
      reason: 'redone',
      replacedBy: (await drawOf(winner.body.manageGuid)).state.lotingId,
    });
    await eventually(
      async () => (await organizer.client.get<LotingOverview>('/api/Loting/Overview')).body.lotingen.length === 1,
    );
    expect((await organizer.client.get<LotingOverview>('/api/Loting/Overview')).body.lotingen[0]!.manageGuid).toBe(
      winner.body.manageGuid,
    );
  });

  it('erases a deleted draw: its key and every lot\u2019s key are forgotten, so names and pairs no longer open', async () => {
    const organizer = await register(t.url);
    const created = await createLoting(organizer.client);
    const before = await drawOf(created.body.manageGuid);
    const drawn = before.events.find((e) => e.type === 'LotsDrawn')!;
    const personal = t.app.get(PersonalData);
    const pairs = drawn.type === 'LotsDrawn' ? drawn.data.lots.map((lot) => lot.drawn) : [];
    expect(await personal.open(pairs[0]!)).not.toBeNull();

    expect((await organizer.client.delete(`/api/Loting/${created.body.manageGuid}`)).status).toBe(200);
    await eventually(async () => (await drawOf(created.body.manageGuid)).personal === null);
    for (const pair of pairs) expect(await personal.open(pair)).toBeNull();
    const history = await organizer.client.get<LotHistory>(`/api/Loting/${created.body.manageGuid}/History`);
    expect(history.body.title).toBe('');
    expect(history.body.entries.filter((e) => e.kind === 'LotSent').map((e) => e.participantName)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('deletes the draws of an organizer whose account is deleted', async () => {
    const organizer = await register(t.url);
    const created = await createLoting(organizer.client);
    expect((await organizer.client.post('/api/Account/Delete', { password: organizer.account.password })).status).toBe(
      200,
    );
    await eventually(async () => (await drawOf(created.body.manageGuid)).state.status === 'deleted');
    expect((await drawOf(created.body.manageGuid)).events.at(-1)).toMatchObject({
      type: 'LotingDeleted',
      data: { reason: 'organizerDeleted' },
    });
  });

  it('erases what a participant who deletes their account holds in another’s draw: whom they drew, their questions', async () => {
    const organizer = await register(t.url);
    const friend = await register(t.url);
    const list = await organizer.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${friend.account.username}`);
    await organizer.client.post('/api/Friend/Add', { wishlistPublicGuid: list.body.publicGuid });
    const participants = [
      await organizerParticipant(organizer.client),
      participant('Fien', '', { publicUserGuid: (await organizerParticipant(friend.client)).publicUserGuid }),
      participant('Bert', `bert-${organizer.userId}@example.com`),
    ];
    const created = await organizer.client.post<{ publicGuid: string; manageGuid: string }>('/api/Loting/Create', {
      title: 'Kerstfeest',
      participants,
    });
    expect(created.status).toBe(201);
    const holders = await lotHoldersOf(t, created.body.publicGuid);
    const fien = holders.find((h) => h.name === 'Fien')!;
    const anonymous = new ApiClient(t.url);
    expect(
      (await anonymous.post('/api/Lot/SendQuestion', { lotPrivateGuid: fien.lotGuid, question: 'Welke maat?' })).status,
    ).toBe(200);
    const sealedOfFien = (await drawOf(created.body.manageGuid)).events.flatMap((e) => {
      if (e.type === 'LotsDrawn')
        return e.data.lots.filter((lot) => lot.participantId === fien.participantId).map((lot) => lot.drawn);
      return e.type === 'LotQuestionAsked' ? [e.data.personal] : [];
    });
    const personal = t.app.get(PersonalData);
    expect(sealedOfFien).toHaveLength(2);
    for (const sealed of sealedOfFien) expect(await personal.open(sealed)).not.toBeNull();

    expect((await friend.client.post('/api/Account/Delete', { password: friend.account.password })).status).toBe(200);
    await eventually(async () => (await personal.open(sealedOfFien[0]!)) === null);
    expect(await personal.open(sealedOfFien[1]!)).toBeNull();
    expect(await anonymous.get(`/api/Lot/${fien.lotGuid}`)).toMatchObject({ status: 422, body: 'Deleted' });
    // The draw lives on for the others.
    expect((await drawOf(created.body.manageGuid)).state.status).toBe('drawn');
    for (const other of holders.filter((h) => h !== fien))
      expect((await anonymous.get(`/api/Lot/${other.lotGuid}`)).status).toBe(200);
  });

  it('deletes draws older than the retention period once, in a daily job', async () => {
    const organizer = await register(t.url);
    const created = await createLoting(organizer.client);
    const retention = t.app.get(LotingRetention);
    // The privacy statement's year, counting the day the daily job may wait.
    expect(limits.lotRetentionDays + 1).toBeLessThanOrEqual(365);
    expect(await retention.run(new Date(clock.now().getTime() + (limits.lotRetentionDays - 1) * DAY))).toBe(0);
    expect((await organizer.client.get(`/api/Loting/${created.body.manageGuid}`)).status).toBe(200);
    clock.advance((limits.lotRetentionDays + 1) * DAY);
    expect(await retention.run(clock.now())).toBeGreaterThanOrEqual(1);
    // (The organizer's session has long expired: the draw is read from its stream.)
    expect((await drawOf(created.body.manageGuid)).events.at(-1)).toMatchObject({
      type: 'LotingDeleted',
      data: { reason: 'expired' },
    });
    expect(await retention.run(clock.now())).toBe(0);
  });
});
