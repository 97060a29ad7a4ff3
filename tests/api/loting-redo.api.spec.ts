import type { CreateLotingAnswer, LotHistory, LotView } from '@wl/contracts';
import { ApiClient, register } from '../support/api-client.js';
import { lotHoldersOf } from '../support/lot-holders.js';
import { createLoting, participant } from '../support/loting-draws.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { readUntil } from '../support/eventually.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The mails to `address` once one has `subject` (the reactor mails after the answer). */
async function mailTo(address: string, subject: string): Promise<Mail> {
  const mail = await readUntil(
    async () =>
      (await new ApiClient(t.url).get<Mail[]>('/api/Dev/Outbox')).body.find(
        (m) => m.to === address && m.subject === subject,
      ),
    Boolean,
  );
  if (!mail) throw new Error(`no mail "${subject}" to ${address}`);
  return mail;
}

describe('redoing a draw (issue 27, item 2)', () => {
  it('tells old lot links of people in the new draw that it was redone, carries coupled lists over, mails the new lots as new, and continues the history', async () => {
    const organizer = await register(t.url, { firstName: 'Olga' });
    const first = await createLoting(organizer.client, ['Bert', 'Carla']);
    expect(first.status).toBe(201);
    const old = await lotHoldersOf(t, first.body.publicGuid);
    const oldLotOf = (name: string) => old.find((h) => h.name === name)!.lotGuid;
    const coupled = await organizer.client.post('/api/Lot/SelectWishlist', {
      participantPrivateGuid: first.body.organizerLot,
      wishlistPrivateGuid: organizer.wishlistId,
    });
    expect(coupled.status).toBe(200);

    // The same organizer and Bert (same address), Carla left out, Dirk new.
    const [organizerInput, bert] = first.participants;
    const dirk = participant('Dirk', `dirk-${organizer.userId}@example.com`);
    const redo = await organizer.client.post<CreateLotingAnswer>('/api/Loting/Create', {
      title: 'Kerstfeest',
      participants: [organizerInput, bert, dirk].map((p) => ({ ...p!, exclude: [] })),
      redoOf: first.body.manageGuid,
    });
    expect(redo.status).toBe(201);

    const anonymous = new ApiClient(t.url);
    // Bert is in the new draw: the spec's `Deleted`, marked as redone. Carla is not: the plain `Deleted`.
    expect(await anonymous.get(`/api/Lot/${oldLotOf('Bert')}`)).toMatchObject({
      status: 422,
      body: { problem: 'Deleted', redone: true },
    });
    expect(await anonymous.get(`/api/Lot/${oldLotOf('Carla')}`)).toMatchObject({ status: 422, body: 'Deleted' });

    // The organizer's coupled list is on their new lot, without coupling again.
    const newLot = await organizer.client.get<LotView>(`/api/Lot/${redo.body.organizerLot}`);
    expect(newLot.body).toMatchObject({ hasSelectedWishlist: true, selectedWishlistPrivateGuid: organizer.wishlistId });
    const bertsNewLot = (await lotHoldersOf(t, redo.body.publicGuid)).find((h) => h.name === 'Bert')!;
    expect((await anonymous.get<LotView>(`/api/Lot/${bertsNewLot.lotGuid}`)).body.hasSelectedWishlist).toBe(false);

    // The new mails say the draw was done again and the old lot no longer holds.
    const mail = await mailTo(bert!.email, 'Je nieuwe lootje voor „Kerstfeest”: opnieuw getrokken');
    expect(mail.text).toContain(
      'Deze loting is opnieuw getrokken. Dit is je nieuwe lootje: je vorige lootje voor deze loting geldt niet meer.',
    );
    expect(mail.text).toContain(bertsNewLot.lotGuid);
    const organizerMail = await mailTo(organizer.account.email, 'Je lootjes voor „Kerstfeest” zijn opnieuw getrokken');
    expect(organizerMail.text).toContain('Deze loting is opnieuw getrokken.');

    // The new draw's history begins with the old draw's, its lines named by whoever is the same person now.
    const history = await organizer.client.get<LotHistory>(`/api/Loting/${redo.body.manageGuid}/History`);
    const kinds = history.body.entries.map((e) => e.kind);
    expect(kinds.filter((k) => k === 'Created')).toHaveLength(2);
    expect(kinds.indexOf('Redone')).toBeGreaterThan(kinds.indexOf('Created'));
    expect(kinds.lastIndexOf('Created')).toBeGreaterThanOrEqual(kinds.indexOf('Redone'));
    const sent = history.body.entries.filter((e) => e.kind === 'LotSent').map((e) => e.participantName);
    expect(sent).toEqual(['Organisator', 'Bert', null, 'Organisator', 'Bert', 'Dirk']);
    expect(history.body.entries.filter((e) => e.kind === 'WishlistCoupled').map((e) => e.participantName)).toEqual([
      'Organisator',
      'Organisator',
    ]);
  });
});
