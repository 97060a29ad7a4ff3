import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const settings = (o: Awaited<ReturnType<typeof register>>, change: Record<string, unknown>) => ({
  privateGuid: o.wishlistId,
  username: o.account.username,
  firstName: o.account.firstName,
  lastName: o.account.lastName,
  accessType: 'PUBLIC',
  includeInSearchResult: false,
  showCrossedOff: false,
  ...change,
});

describe('open lists behind a question', () => {
  it('asks the question, refuses a wrong answer, remembers a right one for the session only', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    await owner.client.post(
      '/api/MyList/UpdateSettings',
      settings(owner, { accessType: 'OPEN', accessQuestion: 'Hoe heet mijn hond?', accessAnswer: 'Bobby' }),
    );
    const visitor = await register(t.url);
    const name = owner.account.username;
    expect((await visitor.client.get(`/api/Wishlist/GetAccessState/${name}`)).body).toMatchObject({
      accessState: 'Question',
      question: 'Hoe heet mijn hond?',
    });
    expect((await visitor.client.get(`/api/Wishlist/Get/${name}`)).status).toBe(401);
    expect(await visitor.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).toMatchObject({
      status: 422,
      body: 'NoAccess',
    });
    expect((await visitor.client.post('/api/Wishlist/VerifyAnswer', { username: name, answer: 'Rex' })).body).toEqual({
      valid: false,
    });
    expect(
      (await visitor.client.post('/api/Wishlist/VerifyAnswer', { username: name, answer: '  bobby ' })).body,
    ).toEqual({ valid: true });
    expect((await visitor.client.get(`/api/Wishlist/GetAccessState/${name}`)).body).toMatchObject({
      accessState: 'Access',
      question: null,
    });
    expect((await visitor.client.get(`/api/Wishlist/Get/${name}`)).status).toBe(200);
    expect((await visitor.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    expect((await new ApiClient(t.url).get(`/api/Wishlist/GetAccessState/${name}`)).body).toMatchObject({
      accessState: 'Question',
    });
  });

  it('answers 401 for a list without a question', async () => {
    const owner = await register(t.url);
    const visitor = new ApiClient(t.url);
    expect(
      (await visitor.post('/api/Wishlist/VerifyAnswer', { username: owner.account.username, answer: 'x' })).status,
    ).toBe(401);
  });
});

describe('the single crossed-off gift page', () => {
  it('mails the giver the undo link, shows the gift by its guid pair, and says CrossOffAlreadyUndone after the undo', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const giver = await register(t.url);
    const crossed = await giver.client.post<{ crossOffGuid: string }>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    const link = `/crossedoff/${giftId}/${crossed.body.crossOffGuid}`;
    let mail: { text: string } | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (await new ApiClient(t.url).get<{ to: string; text: string }[]>('/api/Dev/Outbox')).body.find(
        (m) => m.to === giver.account.email && m.text.includes(link),
      );
      if (!mail) await new Promise((r) => setTimeout(r, 20));
    }
    expect(mail?.text).toContain(link);

    const anyone = new ApiClient(t.url);
    const page = await anyone.get(`/api/Gift/GetByCrossOffGuid/${giftId}/${crossed.body.crossOffGuid}`);
    expect(page).toMatchObject({
      status: 200,
      body: {
        username: owner.account.username,
        gift: { publicGuid: giftId, isCrossedOff: true, privateCrossOffGuid: crossed.body.crossOffGuid },
      },
    });
    await anyone.post('/api/Gift/UndoCrossOff', { publicGuid: giftId, privateCrossOffGuid: crossed.body.crossOffGuid });
    expect(await anyone.get(`/api/Gift/GetByCrossOffGuid/${giftId}/${crossed.body.crossOffGuid}`)).toMatchObject({
      status: 422,
      body: { problem: 'CrossOffAlreadyUndone', username: owner.account.username },
    });
    expect(
      await anyone.get(`/api/Gift/GetByCrossOffGuid/${giftId}/00000000-0000-4000-8000-000000000000`),
    ).toMatchObject({ status: 422, body: { problem: 'Other' } });
    expect(await anyone.get('/api/Gift/GetByCrossOffGuid/kapot/ook-kapot')).toMatchObject({
      status: 422,
      body: { problem: 'InvalidGuid' },
    });
    await owner.client.delete(`/api/MyGift/${giftId}`);
    expect(await anyone.get(`/api/Gift/GetByCrossOffGuid/${giftId}/${crossed.body.crossOffGuid}`)).toMatchObject({
      status: 422,
      body: { problem: 'GiftNotFound' },
    });
  });
});
