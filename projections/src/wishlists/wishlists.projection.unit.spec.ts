import type { WishlistPersonal } from '@wl/contracts';
import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import {
  INVITE_LOOKUP,
  WISHLIST_INVITES,
  type CategoryDocument,
  type GiftDocument,
  WISHLIST_CATEGORIES,
  WISHLIST_GIFTS,
  WISHLIST_OWNERS,
  WISHLISTS,
  type WishlistDocument,
} from './wishlist-document.js';
import { wishlistsProjection } from './wishlists.projection.js';

const given = projectionSpec(wishlistsProjection);
const listWithVersion = (...events: Parameters<typeof given>) =>
  given(...events).document<WishlistDocument>(WISHLISTS, 'list-1');
/** The list without its `contentVersion`, which every event moves (tested on its own). */
const list = async (...events: Parameters<typeof given>) => {
  const document = await listWithVersion(...events);
  if (!document) return document;
  const { contentVersion: _, ...rest } = document;
  return rest;
};
const categories = (...events: Parameters<typeof given>) =>
  given(...events).documents<CategoryDocument>(WISHLIST_CATEGORIES);
const gifts = (...events: Parameters<typeof given>) => given(...events).documents<GiftDocument>(WISHLIST_GIFTS);

describe('wishlists projection', () => {
  describe('lists', () => {
    it('records a new list with its owner\u2019s opened names and its settings', async () => {
      expect(await list(created)).toEqual(newList);
      expect(await given(created).documents(WISHLIST_OWNERS)).toEqual([{ userId: 'owner-1', wishlistId: 'list-1' }]);
    });

    it('records an erased owner\u2019s list without personal data', async () => {
      expect(await list(opened('WishlistCreated', { ...created.data, personal: null }, at))).toMatchObject({
        username: null,
        usernameLower: null,
        firstName: null,
        lastName: null,
        city: null,
        birthday: null,
        accessQuestion: null,
        accessAnswer: null,
      });
    });

    it('follows title, description, occasion and picture, each moving lastUpdated', async () => {
      expect(
        await list(
          created,
          opened('WishlistTitleChanged', { wishlistId: 'list-1', personal: { title: 'Sinterklaas' } }, later),
        ),
      ).toEqual({ ...newList, title: 'Sinterklaas', lastUpdated: later });
      expect(
        await list(
          created,
          opened('WishlistDescriptionChanged', { wishlistId: 'list-1', personal: { description: 'Alles mag' } }, later),
        ),
      ).toEqual({ ...newList, description: 'Alles mag', lastUpdated: later });
      expect(
        await list(
          created,
          opened(
            'WishlistOccasionChanged',
            { wishlistId: 'list-1', occasion: 'MyBirthday', occasionDate: '2024-06-01' },
            later,
          ),
        ),
      ).toEqual({ ...newList, occasion: 'MyBirthday', occasionDate: '2024-06-01', lastUpdated: later });
      expect(
        await list(
          created,
          opened('WishlistImageChanged', { wishlistId: 'list-1', imageId: 'img-1', themeId: null }, later),
        ),
      ).toEqual({ ...newList, imageUrl: '/api/Image/img-1', lastUpdated: later });
    });

    it('shows a theme picture, and no picture once both are cleared', async () => {
      expect(
        (await list(created, opened('WishlistImageChanged', { wishlistId: 'list-1', imageId: null, themeId: 'kerst' })))
          ?.imageUrl,
      ).toMatch(/kerst/);
      expect(
        (await list(created, opened('WishlistImageChanged', { wishlistId: 'list-1', imageId: null, themeId: null })))
          ?.imageUrl,
      ).toBeNull();
    });

    it('follows the settings with the names they carry and the access epoch', async () => {
      const settings = opened(
        'WishlistSettingsChanged',
        {
          wishlistId: 'list-1',
          usernameIndex: 'idx-2',
          accessType: 'OPEN',
          includeInSearchResult: true,
          findableWhenVisible: true,
          showCrossedOff: true,
          accessKey: 'key',
          accessEpoch: 2,
          personal: {
            ...personal,
            username: 'NieuweNaam',
            city: 'Brugge',
            birthday: '1990-03-14',
            accessQuestion: 'Wie?',
            accessAnswer: 'Ik',
          },
        },
        later,
      );
      expect(await list(created, settings)).toEqual({
        ...newList,
        username: 'NieuweNaam',
        usernameLower: 'nieuwenaam',
        city: 'Brugge',
        birthday: '1990-03-14',
        accessType: 'OPEN',
        accessEpoch: 2,
        accessQuestion: 'Wie?',
        accessAnswer: 'Ik',
        includeInSearchResult: true,
        showCrossedOff: true,
        lastUpdated: later,
      });
    });

    it('drops a deleted list with its categories, gifts and owners', async () => {
      const deleted = opened('WishlistDeleted', { wishlistId: 'list-1' });
      const spec = () => given(created, category('cat-1'), gift('gift-1', 'cat-1'), deleted);
      for (const collection of [WISHLISTS, WISHLIST_CATEGORIES, WISHLIST_GIFTS, WISHLIST_OWNERS])
        expect(await spec().documents(collection)).toEqual([]);
    });

    it('ignores events of a list it does not know', async () => {
      expect(
        await given(opened('WishlistTitleChanged', { wishlistId: 'list-9', personal: { title: 'x' } })).documents(
          WISHLISTS,
        ),
      ).toEqual([]);
    });
  });

  describe('categories', () => {
    it('adds a category at the end of the list\u2019s order', async () => {
      expect((await list(created, category('cat-1'), category('cat-2')))?.categoryOrder).toEqual(['cat-1', 'cat-2']);
      expect(await categories(created, category('cat-1'))).toEqual([
        { categoryId: 'cat-1', publicGuid: 'pub-cat-1', wishlistId: 'list-1', name: 'Wensen cat-1', giftOrder: [] },
      ]);
    });

    it('renames a category and reorders the categories', async () => {
      expect(
        (
          await categories(
            created,
            category('cat-1'),
            opened('CategoryRenamed', { wishlistId: 'list-1', categoryId: 'cat-1', name: 'Boeken' }),
          )
        )[0]?.name,
      ).toBe('Boeken');
      const reordered = opened('CategoriesReordered', { wishlistId: 'list-1', categoryIds: ['cat-2', 'cat-1'] });
      expect((await list(created, category('cat-1'), category('cat-2'), reordered))?.categoryOrder).toEqual([
        'cat-2',
        'cat-1',
      ]);
    });

    it('deletes a category with the gifts still in it, and takes them off the list\u2019s count', async () => {
      const deleted = opened('CategoryDeleted', { wishlistId: 'list-1', categoryId: 'cat-1' });
      const history = [
        created,
        category('cat-1'),
        category('cat-2'),
        gift('gift-1', 'cat-1'),
        gift('gift-2', 'cat-2'),
        deleted,
      ];
      expect(await list(...history)).toMatchObject({ categoryOrder: ['cat-2'], giftCount: 1 });
      expect((await gifts(...history)).map((g) => g.giftId)).toEqual(['gift-2']);
    });

    it('moves a category out of one list and into another (in there first, out of here last)', async () => {
      const target = opened('WishlistCreated', { ...created.data, wishlistId: 'list-2', publicGuid: 'pub-2' });
      const movedIn = opened('CategoryMovedIn', {
        wishlistId: 'list-2',
        categoryId: 'cat-2',
        fromWishlistId: 'list-1',
      });
      const movedOut = opened('CategoryMovedOut', {
        wishlistId: 'list-1',
        categoryId: 'cat-2',
        toWishlistId: 'list-2',
      });
      const history = [created, target, category('cat-1'), category('cat-2'), movedIn, movedOut];
      expect((await list(...history))?.categoryOrder).toEqual(['cat-1']);
      expect((await given(...history).document<WishlistDocument>(WISHLISTS, 'list-2'))?.categoryOrder).toEqual([
        'cat-2',
      ]);
      expect((await categories(...history)).find((c) => c.categoryId === 'cat-2')?.wishlistId).toBe('list-2');
    });
  });

  describe('gifts', () => {
    it('adds a new gift to its category and the list\u2019s count', async () => {
      const history = [created, category('cat-1'), gift('gift-1', 'cat-1'), gift('gift-2', 'cat-1')];
      expect(await gifts(...history)).toEqual([newGift('gift-1'), newGift('gift-2')]);
      expect((await categories(...history))[0]?.giftOrder).toEqual(['gift-1', 'gift-2']);
      expect(await list(...history)).toMatchObject({ giftCount: 2, lastUpdated: at });
    });

    it('updates a gift in place, keeping its cross-off and the count, and moves it when its category changes', async () => {
      const crossed = opened('GiftCrossedOff', {
        giftId: 'gift-1',
        wishlistId: 'list-1',
        crossOffId: 'c-1',
        byUserId: 'giver-1',
      });
      const updated = opened('GiftUpdated', {
        ...gift('gift-1', 'cat-2').data,
        description: 'Twee boeken',
        imageId: 'img-1',
      });
      const history = [created, category('cat-1'), category('cat-2'), gift('gift-1', 'cat-1'), crossed, updated];
      expect(await gifts(...history)).toEqual([
        {
          ...newGift('gift-1'),
          categoryId: 'cat-2',
          description: 'Twee boeken',
          imageUrl: '/api/Image/img-1',
          crossOff: { crossOffId: 'c-1', byUserId: 'giver-1' },
        },
      ]);
      expect((await categories(...history)).map((c) => c.giftOrder)).toEqual([[], ['gift-1']]);
      expect((await list(...history))?.giftCount).toBe(1);
    });

    it('keeps the product a gift was made from, and drops it when the gift is updated without one', async () => {
      const product = { productId: 'shop-1:42', eans: ['5412345678908'], imageUrl: 'https://img.shop.example/42.jpg' };
      const fromProduct = opened('GiftUpdated', {
        ...gift('gift-1', 'cat-1').data,
        url: 'https://shop.example/42',
        product,
      });
      const history = [created, category('cat-1'), gift('gift-1', 'cat-1'), fromProduct];
      expect(await gifts(...history)).toEqual([{ ...newGift('gift-1'), url: 'https://shop.example/42', product }]);
      expect(await gifts(...history, gift('gift-1', 'cat-1'))).toEqual([newGift('gift-1')]);
    });

    it('attaches the offers price comparison found, keeps them while the EANs stay and drops them when they change', async () => {
      const product = { productId: 'shop-1:42', eans: ['5412345678908'], imageUrl: null };
      const fromProduct = opened('GiftUpdated', {
        ...gift('gift-1', 'cat-1').data,
        url: 'https://shop.example/42',
        product,
      });
      const groupedProduct = {
        eans: product.eans,
        products: [
          { shopId: 'shop-1', url: 'https://shop.example/42', price: 12.5, faviconSite: null, productId: 'shop-1:42' },
        ],
      };
      const offers = opened('GiftOffersChanged', { giftId: 'gift-1', wishlistId: 'list-1', groupedProduct }, later);
      const history = [created, category('cat-1'), gift('gift-1', 'cat-1'), fromProduct, offers];
      expect(await gifts(...history)).toEqual([
        { ...newGift('gift-1'), url: 'https://shop.example/42', product, groupedProduct },
      ]);
      expect((await list(...history))?.lastUpdated).toBe(at);
      expect((await listWithVersion(...history))?.contentVersion).toBe(
        (await listWithVersion(...history.slice(0, -1)))!.contentVersion! + 1,
      );
      const retitled = opened('GiftUpdated', { ...fromProduct.data, description: 'Twee boeken' });
      expect((await gifts(...history, retitled))[0]?.groupedProduct).toEqual(groupedProduct);
      expect((await gifts(...history, gift('gift-1', 'cat-1')))[0]?.groupedProduct).toBeUndefined();
    });

    it('reorders the gifts of a category, keeping unknown ids out and forgotten ones at the end', async () => {
      const reordered = opened('GiftsReordered', {
        wishlistId: 'list-1',
        categoryId: 'cat-1',
        giftIds: ['gift-3', 'unknown', 'gift-1'],
      });
      const history = [
        created,
        category('cat-1'),
        gift('gift-1', 'cat-1'),
        gift('gift-2', 'cat-1'),
        gift('gift-3', 'cat-1'),
        reordered,
      ];
      expect((await categories(...history))[0]?.giftOrder).toEqual(['gift-3', 'gift-1', 'gift-2']);
    });

    it('deletes a gift from its category and the count', async () => {
      const history = [
        created,
        category('cat-1'),
        gift('gift-1', 'cat-1'),
        gift('gift-2', 'cat-1'),
        opened('GiftDeleted', { giftId: 'gift-1', wishlistId: 'list-1' }),
      ];
      expect((await gifts(...history)).map((g) => g.giftId)).toEqual(['gift-2']);
      expect((await categories(...history))[0]?.giftOrder).toEqual(['gift-2']);
      expect((await list(...history))?.giftCount).toBe(1);
    });

    it('moves a gift to another list\u2019s category, counts included', async () => {
      const target = opened('WishlistCreated', { ...created.data, wishlistId: 'list-2', publicGuid: 'pub-2' });
      const targetCategory = opened('CategoryCreated', {
        wishlistId: 'list-2',
        categoryId: 'cat-9',
        publicGuid: 'pub-cat-9',
        name: 'Daar',
      });
      const moved = opened('GiftMoved', {
        giftId: 'gift-1',
        fromWishlistId: 'list-1',
        wishlistId: 'list-2',
        categoryId: 'cat-9',
      });
      const history = [created, target, category('cat-1'), targetCategory, gift('gift-1', 'cat-1'), moved];
      expect(await gifts(...history)).toEqual([{ ...newGift('gift-1'), wishlistId: 'list-2', categoryId: 'cat-9' }]);
      expect((await categories(...history)).map((c) => [c.categoryId, c.giftOrder])).toEqual([
        ['cat-1', []],
        ['cat-9', ['gift-1']],
      ]);
      expect((await list(...history))?.giftCount).toBe(0);
      expect((await given(...history).document<WishlistDocument>(WISHLISTS, 'list-2'))?.giftCount).toBe(1);
    });

    it('marks a cross-off on the gift and clears it on undo, without moving the list\u2019s lastUpdated', async () => {
      const crossed = opened(
        'GiftCrossedOff',
        { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-1', byUserId: 'giver-1' },
        later,
      );
      const undone = opened(
        'CrossOffUndone',
        { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-1', byUserId: 'giver-1', undoneBy: 'giver' },
        later,
      );
      const history = [created, category('cat-1'), gift('gift-1', 'cat-1'), crossed];
      expect((await gifts(...history))[0]?.crossOff).toEqual({ crossOffId: 'c-1', byUserId: 'giver-1' });
      expect((await list(...history))?.lastUpdated).toBe(at);
      expect((await gifts(...history, undone))[0]?.crossOff).toBeNull();
      expect((await list(...history, undone))?.lastUpdated).toBe(at);
    });

    it('counts every event of a list in its contentVersion, a cross-off too, and both lists of a moved gift', async () => {
      const crossed = opened(
        'GiftCrossedOff',
        { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-1', byUserId: 'giver-1' },
        later,
      );
      const history = [created, category('cat-1'), gift('gift-1', 'cat-1')];
      expect((await listWithVersion(...history))?.contentVersion).toBe(3);
      expect((await listWithVersion(...history, crossed))?.contentVersion).toBe(4);
      const other = opened('WishlistCreated', { ...created.data, wishlistId: 'list-2', publicGuid: 'pub-2' }, at);
      const moved = opened(
        'GiftMoved',
        { giftId: 'gift-1', fromWishlistId: 'list-1', wishlistId: 'list-2', categoryId: 'cat-1' },
        later,
      );
      const afterMove = given(...history, other, moved);
      expect((await afterMove.document<WishlistDocument>(WISHLISTS, 'list-1'))?.contentVersion).toBe(4);
      expect((await afterMove.document<WishlistDocument>(WISHLISTS, 'list-2'))?.contentVersion).toBe(2);
    });
  });
});

describe('wishlists projection: co-owners', () => {
  const invited = () =>
    opened(
      'ExtraOwnerInvited',
      {
        wishlistId: 'list-1',
        inviteHash: 'h-1',
        invitedBy: 'owner-1',
        expiresAt: later,
        personal: { name: 'Tante Lies', guid: 'guid-1' },
      },
      later,
    );
  const accepted = () =>
    opened('ExtraOwnerInviteAccepted', { wishlistId: 'list-1', inviteHash: 'h-1', userId: 'co-1' }, later);

  it('keeps an open invite with its opened name and link guid, and which list its hash belongs to', async () => {
    expect(await given(created, invited()).documents(WISHLIST_INVITES)).toEqual([
      {
        wishlistId: 'list-1',
        open: [{ inviteHash: 'h-1', guid: 'guid-1', name: 'Tante Lies', expiresAt: later }],
        allHashes: ['h-1'],
      },
    ]);
    expect(await given(created, invited()).documents(INVITE_LOOKUP)).toEqual([
      { inviteHash: 'h-1', wishlistId: 'list-1' },
    ]);
  });

  it('makes the acceptor an owner without moving lastUpdated, and a removed co-owner none', async () => {
    expect(await list(created, invited(), accepted())).toEqual({ ...newList, ownerIds: ['owner-1', 'co-1'] });
    expect(await given(created, invited(), accepted()).documents(WISHLIST_OWNERS)).toEqual(
      expect.arrayContaining([
        { userId: 'owner-1', wishlistId: 'list-1' },
        { userId: 'co-1', wishlistId: 'list-1' },
      ]),
    );
    expect(
      (await given(created, invited(), accepted()).documents<{ open: unknown[] }>(WISHLIST_INVITES))[0]!.open,
    ).toEqual([]);
    const removed = opened('ExtraOwnerRemoved', { wishlistId: 'list-1', userId: 'co-1' }, later);
    expect(await list(created, invited(), accepted(), removed)).toEqual(newList);
    expect(await given(created, invited(), accepted(), removed).documents(WISHLIST_OWNERS)).toEqual([
      { userId: 'owner-1', wishlistId: 'list-1' },
    ]);
  });

  it('drops revoked invites, and every invite with a deleted list', async () => {
    const revoked = opened('ExtraOwnerInviteRevoked', { wishlistId: 'list-1', inviteHash: 'h-1' });
    expect(await given(created, invited(), revoked).documents(INVITE_LOOKUP)).toEqual([]);
    const deleted = opened('WishlistDeleted', { wishlistId: 'list-1' });
    for (const collection of [WISHLIST_INVITES, INVITE_LOOKUP])
      expect(await given(created, invited(), accepted(), deleted).documents(collection)).toEqual([]);
  });
});

const at = '2024-05-01T10:00:00.000Z';
const later = '2024-05-02T10:00:00.000Z';
const personal: WishlistPersonal = {
  username: 'AnnaP',
  firstName: 'Anna',
  lastName: 'Peeters',
  city: null,
  accessQuestion: null,
  accessAnswer: null,
  birthday: null,
};
const created = opened(
  'WishlistCreated',
  {
    wishlistId: 'list-1',
    publicGuid: 'pub-1',
    primaryOwnerId: 'owner-1',
    usernameIndex: 'idx',
    accessType: 'PUBLIC',
    includeInSearchResult: false,
    showCrossedOff: false,
    accessKey: null,
    personal,
  },
  at,
);
const category = (categoryId: string) =>
  opened(
    'CategoryCreated',
    { wishlistId: 'list-1', categoryId, publicGuid: `pub-${categoryId}`, name: `Wensen ${categoryId}` },
    at,
  );
const gift = (giftId: string, categoryId: string) =>
  opened(
    'GiftCreated',
    {
      giftId,
      wishlistId: 'list-1',
      categoryId,
      description: 'Een boek',
      url: 'https://example.com/boek',
      crossOffEnabled: true,
      imageId: null,
      product: null,
    },
    at,
  );
const newGift = (giftId: string): GiftDocument => ({
  giftId,
  wishlistId: 'list-1',
  categoryId: 'cat-1',
  description: 'Een boek',
  url: 'https://example.com/boek',
  imageUrl: null,
  crossOffEnabled: true,
  crossOff: null,
  product: null,
});
const newList: WishlistDocument = {
  wishlistId: 'list-1',
  publicGuid: 'pub-1',
  username: 'AnnaP',
  usernameLower: 'annap',
  firstName: 'Anna',
  lastName: 'Peeters',
  city: null,
  birthday: null,
  title: null,
  description: null,
  occasion: null,
  occasionDate: null,
  imageUrl: null,
  accessType: 'PUBLIC',
  accessEpoch: 0,
  accessQuestion: null,
  accessAnswer: null,
  includeInSearchResult: false,
  showCrossedOff: false,
  primaryOwnerId: 'owner-1',
  ownerIds: ['owner-1'],
  categoryOrder: [],
  giftCount: 0,
  createdAt: at,
  lastUpdated: at,
};
