import { DomainEvent, type SupportSubjectKind, summaryText, supportSummaryMessages } from '@wl/contracts';
import type { Names } from './support-names.js';
import { SUMMARIES, summarize } from './support-summaries.js';

/** Names as support would read them, for the ids these tests use. */
const NAMES: Record<string, string> = {
  'user:els': 'Els Peeters',
  'user:jan': 'Jan Janssens',
  'user:ann': 'Ann Support',
  'wishlist:list-jan': 'Jan Janssens',
  'gift:fiets': 'Fiets',
  'loting:kerst': 'Kerstfeest',
  'loting:kerst-2': 'Kerstfeest',
  'participant:kerst:p-1': 'Bert',
};
const names: Names = {
  of: (kind: SupportSubjectKind, id: string) =>
    NAMES[`${kind}:${id}`] ?? supportSummaryMessages['support.summary.unknown_name'],
  category: (wishlistId, categoryId) =>
    wishlistId === 'list-jan' && categoryId === 'cat-1'
      ? 'Fietsen'
      : supportSummaryMessages['support.summary.unknown_name'],
};
const line = (type: string, data: object, userId: string | null = null, streamId = 'stream-x') =>
  summaryText(summarize({ type, streamId, userId, data }, names));

describe('event summaries', () => {
  it('has a Dutch sentence for every event type, each placeholder filled, even for data of an unexpected shape', () => {
    for (const option of DomainEvent.options) {
      const type = option.shape.type.value;
      expect(Object.hasOwn(SUMMARIES, type)).toBe(true);
      for (const data of [
        {},
        {
          reason: 'x',
          undoneBy: 'y',
          action: 'z',
          subjectKind: 'user',
          subjectId: 'els',
          redoOf: 'kerst',
          wishlistId: null,
        },
      ]) {
        const text = line(type, data, 'els');
        expect({ type, text }).toEqual({ type, text: expect.stringMatching(/^[A-Z'(].{10,}$/) });
        expect(text).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('names the people, lists, gifts and draws an event names, each as a link part', () => {
    const crossOff = summarize(
      {
        type: 'GiftCrossedOff',
        streamId: 'gift-fiets',
        userId: 'els',
        data: { giftId: 'fiets', wishlistId: 'list-jan', crossOffId: 'c', byUserId: 'els' },
      },
      names,
    );
    expect(summaryText(crossOff)).toBe("Els Peeters streepte 'Fiets' af op de lijst van Jan Janssens");
    expect(crossOff.filter((part) => typeof part !== 'string')).toEqual([
      { kind: 'user', id: 'els', label: 'Els Peeters' },
      { kind: 'gift', id: 'fiets', label: 'Fiets' },
      { kind: 'wishlist', id: 'list-jan', label: 'Jan Janssens' },
    ]);
    expect(line('GiftDeleted', { giftId: 'fiets', wishlistId: 'list-jan' }, 'jan')).toBe(
      "Jan Janssens verwijderde 'Fiets' van de lijst van Jan Janssens",
    );
    expect(line('GiftAdded', { giftId: 'fiets', wishlistId: 'list-jan', categoryId: 'cat-1' }, 'jan')).toBe(
      "Jan Janssens zette 'Fiets' in 'Fietsen' op de lijst van Jan Janssens",
    );
    expect(
      line('CrossOffUndone', { giftId: 'fiets', wishlistId: 'list-jan', byUserId: 'els', undoneBy: 'support' }, 'ann'),
    ).toBe(
      "Ann Support (support) maakte het afstrepen van 'Fiets' door Els Peeters ongedaan op de lijst van Jan Janssens",
    );
    expect(line('LotingDeleted', { lotingId: 'kerst', reason: 'redone', replacedBy: 'kerst-2' })).toBe(
      'De loting Kerstfeest werd opnieuw getrokken en vervangen door Kerstfeest',
    );
    expect(line('LotViewed', { lotingId: 'kerst', participantId: 'p-1' }, 'els')).toBe(
      'Bert bekeek het lootje in Kerstfeest',
    );
    expect(line('WishlistDeleted', { wishlistId: 'list-jan' })).toBe(
      'Het systeem verwijderde de lijst van Jan Janssens',
    );
    expect(
      line(
        'SupportAccessForwarded',
        { supportUserId: 'ann', action: 'ViewTimeline', subjectKind: 'wishlist', subjectId: 'list-jan' },
        'ann',
        'support-user-els',
      ),
    ).toBe('Ann Support (support) bekeek de geschiedenis: Jan Janssens, met gegevens van Els Peeters');
    expect(line('SomethingNew', { secret: 'x' })).toBe('Gebeurtenis SomethingNew');
  });

  it('never reads a capability, a pair or a question: only names and plain values', () => {
    const invite = line(
      'ExtraOwnerInvited',
      { wishlistId: 'list-jan', invitedBy: 'jan', personal: { name: 'Mie', guid: 'f6a2b5c4-invite-guid-capability' } },
      'jan',
    );
    expect(invite).toBe('Jan Janssens nodigde Mie uit als mede-eigenaar van de lijst van Jan Janssens');
    const question = line('LotQuestionAsked', { lotingId: 'kerst', participantId: 'p-1', personal: 'sealed' }, null);
    expect(question).toBe('Bert stelde een vraag in Kerstfeest');
    const nudge = line('LotNudgeSent', { lotingId: 'kerst', participantId: 'p-1', at: '2026-11-27T10:00:00.000Z' });
    expect(nudge).toBe('Bert stuurde een herinnering in Kerstfeest');
  });
});
