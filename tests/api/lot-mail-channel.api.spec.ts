import type { CreateLotingAnswer, LotParticipantInput, LotingView } from '@wl/contracts';
import { ApiClient, mailSettingsKeyMailedTo, type Registered, register } from '../support/api-client.js';
import { follow, organizerParticipant, participant } from '../support/loting-draws.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { readUntil } from '../support/eventually.js';

/** Lots as a mail channel (docs/lots.md): consent, unsubscribe, defanged links, and the daily counts of lot mails. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    rateLimitPoints: {
      newUsersPerIp: 10_000,
      newUsersSiteWide: 10_000,
      lotingsPerIp: 10_000,
      lotMailsPerRecipient: 4,
      lotMailsPerOrganizer: 12,
    },
  });
});
afterAll(async () => {
  await t.close();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const outboxTo = async (address: string) =>
  (await new ApiClient(t.url).get<Mail[]>('/api/Dev/Outbox')).body.filter((m) => m.to === address);
const lotMailsTo = async (address: string) =>
  (await outboxTo(address)).filter((m) => m.subject.includes('lootje') || m.subject.includes('vraag'));
/**
 * The lot mails to `address` once there are `count` (reactors mail after the answer). Only lot mails count: the
 * address's own registration mailed it a verification link too.
 */
async function mailsTo(address: string, count = 1): Promise<Mail[]> {
  const mails = await readUntil(
    () => lotMailsTo(address),
    (found) => found.length >= count,
  );
  if (mails.length >= count) return mails;
  throw new Error(`fewer than ${count} lot mails to ${address}`);
}
const lotGuidIn = (mail: Mail) => /\/lootjestrekken\/lootje\/([0-9a-f-]{36})/.exec(mail.text)![1]!;
const ask = (lotGuid: string, question: string) =>
  new ApiClient(t.url).post('/api/Lot/SendQuestion', { lotPrivateGuid: lotGuid, question });
const unique = () => crypto.randomUUID().slice(0, 8);

async function create(client: ApiClient, participants: LotParticipantInput[], title = 'Kerstfeest') {
  return client.post<CreateLotingAnswer>('/api/Loting/Create', { title, participants });
}

/**
 * A draw in which the organizer is forced to draw `target`: they exclude the third participant, Merel (an address of the
 * test's), who then draws the organizer. Merel's lot mail is queued after the target's would have been, and her
 * questions are mailed after every question asked before them (one reactor follows the log in order).
 */
async function forcedDraw(organizer: Registered, target: LotParticipantInput, title = 'Kerstfeest') {
  const merel = participant('Merel', `merel-${unique()}@example.com`);
  const me = { ...(await organizerParticipant(organizer.client)), exclude: [merel.localGuid] };
  const created = await create(organizer.client, [me, target, merel], title);
  expect(created.status).toBe(201);
  const [merelLot] = await mailsTo(merel.email);
  return { ...created.body, merelLot: lotGuidIn(merelLot!) };
}

/** Waits until Merel's question reached the organizer: every question asked before it has been mailed or dropped. */
async function afterEarlierQuestions(organizer: Registered, merelLot: string) {
  const marker = `Merkteken ${unique()}`;
  expect((await ask(merelLot, marker)).status).toBe(200);
  if (
    await readUntil(async () => (await outboxTo(organizer.account.email)).some((m) => m.text.includes(marker)), Boolean)
  )
    return;
  throw new Error('the marker question was not mailed');
}

describe('a stranger cannot make the site mail someone', () => {
  it('mails a friend added by account only while they follow the organizer back, and defangs links in what users wrote', async () => {
    const attacker = await register(t.url, { firstName: 'Aster' });
    const victim = await register(t.url, { firstName: 'Vera' });
    // The attacker follows the victim's public list: the victim is now on the attacker's LotingFriendsList.
    await follow(attacker, victim);
    const victimGuid = (await organizerParticipant(victim.client)).publicUserGuid;
    const draw = await forcedDraw(
      attacker,
      participant('Vera', '', { publicUserGuid: victimGuid }),
      'Gratis kadobon op https://evil.example/win',
    );
    const vera = (await attacker.client.get<LotingView>(`/api/Loting/${draw.manageGuid}`)).body.participants[1]!;
    const resend = () =>
      attacker.client.post('/api/Loting/ResendLot', {
        manageGuid: draw.manageGuid,
        participantPublicGuid: vera.publicGuid,
      });

    expect((await ask(draw.organizerLot, 'Log in op https://evil.example/login om je kadobon te krijgen')).status).toBe(
      200,
    );
    expect((await resend()).status).toBe(204);
    await afterEarlierQuestions(attacker, draw.merelLot);
    expect(await lotMailsTo(victim.account.email)).toEqual([]);

    // A real friend follows the organizer back: from then on the lots and questions of their draws reach them.
    await follow(victim, attacker);
    expect((await ask(draw.organizerLot, 'Lees je graag? Tip: www.boekenwinkel.example')).status).toBe(200);
    expect((await resend()).status).toBe(204);
    const mails = await mailsTo(victim.account.email, 2);
    // Exactly these two: the lot and the question sent before the follow never went out.
    expect(await lotMailsTo(victim.account.email)).toHaveLength(2);
    const question = mails.find((m) => m.subject.includes('anonieme vraag'))!;
    const lot = mails.find((m) => m.subject.startsWith('Je lootje'))!;
    expect(question.subject).toContain('„Gratis kadobon op https[:]//evil[.]example/win”');
    expect(question.text).toContain('Tip: www[.]boekenwinkel[.]example');
    expect(lot.text).toContain('„Gratis kadobon op https[:]//evil[.]example/win”');
    for (const mail of [question, lot]) {
      expect(JSON.stringify(mail)).not.toMatch(/https:\/\/evil|evil\.example|boekenwinkel\.example/);
      // The site's own link stays a link.
      expect(mail.text).toContain(`${t.url}/lootjestrekken/lootje/`);
    }
  });

  it('honours the one-click unsubscribe of an address\u2019s account for draws of people it does not follow', async () => {
    const organizer = await register(t.url, { firstName: 'Olga' });
    const unsubscribed = await register(t.url, { firstName: 'Ursula' });
    const mailProgram = new ApiClient(t.url);
    const key = await mailSettingsKeyMailedTo(t.url, unsubscribed);
    const unsubscribe = await mailProgram.raw(
      'POST',
      `/api/Account/Unsubscribe/${unsubscribed.userId}?k=${key}`,
      'List-Unsubscribe=One-Click',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(unsubscribe.status).toBe(204);

    const draw = await forcedDraw(organizer, participant('Ursula', unsubscribed.account.email));
    expect((await ask(draw.organizerLot, 'Welke kleur?')).status).toBe(200);
    await afterEarlierQuestions(organizer, draw.merelLot);
    expect(await lotMailsTo(unsubscribed.account.email)).toEqual([]);

    // Mail from someone they follow is mail from a friend: the unsubscribe does not stop it.
    await follow(unsubscribed, organizer);
    expect((await ask(draw.organizerLot, 'Welke maat?')).status).toBe(200);
    const [question] = await mailsTo(unsubscribed.account.email);
    expect(question!.text).toContain('Welke maat?');
    expect(await lotMailsTo(unsubscribed.account.email)).toHaveLength(1);

    // Someone who did not unsubscribe gets the lot of a draw whose organizer typed their address, as before.
    const subscribed = await register(t.url);
    await forcedDraw(organizer, participant('Sam van sam.example', subscribed.account.email));
    const [lot] = await lotMailsTo(subscribed.account.email);
    expect(await lotMailsTo(subscribed.account.email)).toHaveLength(1);
    // The name the organizer typed is defanged too.
    expect(lot!.text).toContain('Dag Sam van sam[.]example,');
  });
});

describe('daily counts of lot mails', () => {
  it('sends one recipient at most lotMailsPerRecipient lot mails a day, without telling the sender', async () => {
    const organizer = await register(t.url);
    const address = `rik-${unique()}@example.com`;
    const draw = await forcedDraw(organizer, participant('Rik', address));
    for (let i = 1; i <= 4; i++) expect((await ask(draw.organizerLot, `Vraag ${i}`)).status).toBe(200);
    await afterEarlierQuestions(organizer, draw.merelLot);
    // The lot and three questions: four of four; the fourth question was not sent.
    const mails = await lotMailsTo(address);
    expect(mails).toHaveLength(4);
    expect(mails.map((m) => m.text).join()).not.toContain('Vraag 4');
  });

  it('counts every mail a draw causes against its organizer: its lots, resends and questions (429 beyond)', async () => {
    const organizer = await register(t.url);
    const me = await organizerParticipant(organizer.client);
    const others = Array.from({ length: 9 }, (_, i) => participant(`P${i}`, `p${i}-${unique()}@example.com`));
    const created = await create(organizer.client, [me, ...others]);
    expect(created.status).toBe(201);
    // Ten of twelve are used: a draw of three does not fit.
    const three = [me, participant('A', `a-${unique()}@example.com`), participant('B', `b-${unique()}@example.com`)];
    expect(await create(organizer.client, three)).toMatchObject({ status: 429, body: { problem: 'TooManyRequests' } });
    // A participant's questions count against the organizer of the draw.
    const participantLot = lotGuidIn((await mailsTo(others[0]!.email))[0]!);
    expect((await ask(participantLot, 'Eén')).status).toBe(200);
    expect((await ask(participantLot, 'Twee')).status).toBe(200);
    expect(await ask(participantLot, 'Drie')).toMatchObject({ status: 429, body: { problem: 'TooManyRequests' } });
    const view = (await organizer.client.get<LotingView>(`/api/Loting/${created.body.manageGuid}`)).body;
    expect(
      await organizer.client.post('/api/Loting/ResendLot', {
        manageGuid: created.body.manageGuid,
        participantPublicGuid: view.participants[1]!.publicGuid,
      }),
    ).toMatchObject({ status: 429, body: { problem: 'TooManyRequests' } });
  });
});
