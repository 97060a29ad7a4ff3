import { limits } from '@wl/contracts';
import { ApiClient, newAccount, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const newList = (client: ApiClient) => {
  const { username, firstName, lastName } = newAccount();
  return client
    .post<{ privateGuid: string }>('/api/MyList/Create', { username, firstName, lastName, accessType: 'PUBLIC' })
    .then((answer) => ({ answer, username }));
};

describe('lists per account (issue 24: username squatting)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      rateLimitPoints: { newUsersPerIp: 10_000, newUsersSiteWide: 10_000, wishlistCreationsPerUser: 10_000 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`refuses a list past ${limits.wishlistsPerAccount} with 422 TooManyWishlists, claims no username for it, and gives the place back when a list is deleted`, async () => {
    const owner = await register(t.url);
    const made: string[] = [owner.wishlistId];
    while (made.length < limits.wishlistsPerAccount) {
      const { answer } = await newList(owner.client);
      expect(answer.status).toBe(201);
      made.push(answer.body.privateGuid);
    }
    const refused = await newList(owner.client);
    expect(refused.answer).toMatchObject({ status: 422, body: 'TooManyWishlists' });
    expect((await new ApiClient(t.url).post('/api/MyList/CheckUsername', { username: refused.username })).body).toBe(
      'Available',
    );

    expect((await owner.client.delete(`/api/MyList/${made[1]}`)).status).toBe(204);
    expect((await newList(owner.client)).answer.status).toBe(201);
    expect((await newList(owner.client)).answer).toMatchObject({ status: 422, body: 'TooManyWishlists' });
  }, 120_000);
});

describe('new lists per user an hour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('bounds a burst of creations sent at once (which each see the lists made before them) with 429', async () => {
    const owner = await register(t.url);
    const answers = await Promise.all(Array.from({ length: 25 }, () => newList(owner.client)));
    const statuses = answers.map(({ answer }) => answer.status);
    expect({
      made: statuses.filter((s) => s === 201).length,
      refused: statuses.filter((s) => s === 429).length,
    }).toEqual({ made: 20, refused: 5 });
  });
});
