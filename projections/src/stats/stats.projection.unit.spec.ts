import type { WishlistPersonal } from '@wl/contracts';
import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { birthdaysIn, SITE_STATS, STATS_COUNTERS, statsProjection } from './stats.projection.js';

const given = projectionSpec(statsProjection);

describe('site stats projection', () => {
  it('counts registered users and takes deleted ones off', async () => {
    expect(
      await given(
        registered('u-1'),
        registered('u-2'),
        registered('u-3'),
        opened('UserDeleted', { userId: 'u-2' }),
      ).document(SITE_STATS, STATS_COUNTERS.users),
    ).toEqual({ count: 2 });
  });

  it('counts created gifts and takes deleted ones off', async () => {
    expect(
      await given(gift('g-1'), gift('g-2'), opened('GiftDeleted', { giftId: 'g-1', wishlistId: 'list-1' })).document(
        SITE_STATS,
        STATS_COUNTERS.gifts,
      ),
    ).toEqual({ count: 1 });
  });

  it('counts a list\u2019s birthday in its month, and moves it when the birthday changes month', async () => {
    const spec = () =>
      given(birthday('list-1', '1990-03-14'), birthday('list-2', '1985-03-02'), birthday('list-1', '1990-07-14'));
    expect(await spec().document(SITE_STATS, birthdaysIn(3))).toEqual({ count: 1 });
    expect(await spec().document(SITE_STATS, birthdaysIn(7))).toEqual({ count: 1 });
  });

  it('counts a birthday once however often the settings are saved, and not at all once removed or erased', async () => {
    expect(
      await given(birthday('list-1', '1990-03-14'), birthday('list-1', '1990-03-15')).document(
        SITE_STATS,
        birthdaysIn(3),
      ),
    ).toEqual({ count: 1 });
    expect(
      await given(birthday('list-1', '1990-03-14'), birthday('list-1', null)).document(SITE_STATS, birthdaysIn(3)),
    ).toEqual({ count: 0 });
    const erased = opened('WishlistSettingsChanged', { ...birthday('list-1', null).data, personal: null });
    expect(await given(birthday('list-1', '1990-03-14'), erased).document(SITE_STATS, birthdaysIn(3))).toEqual({
      count: 0,
    });
  });

  it('counts a birthday the occasion set, and moves it when the settings change it', async () => {
    const fromOccasion = opened('WishlistBirthdaySet', { wishlistId: 'list-1', personal: { birthday: '2026-03-14' } });
    expect(await given(fromOccasion).document(SITE_STATS, birthdaysIn(3))).toEqual({ count: 1 });
    expect(await given(fromOccasion, birthday('list-1', '1990-05-14')).document(SITE_STATS, birthdaysIn(3))).toEqual({
      count: 0,
    });
  });

  it('takes a deleted list\u2019s birthday off', async () => {
    expect(
      await given(birthday('list-1', '1990-03-14'), opened('WishlistDeleted', { wishlistId: 'list-1' })).document(
        SITE_STATS,
        birthdaysIn(3),
      ),
    ).toEqual({ count: 0 });
  });

  // The counter follows GiftDeleted only: a deleted list must end its gifts with their own events (issue 9).
  it('takes the gifts a deleted list ends off the gift counter', async () => {
    const deleted = opened('WishlistDeleted', { wishlistId: 'list-1' });
    const ended = [
      opened('GiftDeleted', { giftId: 'g-1', wishlistId: 'list-1' }),
      opened('GiftDeleted', { giftId: 'g-2', wishlistId: 'list-1' }),
    ];
    expect(await given(gift('g-1'), gift('g-2'), ...ended, deleted).document(SITE_STATS, STATS_COUNTERS.gifts)).toEqual(
      { count: 0 },
    );
  });
});

const registered = (userId: string) =>
  opened('UserRegistered', {
    userId,
    publicGuid: `pub-${userId}`,
    isAccount: true,
    receiveMailing: false,
    emailIndex: `index-${userId}`,
    firstWishlist: null,
    extraOwnerInvite: null,
    personal: { email: `${userId}@example.com`, firstName: 'Anna', lastName: 'Peeters', passwordHash: 'hash' },
  });
const gift = (giftId: string) =>
  opened('GiftCreated', {
    giftId,
    wishlistId: 'list-1',
    categoryId: 'cat-1',
    description: 'Een boek',
    url: null,
    crossOffEnabled: true,
    imageId: null,
    product: null,
  });
const personal: WishlistPersonal = {
  username: 'anna',
  firstName: 'Anna',
  lastName: 'Peeters',
  city: null,
  accessQuestion: null,
  accessAnswer: null,
  birthday: null,
};
const birthday = (wishlistId: string, date: string | null) =>
  opened('WishlistSettingsChanged', {
    wishlistId,
    usernameIndex: 'idx',
    accessType: 'PUBLIC',
    includeInSearchResult: false,
    findableWhenVisible: false,
    showCrossedOff: false,
    accessKey: null,
    accessEpoch: 0,
    personal: { ...personal, birthday: date },
  });
