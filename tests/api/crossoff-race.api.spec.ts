import { giftStream } from '../../backend/src/gift/gift.decider.js';
import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { EVENT_STORE } from '../../backend/src/platform/tokens.js';
import { register, type Registered } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CLIENTS = 100;
const GIFTS = 100;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type CrossOffAnswer = { crossOffGuid?: string } | string;

/**
 * Racing at scale (issue 9): every one of 100 visitors tries to cross off every one of 100 gifts, each in their own
 * random order, all at once: 10,000 attempts on 100 gift streams.
 */
describe('10,000 cross-off attempts from 100 clients on 100 gifts', () => {
  it('give exactly one winner per gift, one GiftCrossedOff per winner, and CrossedOffByOtherUser to every loser', async () => {
    const owner = await register(t.url);
    const list = await owner.client.get<{ categories: { privateGuid: string }[] }>(
      `/api/MyList/Get/${owner.wishlistId}`,
    );
    const giftIds: string[] = [];
    for (let i = 0; i < GIFTS; i++) {
      const created = await owner.client.post<{ editedGift: { publicGuid: string } }>(
        '/api/MyGift/EditWithoutProduct',
        {
          categoryPrivateGuid: list.body.categories[0]!.privateGuid,
          description: `Cadeau ${i}`,
          enableCrossOff: true,
          url: 'https://example.com/cadeau',
        },
      );
      expect(created.status).toBe(201);
      giftIds.push(created.body.editedGift.publicGuid);
    }
    const visitors: Registered[] = [];
    // A few at a time: more waiting password hashes get 503 ServerBusy.
    for (let i = 0; i < CLIENTS; i += 3)
      visitors.push(...(await Promise.all(Array.from({ length: Math.min(3, CLIENTS - i) }, () => register(t.url)))));
    await Promise.all(visitors.map((v) => v.client.csrfToken()));

    const started = performance.now();
    const attempts = await Promise.all(
      visitors.map(async (visitor) => {
        const answers: { giftId: string; status: number; body: CrossOffAnswer }[] = [];
        for (const giftId of shuffled(giftIds)) {
          const answer = await visitor.client.post<CrossOffAnswer>('/api/Gift/CrossOff', { publicGiftGuid: giftId });
          answers.push({ giftId, status: answer.status, body: answer.body });
        }
        return answers;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const all = attempts.flat();
    console.log(
      `Cross-off race: ${all.length} attempts from ${CLIENTS} clients on ${GIFTS} gifts in ${seconds.toFixed(1)} s (${Math.round(all.length / seconds)}/s)`,
    );

    expect(all).toHaveLength(CLIENTS * GIFTS);
    const winners = all.filter((a) => a.status === 200);
    const losers = all.filter((a) => a.status !== 200);
    expect(new Set(winners.map((w) => w.giftId)).size).toBe(GIFTS);
    expect(winners).toHaveLength(GIFTS);
    expect(new Set(losers.map((l) => `${l.status} ${l.body}`))).toEqual(new Set(['422 CrossedOffByOtherUser']));

    const events = t.app.get<symbol, EventStore>(EVENT_STORE);
    for (const winner of winners) {
      const crossOffs = (await events.readStream(giftStream(winner.giftId))).filter((e) => e.type === 'GiftCrossedOff');
      expect(crossOffs.map((e) => (e.data as { crossOffId: string }).crossOffId)).toEqual([
        (winner.body as { crossOffGuid: string }).crossOffGuid,
      ]);
    }
  }, 180_000);
});

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
