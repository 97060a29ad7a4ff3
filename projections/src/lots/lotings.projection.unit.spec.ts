import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { LOT_WISHLISTS, LOTING_LOOKUP, LOTING_MEMBERS, lotingsProjection } from './lotings.projection.js';

const given = projectionSpec(lotingsProjection);
const participant = (id: string, userId: string | null) => ({
  participantId: id,
  publicGuid: `pub-${id}`,
  lotGuidHash: `hash-${id}`,
  userId,
  emailIndex: `mail-${id}`,
});
const personal = {
  title: 'Kerst',
  description: '',
  manageGuid: 'secret-manage-guid',
  participants: ['a', 'b', 'c'].map((id) => ({
    participantId: id,
    name: id,
    email: `${id}@x.be`,
    lotGuid: `secret-lot-${id}`,
  })),
};
const created = opened(
  'LotingCreated',
  {
    lotingId: 'l1',
    publicGuid: 'pub-l1',
    organizerId: 'org',
    manageGuidHash: 'manage-hash',
    participants: [participant('a', 'org'), participant('b', 'user-b'), participant('c', null)],
    exclusions: [],
    redoOf: null,
    budget: null,
    date: null,
    personal,
  },
  '2026-11-01T10:00:00.000Z',
);

describe('lotings projection', () => {
  it('finds a draw by its hashes and public guids, and each member\u2019s own lots, without holding a guid that opens anything', async () => {
    const run = given(created);
    const lookups = await run.documents(LOTING_LOOKUP);
    expect(lookups).toEqual(
      expect.arrayContaining([
        { lotingId: 'l1', participantId: null },
        { lotingId: 'l1', participantId: 'b' },
      ]),
    );
    const members = await given(created).documents(LOTING_MEMBERS);
    expect(members).toEqual([
      {
        lotingId: 'l1',
        memberKey: 'email:mail-c',
        isOrganizer: false,
        title: 'Kerst',
        participantCount: 3,
        createdAt: '2026-11-01T10:00:00.000Z',
        participantIds: ['c'],
      },
      {
        lotingId: 'l1',
        memberKey: 'user:org',
        isOrganizer: true,
        title: 'Kerst',
        participantCount: 3,
        createdAt: '2026-11-01T10:00:00.000Z',
        participantIds: ['a'],
      },
      {
        lotingId: 'l1',
        memberKey: 'user:user-b',
        isOrganizer: false,
        title: 'Kerst',
        participantCount: 3,
        createdAt: '2026-11-01T10:00:00.000Z',
        participantIds: ['b'],
      },
    ]);
    expect(JSON.stringify([lookups, members])).not.toMatch(/secret-/);
  });

  it('follows a corrected address to its new member, keeps coupled lists, and forgets the draw once deleted', async () => {
    const resent = opened('LotResent', {
      lotingId: 'l1',
      participantId: 'c',
      emailChanged: true,
      emailIndex: 'mail-new',
      personal: { email: 'c2@x.be' },
    });
    const members = await given(created, resent).documents(LOTING_MEMBERS);
    expect(members.map((m) => (m as { memberKey: string }).memberKey)).toEqual([
      'email:mail-new',
      'user:org',
      'user:user-b',
    ]);

    const coupled = opened('LotWishlistSelected', { lotingId: 'l1', participantId: 'b', wishlistId: 'w1' });
    expect(await given(created, coupled).documents(LOT_WISHLISTS)).toEqual([
      { lotingId: 'l1', participantId: 'b', wishlistId: 'w1', drawnAt: '2026-11-01T10:00:00.000Z' },
    ]);
    expect(
      await given(
        created,
        coupled,
        opened('LotWishlistSelected', { lotingId: 'l1', participantId: 'b', wishlistId: null }),
      ).documents(LOT_WISHLISTS),
    ).toEqual([]);

    const deleted = opened('LotingDeleted', { lotingId: 'l1', reason: 'organizer', replacedBy: null });
    expect(await given(created, coupled, resent, deleted).documents(LOTING_MEMBERS)).toEqual([]);
    expect(await given(created, coupled, deleted).documents(LOT_WISHLISTS)).toEqual([]);
  });
});
