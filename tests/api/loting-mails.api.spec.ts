import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { LotingMailsReactor } from '../../backend/src/lots/loting-mails.reactor.js';
import { LotingRecords } from '../../backend/src/lots/loting-records.js';
import { lotingStream } from '../../backend/src/lots/loting.decider.js';
import { PersonalData } from '../../backend/src/platform/personal-data/personal-data.js';
import { eventOpener } from '../../backend/src/platform/projections/event-opener.js';
import { EVENT_STORE } from '../../backend/src/platform/tokens.js';
import { ApiClient, register } from '../support/api-client.js';
import { createLoting } from '../support/loting-draws.js';
import { follow, organizerParticipant, participant } from '../support/loting-draws.js';
import { quiescent } from '../support/quiescent.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
}
/** The lot mails in the outbox (registration also mails the new users). */
const outbox = async () =>
  (await new ApiClient(t.url).get<Mail[]>('/api/Dev/Outbox')).body.filter((m) => m.subject.includes('lootje'));

/** The mails to `addresses` once each has `count` (the reactor mails after the answer). */
async function mailsTo(addresses: string[], count = 1): Promise<Mail[]> {
  for (let i = 0; i < 100; i++) {
    const mails = (await outbox()).filter((m) => addresses.includes(m.to));
    if (addresses.every((a) => mails.filter((m) => m.to === a).length >= count)) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${addresses.join(', ')}`);
}

const lotGuidIn = (text: string) => /\/lootjestrekken\/lootje\/([0-9a-f-]{36})/.exec(text)?.[1];

describe('lot mails', () => {
  it('mails every participant their own lot link once, the organizer also the organizer link, and never a drawn name', async () => {
    const organizer = await register(t.url, { firstName: 'Olga', lastName: 'Organisator' });
    const friend = await register(t.url, { firstName: 'Fien', lastName: 'Vriend' });
    await follow(organizer, friend);
    await follow(friend, organizer);
    const friendGuid = (await organizerParticipant(friend.client)).publicUserGuid;
    const bertAddress = `bert-${organizer.userId}@example.com`;
    const names = { organizer: 'Olga de Organisator', friend: 'Fientje', bert: 'Bert Bakker' };
    const participants = [
      { ...(await organizerParticipant(organizer.client)), name: names.organizer },
      participant(names.friend, '', { publicUserGuid: friendGuid }),
      participant(names.bert, bertAddress),
    ];
    const created = await organizer.client.post<{ publicGuid: string; manageGuid: string; organizerLot: string }>(
      '/api/Loting/Create',
      { title: 'Kerst bij oma', description: 'Koop iets leuks voor hoogstens 25 euro', participants },
    );
    expect(created.status).toBe(201);

    const addresses = [organizer.account.email, friend.account.email, bertAddress];
    const mails = await mailsTo(addresses);
    await quiescent(t);
    const all = (await outbox()).filter((m) => addresses.includes(m.to));
    expect(all.map((m) => m.to).sort()).toEqual([...addresses].sort());

    const [toOrganizer, toFriend, toBert] = addresses.map((a) => mails.find((m) => m.to === a)!);
    expect(toOrganizer!.subject).toBe('Je lootjes voor „Kerst bij oma” zijn getrokken');
    expect(toOrganizer!.text).toContain(`${t.url}/lootjestrekken/lootje/${created.body.organizerLot}`);
    expect(toOrganizer!.text).toContain(
      `${t.url}/lootjestrekken/loting/open/${created.body.publicGuid}/${created.body.manageGuid}`,
    );
    expect(toOrganizer!.text).toContain('Dag Olga,');
    for (const mail of [toFriend!, toBert!]) {
      expect(mail.subject).toBe('Je lootje voor „Kerst bij oma”');
      expect(mail.text).toContain(`${names.organizer} trekt lootjes: „Kerst bij oma”`);
      expect(mail.text).not.toContain(created.body.manageGuid);
      // The description is mailed too (issue 27), defanged like the title.
      expect(mail.text).toContain('Koop iets leuks voor hoogstens 25 euro');
    }
    expect(toFriend!.text).toContain('Dag Fien,');
    expect(toBert!.text).toContain('Dag Bert Bakker,');
    // Three different lots, and no mail names anyone but its reader and the organizer.
    expect(new Set(mails.map((m) => lotGuidIn(m.text))).size).toBe(3);
    expect(toOrganizer!.text).not.toContain(names.friend);
    expect(toOrganizer!.text).not.toContain('Bert');
    expect(toFriend!.text).not.toContain('Bert');
    expect(toBert!.text).not.toContain('Fien');
    // Users get the link to their mail settings; an address without an account has no settings to link to.
    expect(toFriend!.text).toContain('/account/mailings/');
    expect(toBert!.text).not.toContain('/account/mailings/');
  });
});

describe('exactly once', () => {
  it('mails nothing again when the reactor sees the same events twice, and nothing for a draw deleted before it ran', async () => {
    const organizer = await register(t.url);
    const created = await createLoting(organizer.client, ['Bert', 'Carla']);
    const addresses = [organizer.account.email, ...created.participants.slice(1).map((p) => p.email)];
    await mailsTo(addresses);
    const before = (await outbox()).length;

    const lotingId = (await t.app.get(LotingRecords).idOfManageGuid(created.body.manageGuid))!;
    const open = eventOpener(t.app.get(PersonalData));
    const stored = await t.app.get<EventStore>(EVENT_STORE).readStream(lotingStream(lotingId));
    const reactor = t.app.get(LotingMailsReactor);
    for (const event of stored) if (reactor.handles.has(event.type as never)) await reactor.react(await open(event));
    expect((await outbox()).length).toBe(before);

    // Replayed once the draw is deleted (its keys forgotten): still nothing.
    await organizer.client.delete(`/api/Loting/${created.body.manageGuid}`);
    const drawn = stored.find((e) => e.type === 'LotsDrawn')!;
    await reactor.react(await open({ ...drawn, eventId: crypto.randomUUID() }));
    expect((await outbox()).length).toBe(before);
  });
});
