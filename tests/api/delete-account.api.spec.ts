import Database from 'better-sqlite3';
import { join } from 'node:path';
import sharp from 'sharp';
import { ApiClient, ownerWithGift, register } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Every event and every document, as text: what a copy of the stores would show. The developer outbox is left out:
 * it stands for mail already delivered to other people (here the giver's confirmation, naming the owner) and exists
 * only outside production.
 */
function everythingStored(): string {
  const events = new Database(join(t.config.dataDir, 'events.db'), { readonly: true });
  const documents = new Database(join(t.config.dataDir, 'readmodels.db'), { readonly: true });
  const text = [
    ...events.prepare('SELECT stream_id, type, data, metadata FROM events').all(),
    ...documents.prepare("SELECT collection, id, doc FROM documents WHERE collection <> 'mail_outbox'").all(),
  ]
    .map((row) => JSON.stringify(row))
    .join('\n');
  events.close();
  documents.close();
  return text;
}

describe('POST /api/Account/Delete', () => {
  it('erases the person: no name or e-mail left readable in the log or any read model', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const giver = await register(t.url);
    await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId });
    const { email, lastName, username } = owner.account;
    expect(everythingStored()).toContain(lastName);

    const answer = await owner.client.post('/api/Account/Delete', {
      questionId: 1,
      answerId: 2,
      customAnswer: 'Ik gebruik het niet meer',
      password: owner.account.password,
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });

    const stored = everythingStored();
    for (const personal of [email, lastName, username, owner.account.password]) expect(stored).not.toContain(personal);
    expect(stored).toContain('Ik gebruik het niet meer');

    const anyone = new ApiClient(t.url);
    expect((await anyone.get(`/api/Wishlist/Get/${username}`)).status).toBe(404);
    expect((await anyone.post('/api/Account/CheckEmail', { email })).body).toBe('Available');
    expect((await anyone.post('/api/MyList/CheckUsername', { username })).body).toBe('Available');
    expect(
      (await anyone.post('/api/Account/Login', { emailOrUsername: email, password: owner.account.password })).body,
    ).toBe(false);
    // The giver keeps the gift she crossed off, taken off the list (issue 27, item 9), under a list that names nobody.
    const overview = async () =>
      (await giver.client.get<{ crossedOffWishlists: unknown[] }>('/api/Gift/CrossedOff')).body.crossedOffWishlists;
    // The list-gifts reactor deletes the list's gifts shortly after the list.
    for (const deadline = Date.now() + 10_000; (await overview()).length === 0 && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 25));
    expect(await overview()).toEqual([
      {
        wishlistUrl: null,
        fullName: null,
        gifts: [expect.objectContaining({ publicGuid: giftId, removedFromList: true })],
      },
    ]);
  });

  it('erases someone who posted on another list, has friends, crossed off gifts and pictures: nothing of theirs remains or is served', async () => {
    const { owner, giftId } = await ownerWithGift(t.url);
    const leaver = await register(t.url);
    const { email, lastName, username } = leaver.account;
    const message = `Proficiat van ${lastName}, tot zaterdag!`;
    const list = await leaver.client.get<{ publicGuid: string }>(`/api/Wishlist/Get/${owner.account.username}`);
    expect((await leaver.client.post('/api/Friend/Add', { wishlistPublicGuid: list.body.publicGuid })).status).toBe(
      200,
    );
    expect(
      (await leaver.client.post('/api/Wishlist/CreateForumPost', { publicWishlistGuid: list.body.publicGuid, message }))
        .status,
    ).toBe(201);
    expect((await leaver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 200, b: 90 } } })
      .png()
      .toBuffer();
    const uploaded = await leaver.client.raw<{ imageUrl: string }>(
      'POST',
      `/api/WishlistImage/UploadImage/${username}`,
      png,
      {
        'content-type': 'image/png',
        'x-csrf-token': await leaver.client.csrfToken(),
      },
    );
    const anyone = new ApiClient(t.url);
    const served = async () => (await fetch(`${t.url}${uploaded.body.imageUrl}`)).status;
    expect(await served()).toBe(200);
    const forumOf = async () =>
      (
        await anyone.get<{ forum: { message: string; fullName: string }[] }>(
          `/api/Wishlist/Get/${owner.account.username}`,
        )
      ).body.forum;
    expect((await forumOf()).map((p) => p.message)).toContain(message);

    expect((await leaver.client.post('/api/Account/Delete', { password: leaver.account.password })).status).toBe(200);

    const stored = everythingStored();
    for (const personal of [email, lastName, username, message]) expect(stored).not.toContain(personal);
    expect(await forumOf()).toEqual([]);
    expect(await served()).toBe(404);
    expect(stored).not.toContain(png.toString('base64').slice(0, 200));
    expect(stored).not.toContain(`"ownerId":"${leaver.userId}"`);
  });

  it('answers 400 UserDeleted to another session of the deleted user, once, then treats it as logged out', async () => {
    const owner = await register(t.url);
    const otherTab = new ApiClient(t.url);
    await otherTab.post('/api/Account/Login', {
      emailOrUsername: owner.account.email,
      password: owner.account.password,
    });
    await owner.client.post('/api/Account/Delete', { password: owner.account.password });
    expect(await otherTab.get('/api/MyList/GetAll')).toMatchObject({ status: 400, body: { problem: 'UserDeleted' } });
    expect((await otherTab.get('/api/Account/UserData')).status).toBe(204);
  });

  it('asks an account for its password: a missing or wrong one is refused with 422 WrongPassword and nothing is deleted', async () => {
    const owner = await register(t.url);
    expect(await owner.client.post('/api/Account/Delete', {})).toMatchObject({ status: 422, body: 'WrongPassword' });
    expect(
      await owner.client.post('/api/Account/Delete', { questionId: 1, answerId: 1, password: 'niet-mijn-wachtwoord' }),
    ).toMatchObject({ status: 422, body: 'WrongPassword' });
    expect((await owner.client.get<{ email: string }>('/api/Account/UserData')).body.email).toBe(owner.account.email);
    expect((await owner.client.get(`/api/MyList/Get/${owner.wishlistId}`)).status).toBe(200);
  });

  it('counts a wrong password like a failed login: guessing through the deletion is stopped at the login limit', async () => {
    const owner = await register(t.url);
    for (let guess = 0; guess < 20; guess++) {
      expect((await owner.client.post('/api/Account/Delete', { password: `gok-${guess}` })).status).toBe(422);
    }
    expect((await owner.client.post('/api/Account/Delete', { password: owner.account.password })).status).toBe(429);
    const login = await new ApiClient(t.url).post('/api/Account/Login', {
      emailOrUsername: owner.account.email,
      password: owner.account.password,
    });
    expect(login.status).toBe(429);
    expect((await owner.client.get('/api/Account/UserData')).status).toBe(200);
  });

  it('deletes a lightweight user, who has no password, without one', async () => {
    const light = new ApiClient(t.url);
    expect((await light.post('/api/Afstreper/Create', { email: `licht-${Date.now()}@example.com` })).status).toBe(200);
    expect(await light.post('/api/Account/Delete', {})).toMatchObject({ status: 200, body: { success: true } });
    expect((await light.get('/api/Account/UserData')).status).toBe(204);
  });

  it('needs a login and refuses bad input', async () => {
    expect((await new ApiClient(t.url).post('/api/Account/Delete', {})).status).toBe(401);
    const { client } = await register(t.url);
    expect((await client.post('/api/Account/Delete', { customAnswer: 'x'.repeat(501) })).status).toBe(400);
    expect((await client.post('/api/Account/Delete', { password: 'x'.repeat(501) })).status).toBe(400);
  });
});
