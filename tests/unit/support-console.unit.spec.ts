import { SupportStateDiff, t } from '@wl/contracts';
import {
  changePlace,
  diffValue,
  subjectOfStream,
  durationText,
  giftSummary,
  knownTypes,
  typeList,
  isoOfLocalInput,
  jsonSegments,
  listSummary,
  localInputOfIso,
  lotingSummary,
  sliderMoments,
  supportTime,
} from '../../frontend/src/features/support/supportFormat.js';

describe('the support console: event data as JSON', () => {
  it('shows an erased or sealed value as a badge, and the rest as indented JSON', () => {
    const segments = jsonSegments({ name: 'erased', drawn: 'sealed', note: 'kept' });
    expect(segments.filter((segment) => segment.badge).map((segment) => segment.badge)).toEqual(['erased', 'sealed']);
    expect(segments.map((segment) => segment.text).join('')).toBe(
      '{\n  "name": erased,\n  "drawn": sealed,\n  "note": "kept"\n}',
    );
  });

  it('does not take a key named erased, or a text that only contains the word, for an unopened value', () => {
    const segments = jsonSegments({ erased: true, sealed: ['the word sealed', 'erased'] });
    expect(segments.filter((segment) => segment.badge)).toEqual([{ text: 'erased', badge: 'erased' }]);
  });

  it('shows a whole erased data value as one badge, and undefined as null', () => {
    expect(jsonSegments('erased')).toEqual([{ text: 'erased', badge: 'erased' }]);
    expect(jsonSegments(undefined)).toEqual([{ text: 'null' }]);
  });
});

describe('the support console: ids as links', () => {
  it('links the ids of event data to their subjects by field: users, lists, gifts, draws, participants with their draw, support subjects', () => {
    const data = {
      lotingId: 'd1',
      participantId: 'p1',
      byUserId: 'u1',
      personIds: ['u2', 'u3'],
      wishlistId: 'w1',
      subjectKind: 'gift',
      subjectId: 'g1',
      crossOffId: 'sealed',
      publicGuid: 'pub',
      participants: [{ participantId: 'p2', userId: null }],
    };
    const links = jsonSegments(data)
      .filter((segment) => segment.subject)
      .map((segment) => [segment.text, segment.subject]);
    expect(links).toEqual([
      ['"d1"', { kind: 'loting', id: 'd1' }],
      ['"p1"', { kind: 'participant', id: 'd1:p1' }],
      ['"u1"', { kind: 'user', id: 'u1' }],
      ['"u2"', { kind: 'user', id: 'u2' }],
      ['"u3"', { kind: 'user', id: 'u3' }],
      ['"w1"', { kind: 'wishlist', id: 'w1' }],
      ['"g1"', { kind: 'gift', id: 'g1' }],
      ['"p2"', { kind: 'participant', id: 'd1:p2' }],
    ]);
    expect(
      jsonSegments(data)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(JSON.stringify(data, null, 2).replace('"sealed"', 'sealed'));
  });

  it('links a stream to the subject it belongs to', () => {
    expect(
      [
        'user-a',
        'friends-a',
        'support-user-a',
        'wishlist-b',
        'forum-b',
        'gift-c',
        'loting-d',
        'support-participant-d:p',
        'claim-email-x',
        'shop-catalogue',
      ].map(subjectOfStream),
    ).toEqual([
      { kind: 'user', id: 'a' },
      { kind: 'user', id: 'a' },
      { kind: 'user', id: 'a' },
      { kind: 'wishlist', id: 'b' },
      { kind: 'wishlist', id: 'b' },
      { kind: 'gift', id: 'c' },
      { kind: 'loting', id: 'd' },
      { kind: 'participant', id: 'd:p' },
      null,
      null,
    ]);
  });
});

describe('the support console: times', () => {
  it('writes a time in nl-BE to the second', () => {
    const at = new Date(2024, 11, 5, 9, 7, 3).toISOString();
    expect(supportTime(at)).toMatch(/^05\/12\/2024.*09:07:03$/);
  });

  it('takes the slider stops from the events: distinct times, oldest first', () => {
    const times = ['2024-01-02T10:00:00.000Z', '2024-01-01T10:00:00.000Z', '2024-01-02T10:00:00.000Z'];
    expect(sliderMoments(times.map((at) => ({ at })))).toEqual([
      '2024-01-01T10:00:00.000Z',
      '2024-01-02T10:00:00.000Z',
    ]);
  });

  it('turns a datetime-local value into an ISO time and back, and refuses an empty or broken one', () => {
    const iso = isoOfLocalInput('2024-03-04T05:06:07');
    expect(iso).toBe(new Date(2024, 2, 4, 5, 6, 7).toISOString());
    expect(localInputOfIso(iso!)).toBe('2024-03-04T05:06:07');
    expect(isoOfLocalInput('')).toBeNull();
    expect(isoOfLocalInput('gisteren')).toBeNull();
  });

  it('writes a rebuild ETA in seconds, minutes or hours', () => {
    expect(durationText(44.6)).toBe(t('support.duration.seconds', { s: 45 }));
    expect(durationText(125)).toBe(t('support.duration.minutes', { m: 2, s: 5 }));
    expect(durationText(3780)).toBe(t('support.duration.hours', { h: 1, m: 3 }));
    expect(durationText(-3)).toBe(t('support.duration.seconds', { s: 0 }));
  });
});

describe('the support console: type filter', () => {
  it('reads a typed filter: trimmed, without empty entries or repeats', () => {
    expect(typeList(' GiftAdded, ,WishlistCreated,GiftAdded ')).toEqual(['GiftAdded', 'WishlistCreated']);
    expect(typeList('')).toEqual([]);
  });

  it('offers the types of the loaded events and those filtered on, sorted and once each', () => {
    const events = [{ type: 'GiftAdded' }, { type: 'CategoryCreated' }, { type: 'GiftAdded' }];
    expect(knownTypes({ types: 'UserRegistered' }, events)).toEqual(['CategoryCreated', 'GiftAdded', 'UserRegistered']);
    expect(knownTypes({}, [])).toEqual([]);
  });
});

describe('the support console: state and diff display', () => {
  const gift = (description: string, isCrossedOff: boolean) => ({ description, isCrossedOff, publicGuid: 'g' });

  it("sums a list view up: title (its owner's name without one, as the list shows it), categories with their gifts and cross-offs, forum size", () => {
    const view = {
      title: null,
      username: 'an',
      firstName: 'An',
      lastName: 'Peeters',
      categories: [
        { name: 'Boeken', gifts: [gift('Roman', true), gift('Strip', false)] },
        { name: 'Spel', gifts: [] },
      ],
      forum: [{}, {}],
    };
    expect(listSummary(view)).toEqual({
      title: 'An Peeters',
      categories: [
        {
          name: 'Boeken',
          gifts: [
            { description: 'Roman', isCrossedOff: true },
            { description: 'Strip', isCrossedOff: false },
          ],
          crossedOff: 1,
        },
        { name: 'Spel', gifts: [], crossedOff: 0 },
      ],
      forumCount: 2,
    });
    expect(listSummary({ ...view, title: 'Mijn verjaardag' }).title).toBe('Mijn verjaardag');
  });

  it('names where a change is: the view, each entry by its name, the field; a removed entry by its name before', () => {
    const state = (gifts: object[]) => ({
      visitorView: { title: null, categories: [{ publicGuid: 'c1', name: 'Boeken', gifts }] },
    });
    const before = state([
      { publicGuid: 'g1', description: 'Roman', isCrossedOff: false },
      { publicGuid: 'g2', description: 'Strip', isCrossedOff: false },
    ]);
    const after = state([{ publicGuid: 'g2', description: 'Strip', isCrossedOff: true }]);
    const view = t('support.state.visitor_view');
    expect(changePlace('$.visitorView.categories[publicGuid=c1].gifts[publicGuid=g1]', before, after)).toBe(
      `${view} › Boeken › Roman`,
    );
    expect(
      changePlace('$.visitorView.categories[publicGuid=c1].gifts[publicGuid=g2].isCrossedOff', before, after),
    ).toBe(`${view} › Boeken › Strip › isCrossedOff`);
    expect(changePlace('$.visitorView.title', before, after)).toBe(`${view} › title`);
    expect(changePlace('$.visitorView.categories[0].gifts[1]', before, after)).toBe(`${view} › Boeken › Strip`);
    expect(
      changePlace('$.ownerView.ownerInvites[0].name', { ownerView: { ownerInvites: [{ guid: 'sealed' }] } }, null),
    ).toBe(`${t('support.state.owner_view')} › #1 › name`);
  });

  it('sums a draw up by its title and participant count, never by its pairs', () => {
    expect(lotingSummary({ title: 'Kerst', participants: [{}, {}, {}] })).toBe(
      `Kerst · ${t('support.state.participants', { count: 3 })}`,
    );
  });

  it('writes a diff side as one line of JSON, and a missing side as a dash', () => {
    expect(diffValue({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
    expect(diffValue(null)).toBe('null');
    expect(diffValue(undefined)).toBe(t('support.diff.missing'));
  });

  it('reads a diff whose added or removed paths lack a side once sent as JSON', () => {
    const moment = { kind: 'wishlist', id: 'w', at: '2024-01-01T00:00:00.000Z', position: null, state: null };
    const sent = JSON.parse(
      JSON.stringify({
        from: moment,
        to: moment,
        changes: [
          { path: '$.added', before: undefined, after: 1 },
          { path: '$.gone', before: 2, after: undefined },
        ],
      }),
    );
    const diff = SupportStateDiff.parse(sent);
    expect(diff.changes.map((change) => [diffValue(change.before), diffValue(change.after)])).toEqual([
      [t('support.diff.missing'), '1'],
      ['2', t('support.diff.missing')],
    ]);
  });

  it('sums the cross-off state of a gift up: since when and by which user id, or not crossed off', () => {
    const at = '2024-12-05T09:00:00.000Z';
    expect(
      giftSummary({ isCrossedOff: true, crossOff: { crossOffId: 'x', byUserId: 'u-bert', at, wishlistId: 'w' } }),
    ).toBe(t('support.state.gift.crossed', { at: supportTime(at), user: 'u-bert' }));
    expect(giftSummary({ isCrossedOff: false, crossOff: null })).toBe(t('support.state.gift.not_crossed'));
  });
});
