import { ApiClient, register, type Registered } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface OwnerView {
  birthday: string | null;
  occasion: string | null;
  occasionDate: string | null;
  publicGuid: string;
  username: string;
  firstName: string;
  lastName: string;
}
const ownerView = async (o: Registered) => (await o.client.get<OwnerView>(`/api/MyList/Get/${o.wishlistId}`)).body;
const occasion = (o: Registered, occasion: string | null, occasionDate: string | null) =>
  o.client.post<OwnerView>('/api/MyList/UpdateOccasion', { privateGuid: o.wishlistId, occasion, occasionDate });
const settings = (o: Registered, change: Record<string, unknown>) =>
  o.client.post<OwnerView>('/api/MyList/UpdateSettings', {
    privateGuid: o.wishlistId,
    username: o.account.username,
    firstName: o.account.firstName,
    lastName: o.account.lastName,
    accessType: 'PUBLIC',
    includeInSearchResult: false,
    showCrossedOff: false,
    ...change,
  });
const birthdaysThisMonth = async () =>
  (await new ApiClient(t.url).get<{ totalBirthdaysThisMonth: number }>('/api/Stats/HomepageStats')).body
    .totalBirthdaysThisMonth;
const thisMonth = () => String(new Date().getUTCMonth() + 1).padStart(2, '0');

describe('a birthday set by the occasion MyBirthday', () => {
  it('becomes the list\u2019s birthday in the owner view, on the friends page and in the month\u2019s count', async () => {
    const owner = await register(t.url);
    const friend = await register(t.url);
    const before = await birthdaysThisMonth();
    const answer = await occasion(owner, 'MyBirthday', `2031-${thisMonth()}-09`);
    expect(answer).toMatchObject({ status: 200, body: { occasion: 'MyBirthday', birthday: `2031-${thisMonth()}-09` } });

    await friend.client.post('/api/Friend/Add', { wishlistPublicGuid: answer.body.publicGuid });
    const friends =
      await friend.client.get<{ username: string; birthday: { day: number; month: number } | null }[]>(
        '/api/Friend/Overview',
      );
    expect(friends.body).toEqual([
      expect.objectContaining({ username: owner.account.username, birthday: { day: 9, month: Number(thisMonth()) } }),
    ]);
    expect(await birthdaysThisMonth()).toBe(before + 1);
  });

  it('stays when the occasion changes to another one or is cleared: a birthday is a fact about the person', async () => {
    const owner = await register(t.url);
    await occasion(owner, 'MyBirthday', '2031-04-12');
    expect((await occasion(owner, 'Christmas', '2031-12-25')).body).toMatchObject({
      occasion: 'Christmas',
      birthday: '2031-04-12',
    });
    expect((await occasion(owner, null, null)).body).toMatchObject({ occasion: null, birthday: '2031-04-12' });
  });

  it('keeps the year typed in the settings when the occasion falls on the same day, and moves with another day', async () => {
    const owner = await register(t.url);
    await settings(owner, { birthday: '1990-04-12' });
    expect((await occasion(owner, 'MyBirthday', '2031-04-12')).body.birthday).toBe('1990-04-12');
    expect((await occasion(owner, 'MyBirthday', '2031-05-02')).body.birthday).toBe('2031-05-02');
  });

  it('is kept by a settings change that leaves it out, and removed by one that clears it', async () => {
    const owner = await register(t.url);
    await occasion(owner, 'MyBirthday', '2031-04-12');
    expect((await settings(owner, { city: 'Gent' })).body).toMatchObject({ birthday: '2031-04-12' });
    expect((await settings(owner, { birthday: '1991-04-12' })).body).toMatchObject({ birthday: '1991-04-12' });
    expect((await settings(owner, { birthday: null })).body).toMatchObject({ birthday: null });
  });

  it('is not set by another occasion, nor by MyBirthday without a date', async () => {
    const owner = await register(t.url);
    await occasion(owner, 'Christmas', '2031-12-25');
    await occasion(owner, 'MyBirthday', null);
    expect((await ownerView(owner)).birthday).toBeNull();
  });

  it('is never set by someone who does not own the list', async () => {
    const owner = await register(t.url);
    const stranger = await register(t.url);
    const refused = await stranger.client.post('/api/MyList/UpdateOccasion', {
      privateGuid: owner.wishlistId,
      occasion: 'MyBirthday',
      occasionDate: '2031-04-12',
    });
    expect(refused).toMatchObject({ status: 422, body: 'UserCannotAccessWishlist' });
    expect((await ownerView(owner)).birthday).toBeNull();
  });
});
