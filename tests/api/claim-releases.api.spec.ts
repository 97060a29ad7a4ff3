import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { AppConfig } from '../../backend/src/platform/config/config.js';
import { ReactorRunner } from '../../backend/src/platform/reactors/reactor-runner.js';
import { ApiClient, register, type Registered } from '../support/api-client.js';
import { appsOfEachTest, type TestApp } from '../support/test-app.js';

/**
 * A list rename and a profile edit are one append plus a step that gives the old username or address free (issue 26).
 * Failpoints cut the request off right after its append, as a crash would, while the claims reactor is down
 * (`claims.reacting` halts it before any step); a new app on the same data folder finishes the release, once.
 */
const { start, restart } = appsOfEachTest();

const CRASH = (failpoint: string): Partial<AppConfig> => ({
  failpoints: { [failpoint]: 1, 'claims.reacting': 'halt' },
});

function events(app: TestApp, type: string, streamPrefix: string): number {
  const db = new Database(join(app.config.dataDir, 'events.db'), { readonly: true });
  const { n } = db
    .prepare('SELECT count(*) AS n FROM events WHERE type = ? AND stream_id LIKE ?')
    .get(type, `${streamPrefix}%`) as { n: number };
  db.close();
  return n;
}

function lastPosition(app: TestApp): string {
  const db = new Database(join(app.config.dataDir, 'events.db'), { readonly: true });
  const { position } = db.prepare('SELECT MAX(position) AS position FROM events').get() as { position: number };
  db.close();
  return String(position);
}

/** Resolves once the claims reactor has handled every event in the log. */
async function claimsReactorCaughtUp(app: TestApp) {
  expect(await app.app.get(ReactorRunner).caughtUp(lastPosition(app), ['WishlistSettingsChanged'], 10_000)).toBe(true);
}

async function eventually(check: () => Promise<boolean>, ms = 10_000) {
  for (const deadline = Date.now() + ms; !(await check()); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > deadline) throw new Error('condition not reached');
  }
}

const usernameAnswer = async (app: TestApp, username: string) =>
  (await new ApiClient(app.url).post<string>('/api/MyList/CheckUsername', { username })).body;
const emailAnswer = async (app: TestApp, email: string) =>
  (await new ApiClient(app.url).post<string>('/api/Account/CheckEmail', { email })).body;

const newList = (username: string) => ({
  username,
  firstName: 'Ann',
  lastName: 'Smet',
  city: null,
  accessType: 'PUBLIC',
  listQuestion: null,
  listAnswer: null,
});

const rename = (owner: Registered, username: string) =>
  owner.client.post('/api/MyList/UpdateSettings', {
    privateGuid: owner.wishlistId,
    username,
    firstName: owner.account.firstName,
    lastName: owner.account.lastName,
    city: null,
    accessType: 'PUBLIC',
    accessQuestion: null,
    accessAnswer: null,
    includeInSearchResult: false,
    showCrossedOff: false,
  });

describe('the old username or address is given free after a crash between the appends', () => {
  it('list rename: the old username is released after a restart, once, and someone else can take it', async () => {
    const first = await start(CRASH('change-settings.renamed'));
    const owner = await register(first.url);
    const oldName = owner.account.username;
    const newName = `${oldName}-nieuw`;
    expect((await rename(owner, newName)).status).toBe(500);
    // The rename itself is in: the list answers to its new name; the old one is still claimed.
    expect(await usernameAnswer(first, newName)).toBe('Unavailable');
    expect(await usernameAnswer(first, oldName)).toBe('Unavailable');
    expect(events(first, 'ValueReleased', 'claim-username-')).toBe(0);

    const second = await restart(first);
    await eventually(async () => (await usernameAnswer(second, oldName)) === 'Available');
    expect(await usernameAnswer(second, newName)).toBe('Unavailable');
    expect((await new ApiClient(second.url).get(`/api/Wishlist/Get/${newName}`)).status).toBe(200);
    const other = await register(second.url);
    expect((await other.client.post('/api/MyList/Create', newList(oldName))).status).toBe(201);
    expect(events(second, 'ValueReleased', 'claim-username-')).toBe(1);

    // Its checkpoint is past the rename: a third start releases nothing more.
    const third = await restart(second);
    await claimsReactorCaughtUp(third);
    expect(events(third, 'ValueReleased', 'claim-username-')).toBe(1);
  });

  it('list renamed back before the reactor got to the old name: the late release leaves the renewed claim alone', async () => {
    const first = await start(CRASH('change-settings.renamed'));
    const owner = await register(first.url);
    const oldName = owner.account.username;
    const newName = `${oldName}-nieuw`;
    expect((await rename(owner, newName)).status).toBe(500);
    // Back to the old name while its release is still owed: the list claims it anew, and gives the new name free at once.
    expect((await rename(owner, oldName)).status).toBe(200);
    expect(await usernameAnswer(first, newName)).toBe('Available');

    const second = await restart(first);
    await claimsReactorCaughtUp(second);
    expect(await usernameAnswer(second, oldName)).toBe('Unavailable');
    expect((await new ApiClient(second.url).get(`/api/Wishlist/Get/${oldName}`)).status).toBe(200);
    const other = await register(second.url);
    const taken = await other.client.post('/api/MyList/Create', newList(oldName));
    expect(taken).toMatchObject({ status: 422, body: 'Unavailable' });
  });

  it('profile edit: address, password and settings land together; the old address is released after a restart', async () => {
    const first = await start(CRASH('edit-profile.changed'));
    const user = await register(first.url);
    const newEmail = `nieuw-${user.account.email}`;
    const edit = await user.client.post('/api/Account/Edit', {
      userPrivateGuid: user.userId,
      firstName: 'Nieuwe',
      lastName: 'Naam',
      email: newEmail,
      password: 'een-ander-goed-wachtwoord-2',
      currentPassword: user.account.password,
      overviewEmailFrequency: 3,
      enableCrossOffNotifications: false,
    });
    expect(edit.status).toBe(500);
    expect(await emailAnswer(first, user.account.email)).toBe('Unavailable');

    const second = await restart(first);
    await eventually(async () => (await emailAnswer(second, user.account.email)) === 'Available');
    const again = new ApiClient(second.url);
    expect(
      (await again.post('/api/Account/Login', { emailOrUsername: newEmail, password: 'een-ander-goed-wachtwoord-2' }))
        .body,
    ).toBe(true);
    const settings = await again.get(`/api/Account/GetEmailSettings/${user.userId}`);
    expect(settings.body).toMatchObject({ overviewEmailFrequency: 3, enableCrossOffNotifications: false });
    expect(events(second, 'ValueReleased', 'claim-email-')).toBe(1);
  });
});
