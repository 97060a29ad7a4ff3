import type { LotView } from '@wl/contracts';
import { ApiClient, type Registered, register } from '../support/api-client.js';
import { createLoting } from '../support/loting-draws.js';
import { type LotHolder, lotHoldersOf } from '../support/lot-holders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { readUntil } from '../support/eventually.js';

let t: TestApp;
// More questions per lot than answers per lot, so one asker can ask more than the asked may answer in a day.
beforeAll(async () => {
  t = await startTestApp({ rateLimitPoints: { lotQuestionsPerLot: 10 } });
});
afterAll(async () => {
  await t.close();
});

const anonymous = () => new ApiClient(t.url);
const getLot = async (guid: string) => (await anonymous().get<LotView>(`/api/Lot/${guid}`)).body;
const ask = (lotGuid: string, question: string) =>
  anonymous().post('/api/Lot/SendQuestion', { lotPrivateGuid: lotGuid, question });
const answer = (lotGuid: string, questionId: string, text: string) =>
  anonymous().post('/api/Lot/AnswerQuestion', { lotPrivateGuid: lotGuid, questionId, answer: text });

interface Mail {
  to: string;
  subject: string;
  text: string;
}
async function mailArrives(address: string, subject: RegExp, count = 1): Promise<Mail[]> {
  const mails = await readUntil(
    async () =>
      (await anonymous().get<Mail[]>('/api/Dev/Outbox')).body.filter(
        (m) => m.to === address && subject.test(m.subject),
      ),
    (found) => found.length >= count,
  );
  if (mails.length >= count) return mails;
  throw new Error(`No mail to ${address} matching ${subject}`);
}

interface Draw {
  organizer: Registered;
  manageGuid: string;
  holders: LotHolder[];
  addresses: Map<string, string>;
}
async function newDraw(): Promise<Draw> {
  const organizer = await register(t.url);
  const created = await createLoting(organizer.client, ['Bert', 'Carla', 'Dirk']);
  expect(created.status).toBe(201);
  const addresses = new Map(
    created.participants.map((p, i) => [i === 0 ? 'Organisator' : p.name, i === 0 ? organizer.account.email : p.email]),
  );
  return {
    organizer,
    manageGuid: created.body.manageGuid,
    holders: await lotHoldersOf(t, created.body.publicGuid),
    addresses,
  };
}
const holder = (draw: Draw, name: string) => draw.holders.find((h) => h.name === name)!;
/** The question id from the answer link of a question mail. */
const questionIdIn = (mail: Mail) =>
  /\/lootjestrekken\/lootje\/[0-9a-f-]{36}\/vraag\/([0-9a-f-]{36})/.exec(mail.text)![1]!;

describe('answering an anonymous question (POST /api/Lot/AnswerQuestion)', () => {
  it('lets whom the asker drew answer from the mailed link without learning who asked; the asker sees the answer and gets a mail', async () => {
    const draw = await newDraw();
    const asker = holder(draw, 'Carla');
    const asked = holder(draw, asker.drew);
    expect((await ask(asker.lotGuid, 'Welke kleur sjaal?')).status).toBe(200);
    const [questionMail] = await mailArrives(draw.addresses.get(asked.name)!, /anonieme vraag/);
    // The mail links a page of this question on the asked person's own lot.
    expect(questionMail!.text).toContain(`/lootjestrekken/lootje/${asked.lotGuid}/vraag/`);
    const questionId = questionIdIn(questionMail!);

    // The asked person's lot shows the question: its id, text and (no) answer, nothing of who asked.
    const askedLot = await getLot(asked.lotGuid);
    expect(askedLot.questionsToMe).toEqual([{ questionId, question: 'Welke kleur sjaal?', answer: null }]);
    expect(askedLot.myQuestions).toEqual([]);
    // Nobody else is shown the question as theirs to answer.
    for (const other of draw.holders.filter((h) => h !== asked))
      expect((await getLot(other.lotGuid)).questionsToMe).toEqual([]);

    // Only whom the asker drew may answer, and only a question that exists: one answer for both refusals.
    for (const other of draw.holders.filter((h) => h !== asked)) {
      expect(await answer(other.lotGuid, questionId, 'Rood')).toMatchObject({ status: 422, body: 'QuestionNotFound' });
    }
    expect(await answer(asked.lotGuid, crypto.randomUUID(), 'Rood')).toMatchObject({
      status: 422,
      body: 'QuestionNotFound',
    });
    expect(await answer(crypto.randomUUID(), questionId, 'Rood')).toMatchObject({
      status: 422,
      body: 'LotDoesNotExist',
    });
    expect((await answer(asked.lotGuid, questionId, '')).status).toBe(400);

    expect((await answer(asked.lotGuid, questionId, 'Groen, zie https://sjaals.example')).status).toBe(204);
    expect(await answer(asked.lotGuid, questionId, 'Toch blauw')).toMatchObject({
      status: 422,
      body: 'AlreadyAnswered',
    });

    expect((await getLot(asker.lotGuid)).myQuestions).toEqual([
      { questionId, question: 'Welke kleur sjaal?', answer: 'Groen, zie https://sjaals.example' },
    ]);
    expect((await getLot(asked.lotGuid)).questionsToMe).toEqual([
      { questionId, question: 'Welke kleur sjaal?', answer: 'Groen, zie https://sjaals.example' },
    ]);

    const [answerMail] = await mailArrives(draw.addresses.get('Carla')!, /is beantwoord/);
    expect(answerMail!.text).toContain('Welke kleur sjaal?');
    expect(answerMail!.text).toContain('Groen, zie https[:]//sjaals[.]example');
    expect(answerMail!.text).toContain(`/lootjestrekken/lootje/${asker.lotGuid}`);
    expect(answerMail!.text).not.toContain(asked.lotGuid);
    expect(answerMail!.text).not.toContain(draw.addresses.get(asked.name)!);
  });

  it('leaves the request to couple a list out of the question mail when the asked person coupled one', async () => {
    const draw = await newDraw();
    const organizerLot = holder(draw, 'Organisator');
    const giver = draw.holders.find((h) => h.drew === 'Organisator')!;
    expect((await ask(giver.lotGuid, 'Eerste vraag?')).status).toBe(200);
    const [uncoupled] = await mailArrives(draw.addresses.get('Organisator')!, /anonieme vraag/);
    expect(uncoupled!.text).toContain('Koppel een');

    await draw.organizer.client.post('/api/Lot/SelectWishlist', {
      participantPrivateGuid: organizerLot.lotGuid,
      wishlistPrivateGuid: draw.organizer.wishlistId,
    });
    expect((await ask(giver.lotGuid, 'Tweede vraag?')).status).toBe(200);
    const mails = await mailArrives(draw.addresses.get('Organisator')!, /anonieme vraag/, 2);
    const coupled = mails.find((m) => m.text.includes('Tweede vraag?'))!;
    expect(coupled.text).not.toContain('Koppel een');
    expect(coupled.text).toContain(`/lootjestrekken/lootje/${organizerLot.lotGuid}/vraag/`);
  });

  it('counts answers per answering lot a day (429 beyond), refusals give their point back, and a deleted draw takes none', async () => {
    const draw = await newDraw();
    const asker = holder(draw, 'Bert');
    const asked = holder(draw, asker.drew);
    for (let i = 0; i < 6; i++) expect((await ask(asker.lotGuid, `Vraag ${i}`)).status).toBe(200);
    const ids = (await getLot(asked.lotGuid)).questionsToMe.map((q) => q.questionId);
    expect(ids).toHaveLength(6);
    // Refused answers (someone else's lot, a repeat) take nothing from the asked person's allowance.
    expect((await answer(asked.lotGuid, ids[0]!, 'Ja')).status).toBe(204);
    expect((await answer(asked.lotGuid, ids[0]!, 'Ja')).status).toBe(422);
    for (const id of ids.slice(1, 5)) expect((await answer(asked.lotGuid, id, 'Ja')).status).toBe(204);
    expect(await answer(asked.lotGuid, ids[5]!, 'Ja')).toMatchObject({
      status: 429,
      body: { problem: 'TooManyRequests' },
    });

    expect((await draw.organizer.client.delete(`/api/Loting/${draw.manageGuid}`)).status).toBe(200);
    expect(await answer(asked.lotGuid, ids[5]!, 'Ja')).toMatchObject({ status: 422, body: 'LotDoesNotExist' });
  });
});
