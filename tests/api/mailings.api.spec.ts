import { OccasionReminders } from '../../backend/src/mailings/occasion-reminders.js';
import { OverviewMails } from '../../backend/src/mailings/overview-mails.js';
import { ApiClient, mailSettingsKeyMailedTo, ownerWithGift, register, type Registered } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const outbox = async (app: TestApp = t) => (await new ApiClient(app.url).get<OutboxMail[]>('/api/Dev/Outbox')).body;
const mailsTo = async (user: Registered, subject: string, app: TestApp = t) =>
  (await outbox(app)).filter((m) => m.to === user.account.email && m.subject === subject);
const overviewSubject = 'Wat er nieuw is op de lijstjes van je vrienden';
const wantsOverview = (user: Registered, months: number) =>
  user.client.post('/api/Account/UpdateEmailSettings', {
    userPrivateGuid: user.userId,
    overviewEmailFrequency: months,
    enableCrossOffNotifications: true,
  });
const addGift = async (owner: Registered, description: string) => {
  const list = await owner.client.get<{ categories: { privateGuid: string }[] }>(`/api/MyList/Get/${owner.wishlistId}`);
  const created = await owner.client.post<{ editedGift: { publicGuid: string } }>('/api/MyGift/EditWithoutProduct', {
    categoryPrivateGuid: list.body.categories[0]!.privateGuid,
    description,
    enableCrossOff: true,
  });
  return created.body.editedGift.publicGuid;
};
const overviews = (app: TestApp = t) => app.app.get(OverviewMails);

describe('the overview mail', () => {
  it('tells a friend what changed on the lists they follow, and the owner only the forum, never a cross-off', async () => {
    // The first overview tells what happened since the account was made.
    const friend = await register(t.url);
    const { owner, giftId, wishlistPublicGuid } = await ownerWithGift(t.url, { description: 'Een boek' });
    await wantsOverview(owner, 1);
    await wantsOverview(friend, 1);
    await friend.client.post('/api/Friend/Add', { wishlistPublicGuid });
    const bike = await addGift(owner, 'Een fiets');
    await owner.client.delete(`/api/MyGift/${bike}`);
    expect((await friend.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    await friend.client.post('/api/Wishlist/CreateForumPost', {
      publicWishlistGuid: wishlistPublicGuid,
      message: 'Leuk lijstje!',
    });

    await overviews().run(new Date(Date.now() + 60_000));

    const [toFriend] = await mailsTo(friend, overviewSubject);
    expect(toFriend!.text).toContain(
      `${owner.account.firstName} ${owner.account.lastName} (${t.url}/${owner.account.username})`,
    );
    expect(toFriend!.text).toContain('  Nieuw: Een boek');
    expect(toFriend!.text).toContain('  Niet meer op het lijstje: Een fiets');
    // Their own post is no news to them.
    expect(toFriend!.text).not.toContain('forum');
    const [toOwner] = await mailsTo(owner, overviewSubject);
    expect(toOwner!.text).toContain(
      `Je eigen verlanglijstje (${t.url}/${owner.account.username})\n  1 nieuw bericht op het forum`,
    );
    expect(toOwner!.text).not.toMatch(/Een boek|afgestreept/i);
  });

  it('goes once per period: a rerun, two runs at once and a restart send nothing twice', async () => {
    const friend = await register(t.url);
    const { owner, wishlistPublicGuid } = await ownerWithGift(t.url, { description: 'Sokken' });
    await wantsOverview(friend, 3);
    await friend.client.post('/api/Friend/Add', { wishlistPublicGuid });
    const now = new Date();

    await Promise.all([overviews().run(now), overviews().run(now)]);
    expect(await mailsTo(friend, overviewSubject)).toHaveLength(1);
    expect(await overviews().run(new Date(now.getTime() + DAY))).toBe(0);

    await addGift(owner, 'Een muts');
    const dataDir = t.config.dataDir;
    await t.close({ keepData: true });
    t = await startTestApp({ dataDir });
    expect(await overviews().run(new Date(now.getTime() + 2 * DAY))).toBe(0);
    expect(await mailsTo(friend, overviewSubject)).toHaveLength(1);

    // The next quarter tells only what is new since.
    const nextQuarter = new Date(now);
    nextQuarter.setUTCMonth(nextQuarter.getUTCMonth() + 3);
    await overviews().run(nextQuarter);
    const mails = await mailsTo(friend, overviewSubject);
    expect(mails).toHaveLength(2);
    const latest = mails.find((m) => m.text.includes('Een muts'))!;
    expect(latest.text).not.toContain('Sokken');
  });

  it('is not sent to someone who chose never, nor when nothing changed', async () => {
    const { wishlistPublicGuid } = await ownerWithGift(t.url, { description: 'Een sjaal' });
    const never = await register(t.url);
    await never.client.post('/api/Friend/Add', { wishlistPublicGuid });
    const quiet = await register(t.url);
    await wantsOverview(quiet, 1);
    await overviews().run(new Date(Date.now() + 60_000));
    expect(await mailsTo(never, overviewSubject)).toHaveLength(0);
    expect(await mailsTo(quiet, overviewSubject)).toHaveLength(0);
  });
});

describe('reminder mails', () => {
  const reminders = () => t.app.get(OccasionReminders);
  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

  it('remind a list\u2019s friends of its birthday two weeks ahead, once per friend, not the owner and not who chose no mails', async () => {
    const owner = await register(t.url);
    const friend = await register(t.url);
    const quiet = await register(t.url);
    await wantsOverview(friend, 12);
    await wantsOverview(owner, 1);
    const list = await owner.client.post<{ publicGuid: string }>('/api/MyList/UpdateOccasion', {
      privateGuid: owner.wishlistId,
      occasion: 'MyBirthday',
      occasionDate: inDays(10),
    });
    await friend.client.post('/api/Friend/Add', { wishlistPublicGuid: list.body.publicGuid });
    await quiet.client.post('/api/Friend/Add', { wishlistPublicGuid: list.body.publicGuid });

    const subject = `${owner.account.firstName} ${owner.account.lastName} is binnenkort jarig`;
    await reminders().run(new Date());
    const [reminder] = await mailsTo(friend, subject);
    expect(reminder!.text).toContain(`${t.url}/${owner.account.username}`);
    expect(await reminders().run(new Date(Date.now() + 60 * 60 * 1000))).toBe(0);
    expect(await mailsTo(friend, subject)).toHaveLength(1);
    expect(await mailsTo(owner, subject)).toHaveLength(0);
    expect(await mailsTo(quiet, subject)).toHaveLength(0);
  });

  it('wait until the occasion is two weeks away, and are not sent while the site switch is off', async () => {
    const owner = await register(t.url);
    const friend = await register(t.url);
    await wantsOverview(friend, 1);
    const list = await owner.client.post<{ publicGuid: string }>('/api/MyList/UpdateOccasion', {
      privateGuid: owner.wishlistId,
      occasion: 'Graduation',
      occasionDate: inDays(30),
    });
    await friend.client.post('/api/Friend/Add', { wishlistPublicGuid: list.body.publicGuid });
    const subject = `Binnenkort bij ${owner.account.firstName} ${owner.account.lastName}: Afstuderen`;

    await reminders().run(new Date());
    expect(await mailsTo(friend, subject)).toHaveLength(0);
    t.config.site.reminderMailsEnabled = false;
    await reminders().run(new Date(Date.now() + 20 * DAY));
    expect(await mailsTo(friend, subject)).toHaveLength(0);
    t.config.site.reminderMailsEnabled = true;
    await reminders().run(new Date(Date.now() + 20 * DAY));
    expect(await mailsTo(friend, subject)).toHaveLength(1);
  });
});

describe('the mail settings link and one-click unsubscribe', () => {
  it('are in every mail to a user: here the verification mail of a new account', async () => {
    const user = await register(t.url);
    const key = await mailSettingsKeyMailedTo(t.url, user);
    const [mail] = (await outbox()).filter((m) => m.to === user.account.email);
    expect(mail!.text).toContain(`${t.url}/account/mailings/${user.userId}?k=${key}`);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${t.url}/api/Account/Unsubscribe/${user.userId}?k=${key}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('turns every mail the settings govern off with one POST, without session or token (RFC 8058)', async () => {
    const user = await register(t.url);
    await wantsOverview(user, 6);
    const key = await mailSettingsKeyMailedTo(t.url, user);
    const mailProgram = new ApiClient(t.url);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const unsubscribe = () =>
      mailProgram.raw('POST', `/api/Account/Unsubscribe/${user.userId}?k=${key}`, 'List-Unsubscribe=One-Click', form);
    expect((await unsubscribe()).status).toBe(204);
    expect((await mailProgram.get(`/api/Account/GetEmailSettings/${user.userId}?k=${key}`)).body).toMatchObject({
      overviewEmailFrequency: 0,
      enableCrossOffNotifications: false,
    });
    expect((await unsubscribe()).status).toBe(204);
    expect(
      (
        await mailProgram.raw(
          'POST',
          `/api/Account/Unsubscribe/00000000-0000-4000-8000-000000000000?k=${key}`,
          'List-Unsubscribe=One-Click',
          form,
        )
      ).status,
    ).toBe(404);
    expect((await mailProgram.raw('POST', '/api/Account/Unsubscribe/niet-een-guid')).status).toBe(400);
  });

  it('opened in a browser, shows the settings page and changes nothing', async () => {
    const user = await register(t.url);
    await wantsOverview(user, 6);
    const key = await mailSettingsKeyMailedTo(t.url, user);
    const opened = await fetch(`${t.url}/api/Account/Unsubscribe/${user.userId}?k=${key}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${t.url}/account/mailings/${user.userId}?k=${key}`);
    expect(
      (await new ApiClient(t.url).get(`/api/Account/GetEmailSettings/${user.userId}?k=${key}`)).body,
    ).toMatchObject({ overviewEmailFrequency: 6 });
  });
});
