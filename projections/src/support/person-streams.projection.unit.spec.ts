import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { PERSON_STREAMS, type PersonStreamsDocument, personStreamsProjection } from './person-streams.projection.js';

const given = projectionSpec(personStreamsProjection);

describe('person-streams projection', () => {
  it('keeps the lists a person created or co-owned, the gifts they crossed off and their posts', async () => {
    expect(
      await given(
        created('list-1', 'ann'),
        accepted('list-2', 'ann'),
        crossedOff('gift-1', 'ann'),
        posted('list-3', 'post-1', 'ann'),
      ).document<PersonStreamsDocument>(PERSON_STREAMS, 'ann'),
    ).toEqual({
      wishlistIds: ['list-1', 'list-2'],
      crossedOffGiftIds: ['gift-1'],
      posts: [{ wishlistId: 'list-3', postId: 'post-1' }],
      lotingIds: [],
    });
  });

  it('keeps the draws a person organized or takes part in with an account, also once deleted or redone', async () => {
    const deleted = opened('LotingDeleted', { lotingId: 'draw-1', reason: 'redone', replacedBy: 'draw-2' });
    const history = given(draw('draw-1', 'ann', ['bob', null]), deleted, draw('draw-2', 'ann', [null]));
    expect(await history.document<PersonStreamsDocument>(PERSON_STREAMS, 'ann')).toMatchObject({
      lotingIds: ['draw-1', 'draw-2'],
    });
    expect(await history.document<PersonStreamsDocument>(PERSON_STREAMS, 'bob')).toMatchObject({
      lotingIds: ['draw-1'],
    });
  });

  it('forgets nothing: a deleted list, an undone cross-off and a deleted post stay', async () => {
    const deleted = opened('WishlistDeleted', { wishlistId: 'list-1' });
    const undone = opened('CrossOffUndone', {
      giftId: 'gift-1',
      wishlistId: 'list-9',
      crossOffId: 'c-1',
      byUserId: 'ann',
      undoneBy: 'giver',
    });
    const postDeleted = opened('ForumPostDeleted', { postId: 'post-1', wishlistId: 'list-3', reason: 'author' });
    expect(
      await given(
        created('list-1', 'ann'),
        crossedOff('gift-1', 'ann'),
        posted('list-3', 'post-1', 'ann'),
        deleted,
        undone,
        postDeleted,
      ).document<PersonStreamsDocument>(PERSON_STREAMS, 'ann'),
    ).toEqual({
      wishlistIds: ['list-1'],
      crossedOffGiftIds: ['gift-1'],
      posts: [{ wishlistId: 'list-3', postId: 'post-1' }],
      lotingIds: [],
    });
  });

  it('notes each stream once, for the person who acted only', async () => {
    expect(
      await given(crossedOff('gift-1', 'ann'), crossedOff('gift-1', 'ann'), crossedOff('gift-2', 'bob')).documents(
        PERSON_STREAMS,
      ),
    ).toEqual([
      { wishlistIds: [], crossedOffGiftIds: ['gift-1'], posts: [], lotingIds: [] },
      { wishlistIds: [], crossedOffGiftIds: ['gift-2'], posts: [], lotingIds: [] },
    ]);
  });
});

const created = (wishlistId: string, primaryOwnerId: string) =>
  opened('WishlistCreated', {
    wishlistId,
    publicGuid: `pub-${wishlistId}`,
    primaryOwnerId,
    usernameIndex: 'idx',
    accessType: 'PUBLIC',
    includeInSearchResult: false,
    showCrossedOff: false,
    accessKey: null,
    personal: null,
  });
const accepted = (wishlistId: string, userId: string) =>
  opened('ExtraOwnerInviteAccepted', { wishlistId, userId, inviteHash: 'h' });
const crossedOff = (giftId: string, byUserId: string) =>
  opened('GiftCrossedOff', { giftId, wishlistId: 'list-9', crossOffId: `c-${giftId}`, byUserId });
const posted = (wishlistId: string, postId: string, authorId: string) =>
  opened('ForumPostCreated', { wishlistId, postId, authorId, personal: null });
const draw = (lotingId: string, organizerId: string, others: (string | null)[]) =>
  opened('LotingCreated', {
    lotingId,
    publicGuid: `pub-${lotingId}`,
    organizerId,
    manageGuidHash: 'h',
    exclusions: [],
    redoOf: null,
    budget: null,
    date: null,
    personal: null,
    participants: [organizerId, ...others].map((userId, i) => ({
      participantId: `p-${i}`,
      publicGuid: `g-${i}`,
      lotGuidHash: 'h',
      userId,
      emailIndex: 'e',
    })),
  });
