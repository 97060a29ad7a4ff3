import type {
  PersonalDataExport,
  SupportCorrelation,
  SupportEvent,
  SupportFindAnswer,
  SupportGiftState,
  SupportState,
  SupportStateDiff,
  SupportTimeline,
} from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import {
  ApiClient,
  codesMailedTo,
  inviteTo,
  ownerWithGift,
  register,
  type Registered,
  verifyEmail,
} from '../support/api-client.js';
import { createLoting } from '../support/loting-draws.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Capabilities stay out of support (docs/permissions.md, "Capabilities in support answers"): no support answer holds a
 * guid or code that grants an action, and an undo of a cross-off records who undid it; the giver is told when it was
 * not them.
 */
const supportEmail = `steun-${randomUUID()}@example.com`;
let t: TestApp;
let support: Registered;
beforeAll(async () => {
  t = await startTestApp({ supportUsers: [supportEmail] });
  support = await register(t.url, { email: supportEmail });
  await verifyEmail(t.url, support);
});
afterAll(async () => {
  await t.close();
});

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}
const outbox = async () => (await new ApiClient(t.url).get<OutboxMail[]>('/api/Dev/Outbox')).body;
const until = async <T>(find: () => Promise<T | undefined>): Promise<T> => {
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 25))) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() - started > 10_000) throw new Error('timed out');
  }
};
const get = async <T>(path: string, client = support.client) => {
  const answer = await client.get<T>(path);
  expect([path, answer.status]).toEqual([path, 200]);
  return answer.body;
};
const timeline = (kind: string, id: string) =>
  get<SupportTimeline>(`/api/Support/Timeline?kind=${kind}&id=${id}&limit=500`);
const state = (kind: string, id: string, at = new Date().toISOString()) =>
  get<SupportState>(`/api/Support/State?kind=${kind}&id=${id}&at=${encodeURIComponent(at)}`);
const ofType = (events: SupportEvent[], type: string) => events.filter((e) => e.type === type);
const undoneMailsTo = async (email: string) =>
  (await outbox()).filter((mail) => mail.to === email && mail.subject.includes('ongedaan gemaakt'));

async function crossedOffGift() {
  const { owner, giftId } = await ownerWithGift(t.url);
  const giver = await register(t.url, { firstName: 'Gert' });
  const crossed = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
  expect(crossed.status).toBe(200);
  return { owner, giver, giftId, crossOffGuid: crossed.body.crossOffGuid };
}

describe('support answers', () => {
  it('never hold a cross-off guid, an invite, manage or lot guid, or a mailed code: timelines, correlation, state, diff, export', async () => {
    const before = new Date().toISOString();
    const { owner, giver, giftId, crossOffGuid } = await crossedOffGift();
    const invite = await inviteTo(owner);
    const draw = await createLoting(owner.client, ['Bert', 'Carla'], { title: 'Kerstfeest' });
    expect(draw.status).toBe(201);
    expect(
      (await new ApiClient(t.url).post('/api/Account/RequestResetPassword', { login: giver.account.email })).status,
    ).toBe(204);
    const [resetCode] = await until(async () => {
      const codes = await codesMailedTo(t.url, giver.account.email, 'resetpassword');
      return codes.length ? codes : undefined;
    });
    const capabilities = {
      crossOffGuid,
      invite: invite.guid,
      manageGuid: draw.body.manageGuid,
      organizerLot: draw.body.organizerLot,
      resetCode: resetCode!,
    };

    const [loting] = (await get<SupportFindAnswer>(`/api/Support/Find?q=${draw.body.publicGuid}`)).subjects;
    const giftTimeline = await timeline('gift', giftId);
    const [crossedOff] = ofType(giftTimeline.events, 'GiftCrossedOff');
    const answers: Record<string, unknown> = {
      giftTimeline,
      listTimeline: await timeline('wishlist', owner.wishlistId),
      giverTimeline: await timeline('user', giver.userId),
      ownerTimeline: await timeline('user', owner.userId),
      drawTimeline: await timeline('loting', loting!.id),
      correlation: await get<SupportCorrelation>(`/api/Support/Correlation/${crossedOff!.correlationId}`),
      giftState: await state('gift', giftId),
      listState: await state('wishlist', owner.wishlistId),
      drawState: await state('loting', loting!.id),
      giftDiff: await get<SupportStateDiff>(
        `/api/Support/StateDiff?kind=gift&id=${giftId}&from=${encodeURIComponent(before)}&to=${encodeURIComponent(new Date().toISOString())}`,
      ),
      giverExport: await get<PersonalDataExport>('/api/Account/Export', giver.client),
      ownerExport: await get<PersonalDataExport>('/api/Account/Export', owner.client),
    };
    for (const [answer, body] of Object.entries(answers)) {
      for (const [name, value] of Object.entries(capabilities))
        expect([answer, name, JSON.stringify(body).includes(value)]).toEqual([answer, name, false]);
    }

    // Support still sees that there is a cross-off, by whom and when: only the guid is sealed.
    expect(crossedOff!.data).toEqual({
      giftId,
      wishlistId: owner.wishlistId,
      crossOffId: 'sealed',
      byUserId: giver.userId,
    });
    expect((answers.giftState as SupportState).state).toEqual({
      isCrossedOff: true,
      crossOff: { crossOffId: 'sealed', byUserId: giver.userId, at: expect.any(String), wishlistId: owner.wishlistId },
    } satisfies SupportGiftState);
    const listState = (answers.listState as SupportState).state as { ownerView: { ownerInvites: unknown[] } };
    expect(listState.ownerView.ownerInvites).toEqual([{ guid: 'sealed', url: 'sealed', name: invite.name }]);
  });
});

describe('who undid a cross-off', () => {
  it("records an anonymous undo with the guid as the capability holder's and mails the giver, not the owner", async () => {
    const { owner, giver, giftId, crossOffGuid } = await crossedOffGift();
    const anonymous = new ApiClient(t.url);
    expect(
      (await anonymous.post('/api/Gift/UndoCrossOff', { publicGuid: giftId, privateCrossOffGuid: crossOffGuid }))
        .status,
    ).toBe(200);

    const [undone] = ofType((await timeline('gift', giftId)).events, 'CrossOffUndone');
    expect(undone).toMatchObject({
      schemaVersion: 2,
      userId: null,
      data: { byUserId: giver.userId, undoneBy: 'capability', crossOffId: 'sealed' },
    });
    const [mail] = await until(async () => {
      const mails = await undoneMailsTo(giver.account.email);
      return mails.length ? mails : undefined;
    });
    expect(mail!.text).toContain('Iemand met de link uit je bevestigingsmail heeft het afstrepen van „Een boek”');
    expect(mail!.text).toContain(`${t.url}/${owner.account.username}`);
    expect(await undoneMailsTo(owner.account.email)).toEqual([]);
  });

  it("records the giver's own undo as the giver's, and mails no one about it", async () => {
    const { giver, giftId, crossOffGuid } = await crossedOffGift();
    expect(
      (await giver.client.post('/api/Gift/UndoCrossOff', { publicGuid: giftId, privateCrossOffGuid: crossOffGuid }))
        .status,
    ).toBe(200);
    const [undone] = ofType((await timeline('gift', giftId)).events, 'CrossOffUndone');
    expect(undone).toMatchObject({ userId: giver.userId, data: { undoneBy: 'giver' } });
    // The mail reactor follows the log in order: once it mailed a later undo by someone else, it has passed the giver's own.
    const other = await ownerWithGift(t.url, { description: 'Een fiets' });
    const crossed = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', {
      publicGiftGuid: other.giftId,
    });
    expect(
      (
        await new ApiClient(t.url).post('/api/Gift/UndoCrossOff', {
          publicGuid: other.giftId,
          privateCrossOffGuid: crossed.body.crossOffGuid,
        })
      ).status,
    ).toBe(200);
    const mails = await until(async () => {
      const found = await undoneMailsTo(giver.account.email);
      return found.length ? found : undefined;
    });
    expect(mails.map((mail) => mail.text.includes('„Een fiets”'))).toEqual([true]);
  });

  it("lets support undo a giver's cross-off from the console, recorded as support's, the giver mailed and the owner told nothing", async () => {
    const { owner, giver, giftId } = await crossedOffGift();
    const undo = { giftId, byUserId: giver.userId };
    expect(await owner.client.post('/api/Support/UndoCrossOff', undo)).toMatchObject({
      status: 403,
      body: { problem: 'NotSupport' },
    });
    expect(await support.client.post('/api/Support/UndoCrossOff', { ...undo, byUserId: owner.userId })).toMatchObject({
      status: 422,
      body: 'CrossedOffBySomeoneElse',
    });
    expect(await support.client.post('/api/Support/UndoCrossOff', { giftId: 'x' })).toMatchObject({ status: 400 });
    expect((await support.client.post('/api/Support/UndoCrossOff', undo)).status).toBe(204);
    expect(await support.client.post('/api/Support/UndoCrossOff', undo)).toMatchObject({
      status: 422,
      body: 'CrossOffAlreadyUndone',
    });
    expect(
      await support.client.post('/api/Support/UndoCrossOff', { giftId: randomUUID(), byUserId: giver.userId }),
    ).toMatchObject({ status: 422, body: 'GiftNotFound' });

    const events = (await timeline('gift', giftId)).events;
    expect(ofType(events, 'CrossOffUndone')).toEqual([
      expect.objectContaining({ userId: support.userId, data: expect.objectContaining({ undoneBy: 'support' }) }),
    ]);
    // Only the undo that was done names the giver; refusals name no one (support named the owner by mistake first).
    const record = (detail: string | null, personIds: string[]) => ({
      supportUserId: support.userId,
      action: 'UndoCrossOff',
      subjectKind: 'gift',
      subjectId: giftId,
      detail,
      personIds,
    });
    expect(
      ofType(events, 'SupportAccessRecorded')
        .filter((e) => (e.data as { action: string }).action === 'UndoCrossOff')
        .map((e) => e.data),
    ).toEqual([
      record('CrossedOffBySomeoneElse', []),
      record(null, [giver.userId]),
      record('CrossOffAlreadyUndone', []),
    ]);
    const [mail] = await until(async () => {
      const mails = await undoneMailsTo(giver.account.email);
      return mails.length ? mails : undefined;
    });
    expect(mail!.text).toContain('Onze support heeft het afstrepen van „Een boek”');
    expect(await undoneMailsTo(owner.account.email)).toEqual([]);
    // The giver finds the action in their export; the owner, whose gift it was, learns nothing of it.
    await until(async () =>
      (await get<PersonalDataExport>('/api/Account/Export', giver.client)).supportAccess.some(
        (a) => a.action === 'UndoCrossOff',
      )
        ? true
        : undefined,
    );
    expect(
      (await get<PersonalDataExport>('/api/Account/Export', owner.client)).supportAccess.filter(
        (a) => a.action === 'UndoCrossOff',
      ),
    ).toEqual([]);
  });
});
