import type { LotView } from '@wl/contracts';
import { type DocumentStore, LOT_WISHLISTS, LOTING_LOOKUP, LOTING_MEMBERS } from '@wl/projections';
import { DOCUMENT_STORE } from '../../backend/src/platform/tokens.js';
import { ApiClient, register } from '../support/api-client.js';
import { connectLive, joinGroup as join, type LiveClient, openSockets, until } from '../support/live-client.js';
import { organizerParticipant, participant } from '../support/loting-draws.js';
import { type LotHolder, lotHoldersOf } from '../support/lot-holders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Secrecy probes (docs/lots.md, "Secrecy"): a five-person draw with an exclusion is used in every way the product
 * allows, then everything the organizer, another participant and an anonymous caller can read (answers, live messages,
 * mails, the read models, the process's log at its most talkative level) is searched for a pair. Only a giver's own
 * lot may name whom they drew.
 */
let t: TestApp;
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await startTestApp({ logLevel: 'trace' }, undefined, {
    write: (line: string) => {
      logLines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
});
afterAll(async () => {
  openSockets.forEach((s) => s.close());
  await t.close();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
}
interface Seen {
  who: string;
  what: string;
  body: unknown;
}

const NAMES = ['Anna', 'Bert', 'Carla', 'Dirk', 'Eva'];
const PAIR_KEYS = ['drawnParticipant', 'drawn', 'receiverId', 'receiver', 'selectedParticipantGuid', 'drew'];

/**
 * Whether a value names a pair: a key that only a pair would have, or one object naming a giver (by name, public guid or
 * participant id) and whom they drew together, outside the exclusions the organizer typed.
 */
function pairsIn(value: unknown, holders: LotHolder[]): string[] {
  const found: string[] = [];
  const idsOf = (h: LotHolder) => [h.name, h.publicGuid, h.participantId];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const entries = Object.entries(node as Record<string, unknown>);
    for (const [key] of entries) if (PAIR_KEYS.includes(key)) found.push(`key ${key}`);
    const values = entries
      .filter(([key]) => key !== 'excluded')
      .flatMap(([, v]) => (Array.isArray(v) ? v : [v]))
      .filter((v): v is string => typeof v === 'string');
    for (const giver of holders) {
      const receiver = holders.find((h) => h.name === giver.drew)!;
      const names = (h: LotHolder) => values.some((v) => idsOf(h).some((id) => v === id || v.includes(id)));
      if (names(giver) && names(receiver))
        found.push(`${giver.name}→${receiver.name} in ${JSON.stringify(node).slice(0, 200)}`);
    }
    entries.forEach(([, v]) => visit(v));
  };
  visit(value);
  return found;
}

/** The outbox once `done` holds for it (the mail reactors run after the answers). */
async function outboxWhen(done: (mails: Mail[]) => boolean): Promise<Mail[]> {
  for (const start = Date.now(); ; await new Promise((r) => setTimeout(r, 50))) {
    const mails = (await new ApiClient(t.url).get<Mail[]>('/api/Dev/Outbox')).body;
    if (done(mails)) return mails;
    if (Date.now() - start > 5000) throw new Error('The mails did not arrive');
  }
}
const lotGuidIn = (mail: Mail) => /\/lootjestrekken\/lootje\/([0-9a-f-]{36})/.exec(mail.text)?.[1];

describe('secrecy of a draw', () => {
  it('shows no pair to the organizer, another participant or an anonymous caller, in answers, live messages, mails, read models or log lines', async () => {
    const anna = await register(t.url);
    const dirk = await register(t.url);
    const tag = crypto.randomUUID().slice(0, 8);
    const addresses = new Map([
      ['Anna', anna.account.email],
      ['Bert', `bert-${tag}@example.com`],
      ['Carla', `carla-${tag}@example.com`],
      ['Dirk', dirk.account.email],
      ['Eva', `eva-${tag}@example.com`],
    ]);
    const inputs = [
      await organizerParticipant(anna.client, 'Anna'),
      ...NAMES.slice(1).map((name) => participant(name, addresses.get(name)!)),
    ];
    inputs[1]!.exclude = [inputs[2]!.localGuid]; // Bert must not draw Carla.
    const created = await anna.client.post<{ publicGuid: string; manageGuid: string; organizerLot: string }>(
      '/api/Loting/Create',
      { title: 'Kerstfeest', description: '', participants: inputs },
    );
    expect(created.status).toBe(201);
    const { publicGuid, manageGuid } = created.body;
    const holders = await lotHoldersOf(t, publicGuid);
    const byName = (name: string) => holders.find((h) => h.name === name)!;
    expect(byName('Bert').drew).not.toBe('Carla');

    // Each participant's lot link, as their lot mail brings it.
    let mails = await outboxWhen((all) =>
      NAMES.every((n) => all.some((m) => m.to === addresses.get(n) && lotGuidIn(m))),
    );
    for (const h of holders)
      expect(mails.filter((m) => m.to === addresses.get(h.name)).map(lotGuidIn)).toContain(h.lotGuid);

    const seen: Seen[] = [];
    const see = async (who: string, what: string, answer: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await answer;
      seen.push({ who, what: `${what} (${status})`, body });
      return body;
    };
    const anonymous = new ApiClient(t.url);

    // Live: the organizer's view, and every lot view trying every participant's group.
    const organizerLive = await connectLive(t.url, anna.client);
    expect(await join(organizerLive.socket, 'JoinLotingGroup', { lotingPublicGuid: publicGuid, manageGuid })).toEqual({
      ok: true,
    });
    const lotLive = new Map<string, LiveClient>();
    for (const h of holders) {
      const live = await connectLive(t.url, new ApiClient(t.url));
      lotLive.set(h.name, live);
      for (const other of holders) {
        const answer = await join(live.socket, 'JoinDrawnLotGroup', {
          lotPrivateGuid: h.lotGuid,
          drawnParticipantPublicGuid: other.publicGuid,
        });
        expect(answer).toEqual({ ok: other.name === h.drew });
      }
    }

    // Everyone uses their lot: views it, Dirk couples his list, every giver nudges and asks.
    for (const h of holders) await anonymous.post('/api/Lot/RegisterFirstView', { privateGuid: h.lotGuid });
    expect(
      (
        await dirk.client.post('/api/Lot/SelectWishlist', {
          participantPrivateGuid: byName('Dirk').lotGuid,
          wishlistPrivateGuid: dirk.wishlistId,
        })
      ).status,
    ).toBe(200);
    for (const h of holders) {
      await see(
        'anonymous',
        `nudge by ${h.name}`,
        anonymous.post('/api/Lot/SendNudge', { participantPrivateGuid: h.lotGuid }),
      );
      await see(
        'anonymous',
        `question by ${h.name}`,
        anonymous.post('/api/Lot/SendQuestion', {
          lotPrivateGuid: h.lotGuid,
          question: `Geheime vraag van ${h.participantId}`,
        }),
      );
    }
    await until(() => organizerLive.received.length >= holders.length + 1);

    // What the organizer can read.
    await see('organizer', 'overview', anna.client.get('/api/Loting/Overview'));
    await see('organizer', 'organizer view', anna.client.get(`/api/Loting/${manageGuid}`));
    await see('organizer', 'history', anna.client.get(`/api/Loting/${manageGuid}/History`));
    await see('organizer', 'friends', anna.client.get('/api/Loting/LotingFriendsList'));
    await see(
      'organizer',
      'open with organizer',
      anna.client.post('/api/Loting/OpenWithOrganizer', { publicLotingGuid: publicGuid, privateUserGuid: manageGuid }),
    );
    // What another participant can read.
    await see('Dirk', 'overview', dirk.client.get('/api/Loting/Overview'));
    await see('Dirk', 'organizer view', dirk.client.get(`/api/Loting/${manageGuid}`));
    await see('Dirk', 'history', dirk.client.get(`/api/Loting/${manageGuid}/History`));
    // Guessing lots and groups.
    for (const guess of [crypto.randomUUID(), publicGuid, manageGuid, ...holders.map((h) => h.publicGuid)]) {
      expect(await see('anonymous', 'a guessed lot', anonymous.get<LotView>(`/api/Lot/${guess}`))).toBe('NotFound');
    }
    seen.push({ who: 'organizer', what: 'live messages', body: organizerLive.received });

    for (const { who, what, body } of seen)
      expect({ who, what, pairs: pairsIn(body, holders) }).toEqual({ who, what, pairs: [] });

    // Each lot view names its own pair and no other.
    for (const h of holders) {
      const view = (await anonymous.get<LotView>(`/api/Lot/${h.lotGuid}`)).body;
      expect(view.drawnParticipant.name).toBe(h.drew);
      const { drawnParticipant, ...rest } = view;
      expect(pairsIn(rest, holders)).toEqual([]);
      expect(NAMES.filter((n) => JSON.stringify(view).includes(n)).sort()).toEqual([h.name, h.drew].sort());
      // A lot view's live group hears only of whom it drew.
      for (const message of lotLive.get(h.name)!.received)
        expect(message.payload).toMatchObject({ participantPublicGuid: byName(h.drew).publicGuid });
    }

    // Mails: each goes to one participant and names nobody but them (and, in the lot mail, the organizer who sent it);
    // a nudge or a question never names or links its asker.
    mails = await outboxWhen(
      (all) =>
        all.filter((m) => /anonieme vraag/.test(m.subject) && [...addresses.values()].includes(m.to)).length >=
        holders.length,
    );
    for (const h of holders) {
      for (const mail of mails.filter((m) => m.to === addresses.get(h.name))) {
        const allowed = /Je lootje/.test(mail.subject) ? [h.name, 'Anna'] : [h.name];
        expect({
          to: h.name,
          subject: mail.subject,
          names: NAMES.filter((n) => `${mail.subject}\n${mail.text}`.includes(n) && !allowed.includes(n)),
        }).toEqual({ to: h.name, subject: mail.subject, names: [] });
        for (const other of holders.filter((o) => o.name !== h.name)) expect(mail.text).not.toContain(other.lotGuid);
      }
    }
    // The question reached whom its asker drew, and nobody else.
    for (const h of holders) {
      const receivers = mails.filter((m) => m.text.includes(`Geheime vraag van ${h.participantId}`)).map((m) => m.to);
      expect(receivers).toEqual([addresses.get(h.drew)]);
    }

    // The read models of the draw hold no guid that is a capability, no question and no pair.
    const store = t.app.get<string, DocumentStore>(DOCUMENT_STORE);
    for (const collection of [LOTING_LOOKUP, LOTING_MEMBERS, LOT_WISHLISTS]) {
      const documents = await store.find<object>(collection, {}, 100_000);
      expect(documents.length).toBeGreaterThan(0);
      const text = JSON.stringify(documents);
      for (const secret of [manageGuid, ...holders.map((h) => h.lotGuid)]) expect(text).not.toContain(secret);
      expect(text).not.toContain('Geheime vraag');
      expect(pairsIn(documents, holders)).toEqual([]);
    }

    // The log (one line per request at least) holds no capability guid, no question and no pair.
    expect(logLines.length).toBeGreaterThan(holders.length * 2);
    const logged = JSON.stringify(logLines);
    for (const secret of [manageGuid, ...holders.map((h) => h.lotGuid)]) expect(logged).not.toContain(secret);
    expect(logged).not.toContain('Geheime vraag');
    expect(pairsIn(logLines, holders)).toEqual([]);
  });
});
