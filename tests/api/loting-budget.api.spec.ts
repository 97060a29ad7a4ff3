import { formatDay, formatPrice, type LotingView, type LotView } from '@wl/contracts';
import { ApiClient, register } from '../support/api-client.js';
import { lotHoldersOf } from '../support/lot-holders.js';
import { createLoting } from '../support/loting-draws.js';
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

async function mailTo(address: string): Promise<Mail> {
  const mail = await readUntil(
    async () =>
      (await new ApiClient(t.url).get<Mail[]>('/api/Dev/Outbox')).body.find(
        (m) => m.to === address && m.subject.includes('lootje'),
      ),
    Boolean,
  );
  if (!mail) throw new Error(`no lot mail to ${address}`);
  return mail;
}

describe('budget and date of a draw (issue 27, item 4)', () => {
  it('keeps the budget and date on the lot, the organizer view and every lot mail, with the description', async () => {
    const organizer = await register(t.url);
    const created = await createLoting(organizer.client, ['Bert', 'Carla'], {
      budget: 25,
      date: '2026-12-24',
      description: 'Iets voor onder de boom',
    });
    expect(created.status).toBe(201);

    const view = await organizer.client.get<LotingView>(`/api/Loting/${created.body.manageGuid}`);
    expect(view.body).toMatchObject({ budget: 25, date: '2026-12-24' });
    const bert = (await lotHoldersOf(t, created.body.publicGuid)).find((h) => h.name === 'Bert')!;
    const lot = await new ApiClient(t.url).get<LotView>(`/api/Lot/${bert.lotGuid}`);
    expect(lot.body).toMatchObject({ budget: 25, date: '2026-12-24', description: 'Iets voor onder de boom' });

    expect(formatPrice(25)).toMatch(/^€\s25$/);
    expect(formatDay('2026-12-24')).toBe('donderdag 24 december 2026');
    for (const address of [created.participants[1]!.email, organizer.account.email]) {
      const mail = await mailTo(address);
      expect(mail.text).toContain('Iets voor onder de boom');
      expect(mail.text).toContain(`Budget: ${formatPrice(25)}`);
      expect(mail.text).toContain('Datum: donderdag 24 december 2026');
    }
  });

  it('leaves both out when not given', async () => {
    const organizer = await register(t.url);
    const created = await createLoting(organizer.client, ['Bert', 'Carla'], { description: '' });
    expect((await organizer.client.get<LotingView>(`/api/Loting/${created.body.manageGuid}`)).body).toMatchObject({
      budget: null,
      date: null,
    });
    const mail = await mailTo(created.participants[1]!.email);
    expect(mail.text).not.toContain('Budget:');
    expect(mail.text).not.toContain('Datum:');
  });

  it.each([
    ['a budget with cents', { budget: 12.5 }],
    ['a budget of 0', { budget: 0 }],
    ['a budget as text', { budget: '25' }],
    ['a budget above the limit', { budget: 10_001 }],
    ['a day that does not exist', { date: '2026-02-30' }],
    ['a date with a time', { date: '2026-12-24T10:00:00Z' }],
  ])('refuses %s with 400 InvalidInput', async (_, extra) => {
    const organizer = await register(t.url);
    const answer = await createLoting(organizer.client, ['Bert', 'Carla'], extra);
    expect(answer).toMatchObject({ status: 400, body: { problem: 'InvalidInput' } });
  });
});
