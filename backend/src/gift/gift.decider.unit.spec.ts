import type { CrossOffUndoneBy } from '@wl/contracts';
import { specFor } from '../../../tests/support/decider-spec.js';
import type { WishlistState } from '../wishlist/wishlist.decider.js';
import { giftDecider, type GiftEvent } from './gift.decider.js';

const given = specFor(giftDecider);

describe('gift decider', () => {
  describe('CrossOff', () => {
    it('crosses off an open gift for a visitor of the list', () => {
      given([created])
        .when(crossOff('giver'))
        .then([crossedOff('giver', 'c-1')]);
    });
    it('refuses the owner: OwnWishlist', () => {
      given([created]).when(crossOff(owner)).thenProblem('OwnWishlist');
    });
    it('refuses a visitor who may not see the list: NoAccess', () => {
      given([created])
        .when({ ...crossOff('giver'), mayView: false })
        .thenProblem('NoAccess');
    });
    it('refuses a gift with cross-off disabled: GiftUncrossable', () => {
      given([{ ...created, data: { ...created.data, crossOffEnabled: false } }])
        .when(crossOff('giver'))
        .thenProblem('GiftUncrossable');
    });
    it('refuses a crossed-off gift: CrossedOffByOtherUser', () => {
      given([created, crossedOff('first', 'c-0')])
        .when(crossOff('giver'))
        .thenProblem('CrossedOffByOtherUser');
    });
    it('refuses a deleted or unknown gift: GiftDeleted', () => {
      given([created, deleted]).when(crossOff('giver')).thenProblem('GiftDeleted');
      given([]).when(crossOff('giver')).thenProblem('GiftDeleted');
    });
    it('tells a visitor who may not see the list nothing about the gift: NoAccess even when deleted or uncrossable', () => {
      given([created, deleted])
        .when({ ...crossOff('giver'), mayView: false })
        .thenProblem('NoAccess');
      given([{ ...created, data: { ...created.data, crossOffEnabled: false } }])
        .when({ ...crossOff('giver'), mayView: false })
        .thenProblem('NoAccess');
    });
    it('allows a new cross-off after an undo', () => {
      given([created, crossedOff('first', 'c-0'), undone('first', 'c-0')])
        .when(crossOff('giver'))
        .then([crossedOff('giver', 'c-1')]);
    });
  });

  describe('UndoCrossOff', () => {
    it('undoes with the private cross-off guid, recording whether the giver\u2019s own session or another holder of the guid did', () => {
      given([created, crossedOff('giver', 'c-1')])
        .when(undo('c-1'))
        .then([undone('giver', 'c-1', 'capability')]);
      given([created, crossedOff('giver', 'c-1')])
        .when({ ...undo('c-1'), userId: 'someone' })
        .then([undone('giver', 'c-1', 'capability')]);
      given([created, crossedOff('giver', 'c-1')])
        .when({ ...undo('c-1'), userId: 'giver' })
        .then([undone('giver', 'c-1', 'giver')]);
    });
    it('tells the holder of a guid issued for the gift: CrossOffAlreadyUndone, CrossedOffBySomeoneElse, GiftDeleted', () => {
      given([created, crossedOff('giver', 'c-1'), undone('giver', 'c-1')])
        .when(undo('c-1'))
        .thenProblem('CrossOffAlreadyUndone');
      given([created, crossedOff('giver', 'c-1'), undone('giver', 'c-1'), crossedOff('other', 'c-2')])
        .when(undo('c-1'))
        .thenProblem('CrossedOffBySomeoneElse');
      given([created, crossedOff('giver', 'c-1'), deleted])
        .when(undo('c-1'))
        .thenProblem('GiftDeleted');
    });
    it('answers GiftNotFound to a guid never issued for the gift, whatever the gift\u2019s state (no cross-off oracle)', () => {
      for (const history of [
        [],
        [created],
        [created, crossedOff('other', 'c-2')],
        [created, crossedOff('other', 'c-2'), deleted],
        [created, deleted],
      ]) {
        given(history).when(undo('c-1')).thenProblem('GiftNotFound');
      }
    });
    it('says GiftDeleted to the holder once the gift\u2019s list is deleted (the gift stream itself stays)', () => {
      given([created, crossedOff('giver', 'c-1')])
        .when({ ...undo('c-1'), wishlist: { ...wishlist, exists: false } })
        .thenProblem('GiftDeleted');
    });
  });

  describe('HideRemovedCrossOff', () => {
    const hide = (crossOffId: string, userId = 'giver') => ({
      type: 'HideRemovedCrossOff' as const,
      crossOffId,
      userId,
    });
    const hidden: GiftEvent = {
      type: 'RemovedCrossOffHidden',
      data: { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-1', byUserId: 'giver' },
    };
    it('hides a gift deleted while crossed off, for its giver, once', () => {
      given([created, crossedOff('giver', 'c-1'), deleted])
        .when(hide('c-1'))
        .then([hidden]);
      given([created, crossedOff('giver', 'c-1'), deleted, hidden])
        .when(hide('c-1'))
        .then([]);
    });
    it('answers GiftNotFound to anything else: a gift still on its list, an undone or another\u2019s cross-off, another user with the guid', () => {
      given([created, crossedOff('giver', 'c-1')])
        .when(hide('c-1'))
        .thenProblem('GiftNotFound');
      given([created, crossedOff('giver', 'c-1'), undone('giver', 'c-1'), deleted])
        .when(hide('c-1'))
        .thenProblem('GiftNotFound');
      given([created, crossedOff('other', 'c-2'), deleted])
        .when(hide('c-1'))
        .thenProblem('GiftNotFound');
      given([created, crossedOff('giver', 'c-1'), deleted])
        .when(hide('c-1', 'someone'))
        .thenProblem('GiftNotFound');
      given([created, deleted]).when(hide('c-1')).thenProblem('GiftNotFound');
      given([]).when(hide('c-1')).thenProblem('GiftNotFound');
    });
  });

  describe('UndoCrossOffForSupport', () => {
    const supportUndo = (byUserId: string) => ({ type: 'UndoCrossOffForSupport' as const, byUserId, wishlist });
    it('undoes the cross-off of the giver support named, recorded as support\u2019s', () => {
      given([created, crossedOff('giver', 'c-1')])
        .when(supportUndo('giver'))
        .then([undone('giver', 'c-1', 'support')]);
    });
    it('refuses a gift without that cross-off', () => {
      given([]).when(supportUndo('giver')).thenProblem('GiftNotFound');
      given([created]).when(supportUndo('giver')).thenProblem('CrossOffAlreadyUndone');
      given([created, crossedOff('other', 'c-2')])
        .when(supportUndo('giver'))
        .thenProblem('CrossedOffBySomeoneElse');
      given([created, crossedOff('giver', 'c-1'), deleted])
        .when(supportUndo('giver'))
        .thenProblem('GiftDeleted');
      given([created, crossedOff('giver', 'c-1')])
        .when({ ...supportUndo('giver'), wishlist: { ...wishlist, exists: false } })
        .thenProblem('GiftDeleted');
    });
  });

  describe('owner edits', () => {
    it('updates a present gift only', () => {
      const update = { ...created.data, description: 'Twee boeken' };
      given([created])
        .when({ type: 'UpdateGift', actorId: owner, wishlist, gift: update })
        .then([{ type: 'GiftUpdated', data: update }]);
      given([created, deleted])
        .when({ type: 'UpdateGift', actorId: owner, wishlist, gift: update })
        .thenProblem('GiftNotFound');
    });
    it('refuses a non-owner (GiftNotFound) and a category outside the list (InvalidUpdate)', () => {
      given([created])
        .when({ type: 'UpdateGift', actorId: 'stranger', wishlist, gift: created.data })
        .thenProblem('GiftNotFound');
      given([created])
        .when({ type: 'UpdateGift', actorId: owner, wishlist, gift: { ...created.data, categoryId: 'elsewhere' } })
        .thenProblem('InvalidUpdate');
    });
    it('refuses moving a gift to another list', () => {
      given([created])
        .when({ type: 'UpdateGift', actorId: owner, wishlist, gift: { ...created.data, wishlistId: 'other-list' } })
        .thenProblem('InvalidUpdate');
    });
  });

  describe('AttachOffers (price comparison)', () => {
    it('attaches offers found for the gift\u2019s EANs, and a change of them', () => {
      given([fromProduct])
        .when(attach(offers(20)))
        .then([offersChanged(offers(20))]);
      given([fromProduct, offersChanged(offers(20))])
        .when(attach(offers(18)))
        .then([offersChanged(offers(18))]);
      given([fromProduct, offersChanged(offers(20))])
        .when(attach(null))
        .then([offersChanged(null)]);
    });
    it('appends nothing when the offers are the ones the gift has', () => {
      given([fromProduct, offersChanged(offers(20))])
        .when(attach(offers(20)))
        .then([]);
      given([fromProduct]).when(attach(null)).then([]);
    });
    it('appends nothing for EANs the gift no longer has, nor for a deleted gift', () => {
      given([fromProduct])
        .when({ ...attach(offers(20)), key: { eans: ['4006381333931'], productId: null } })
        .then([]);
      given([fromProduct, deleted])
        .when(attach(offers(20)))
        .then([]);
      given([])
        .when(attach(offers(20)))
        .then([]);
    });
    it('forgets the offers when the gift\u2019s EANs change, keeps them when only its text changes', () => {
      const freeGift = { type: 'GiftUpdated' as const, data: { ...fromProduct.data, product: null } };
      given([fromProduct, offersChanged(offers(20)), freeGift])
        .when({ ...attach(null), key: { eans: [], productId: null } })
        .then([]);
      const retitled = { type: 'GiftUpdated' as const, data: { ...fromProduct.data, description: 'Een ander boek' } };
      given([fromProduct, offersChanged(offers(20)), retitled])
        .when(attach(offers(20)))
        .then([]);
    });
    it('looks a product without EAN up by its product id, and forgets its offers when the product changes (issue 27)', () => {
      const withoutEan = {
        type: 'GiftCreated' as const,
        data: { ...fromProduct.data, product: { productId: 'shop-a:2', eans: [], imageUrl: null } },
      };
      const byId = (productId: string, groupedProduct: ReturnType<typeof offers> | null) => ({
        ...attach(groupedProduct),
        key: { eans: [], productId },
      });
      given([withoutEan])
        .when(byId('shop-a:2', offers(9)))
        .then([offersChanged(offers(9))]);
      given([withoutEan])
        .when(byId('shop-a:3', offers(9)))
        .then([]);
      const otherProduct = {
        type: 'GiftUpdated' as const,
        data: { ...withoutEan.data, product: { productId: 'shop-a:3', eans: [], imageUrl: null } },
      };
      given([withoutEan, offersChanged(offers(9)), otherProduct])
        .when(byId('shop-a:3', null))
        .then([]);
    });
  });

  describe('following the list', () => {
    it('FollowAdded creates the gift once: not again, and not after it ended', () => {
      given([]).when({ type: 'FollowAdded', gift: created.data }).then([created]);
      given([created]).when({ type: 'FollowAdded', gift: created.data }).then([]);
      given([created, deleted]).when({ type: 'FollowAdded', gift: created.data }).then([]);
    });
    it('FollowPlacement moves a present gift to the list and category its list recorded', () => {
      given([created])
        .when({ type: 'FollowPlacement', wishlistId: 'list-2', categoryId: 'cat-9', fromWishlistId: 'list-1' })
        .then([
          {
            type: 'GiftMoved',
            data: { giftId: 'gift-1', fromWishlistId: 'list-1', wishlistId: 'list-2', categoryId: 'cat-9' },
          },
        ]);
      given([created])
        .when({ type: 'FollowPlacement', wishlistId: 'list-1', categoryId: 'cat-2', fromWishlistId: 'list-1' })
        .then([
          {
            type: 'GiftMoved',
            data: { giftId: 'gift-1', fromWishlistId: 'list-1', wishlistId: 'list-1', categoryId: 'cat-2' },
          },
        ]);
    });
    it('FollowPlacement does nothing when already there, for a deleted gift, or from a list the gift is not on', () => {
      given([created])
        .when({ type: 'FollowPlacement', wishlistId: 'list-1', categoryId: 'cat-1', fromWishlistId: 'list-1' })
        .then([]);
      given([created, deleted])
        .when({ type: 'FollowPlacement', wishlistId: 'list-2', categoryId: 'cat-9', fromWishlistId: 'list-1' })
        .then([]);
      given([created])
        .when({ type: 'FollowPlacement', wishlistId: 'list-2', categoryId: 'cat-9', fromWishlistId: 'list-3' })
        .then([]);
    });
    it('EndByList deletes a present gift of that list only, once', () => {
      given([created]).when({ type: 'EndByList', wishlistId: 'list-1' }).then([deleted]);
      given([created, deleted]).when({ type: 'EndByList', wishlistId: 'list-1' }).then([]);
      given([]).when({ type: 'EndByList', wishlistId: 'list-1' }).then([]);
      given([created]).when({ type: 'EndByList', wishlistId: 'list-2' }).then([]);
    });
  });
});

const owner = 'owner-1';
const wishlist: WishlistState = {
  exists: true,
  publicGuid: 'pub-1',
  usernameIndex: 'idx',
  primaryOwnerId: owner,
  ownerIds: [owner],
  accessType: 'PUBLIC',
  accessKey: null,
  accessEpoch: 0,
  includeInSearchResult: false,
  findableWhenVisible: false,
  showCrossedOff: false,
  categoryIds: ['cat-1'],
  gifts: { 'gift-1': 'cat-1' },
  pastGifts: {},
  birthdaySource: null,
  invites: {},
};
const created: Extract<GiftEvent, { type: 'GiftCreated' }> = {
  type: 'GiftCreated',
  data: {
    giftId: 'gift-1',
    wishlistId: 'list-1',
    categoryId: 'cat-1',
    description: 'Een boek',
    url: null,
    crossOffEnabled: true,
    imageId: null,
    product: null,
  },
};
const ean = '5901234123457';
const fromProduct: Extract<GiftEvent, { type: 'GiftCreated' }> = {
  type: 'GiftCreated',
  data: {
    ...created.data,
    url: 'https://shop-a.example/p/1',
    product: { productId: 'shop-a:1', eans: [ean], imageUrl: null },
  },
};
const offers = (price: number) => ({
  eans: [ean],
  products: [
    {
      shopId: 'shop-a',
      url: 'https://shop-a.example/p/1',
      price,
      faviconSite: 'https://shop-a.example/favicon.ico',
      productId: 'shop-a:1',
    },
  ],
});
const attach = (groupedProduct: ReturnType<typeof offers> | null) => ({
  type: 'AttachOffers' as const,
  key: { eans: [ean], productId: null },
  groupedProduct,
});
const offersChanged = (groupedProduct: ReturnType<typeof offers> | null): GiftEvent => ({
  type: 'GiftOffersChanged',
  data: { giftId: 'gift-1', wishlistId: 'list-1', groupedProduct },
});
const deleted: GiftEvent = { type: 'GiftDeleted', data: { giftId: 'gift-1', wishlistId: 'list-1' } };
const crossedOff = (byUserId: string, crossOffId: string): GiftEvent => ({
  type: 'GiftCrossedOff',
  data: { giftId: 'gift-1', wishlistId: 'list-1', crossOffId, byUserId },
});
const undone = (byUserId: string, crossOffId: string, undoneBy: CrossOffUndoneBy = 'giver'): GiftEvent => ({
  type: 'CrossOffUndone',
  data: { giftId: 'gift-1', wishlistId: 'list-1', crossOffId, byUserId, undoneBy },
});
const undo = (crossOffId: string) => ({ type: 'UndoCrossOff' as const, crossOffId, userId: null, wishlist });
const crossOff = (userId: string) => ({
  type: 'CrossOff' as const,
  userId,
  crossOffId: 'c-1',
  wishlist,
  mayView: true,
});
