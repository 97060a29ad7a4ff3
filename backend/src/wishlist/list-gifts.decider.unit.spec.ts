import { specFor } from '../../../tests/support/decider-spec.js';
import { fold } from '../platform/domain/decider.js';
import { wishlistDecider, type WishlistEvent, type WishlistState } from './wishlist.decider.js';

/** The list's stream as the boundary of its categories and gifts: the gift-membership commands of the list decider. */
const given = specFor(wishlistDecider);

describe('a list\u2019s gifts', () => {
  describe('AddGift', () => {
    it('adds a gift to a category of the list, with its content', () => {
      given([created, cat1])
        .when({ type: 'AddGift', actorId: owner, wishlistId: list, gift: content('gift-1') })
        .then([added('gift-1')]);
    });
    it('refuses a non-owner (GiftNotFound), a category the list does not have (InvalidUpdate), a deleted list', () => {
      given([created, cat1])
        .when({ type: 'AddGift', actorId: 'stranger', wishlistId: list, gift: content('gift-1') })
        .thenProblem('GiftNotFound');
      given([created, cat1])
        .when({
          type: 'AddGift',
          actorId: owner,
          wishlistId: list,
          gift: { ...content('gift-1'), categoryId: 'cat-9' },
        })
        .thenProblem('InvalidUpdate');
      given([created, cat1, deletedList])
        .when({ type: 'AddGift', actorId: owner, wishlistId: list, gift: content('gift-1') })
        .thenProblem('GiftNotFound');
    });
    it('refuses a category deleted just before: the race with DeleteCategory is decided on this stream', () => {
      given([created, cat1, cat2, { type: 'CategoryDeleted', data: { wishlistId: list, categoryId: 'cat-2' } }])
        .when({
          type: 'AddGift',
          actorId: owner,
          wishlistId: list,
          gift: { ...content('gift-1'), categoryId: 'cat-2' },
        })
        .thenProblem('InvalidUpdate');
    });
  });

  describe('DeleteCategory', () => {
    it('ends the category\u2019s gifts in the same decision, and only those', () => {
      given([created, cat1, cat2, added('gift-1'), added('gift-2', 'cat-2'), added('gift-3', 'cat-2')])
        .when({ type: 'DeleteCategory', actorId: owner, wishlistId: list, categoryId: 'cat-2' })
        .then([
          ended('gift-2'),
          ended('gift-3'),
          { type: 'CategoryDeleted', data: { wishlistId: list, categoryId: 'cat-2' } },
        ]);
    });
    it('counts a gift added just before (it is ended with the category)', () => {
      given([created, cat1, cat2, added('gift-1', 'cat-2')])
        .when({ type: 'DeleteCategory', actorId: owner, wishlistId: list, categoryId: 'cat-2' })
        .then([ended('gift-1'), { type: 'CategoryDeleted', data: { wishlistId: list, categoryId: 'cat-2' } }]);
    });
  });

  describe('PlaceGift, EndGift, EndAllGifts', () => {
    it('places a gift of the list in another of its categories; nothing when already there', () => {
      given([created, cat1, cat2, added('gift-1')])
        .when({ type: 'PlaceGift', actorId: owner, wishlistId: list, giftId: 'gift-1', categoryId: 'cat-2' })
        .then([
          {
            type: 'GiftPlaced',
            data: { wishlistId: list, categoryId: 'cat-2', giftId: 'gift-1', fromWishlistId: list },
          },
        ]);
      given([created, cat1, added('gift-1')])
        .when({ type: 'PlaceGift', actorId: owner, wishlistId: list, giftId: 'gift-1', categoryId: 'cat-1' })
        .then([]);
      given([created, cat1, added('gift-1')])
        .when({ type: 'PlaceGift', actorId: owner, wishlistId: list, giftId: 'gift-1', categoryId: 'cat-9' })
        .thenProblem('InvalidUpdate');
      given([created, cat1])
        .when({ type: 'PlaceGift', actorId: owner, wishlistId: list, giftId: 'gift-1', categoryId: 'cat-1' })
        .thenProblem('GiftNotFound');
    });
    it('ends one gift of the list, once', () => {
      given([created, cat1, added('gift-1')])
        .when({ type: 'EndGift', actorId: owner, wishlistId: list, giftId: 'gift-1' })
        .then([ended('gift-1')]);
      given([created, cat1, added('gift-1'), ended('gift-1')])
        .when({ type: 'EndGift', actorId: owner, wishlistId: list, giftId: 'gift-1' })
        .thenProblem('GiftNotFound');
      given([created, cat1, added('gift-1')])
        .when({ type: 'EndGift', actorId: 'stranger', wishlistId: list, giftId: 'gift-1' })
        .thenProblem('GiftNotFound');
    });
    it('ends every gift the stream holds, whatever the read models show', () => {
      given([created, cat1, added('gift-1'), added('gift-2'), ended('gift-1'), adopted('gift-old', 'cat-gone')])
        .when({ type: 'EndAllGifts', actorId: owner, wishlistId: list })
        .then([ended('gift-2'), ended('gift-old')]);
      given([created, cat1, added('gift-1')])
        .when({ type: 'EndAllGifts', actorId: 'stranger', wishlistId: list })
        .thenProblem('UserCannotAccessWishlist');
    });
  });

  describe('DeleteWishlist', () => {
    it('ends the gifts, then the categories, then the list', () => {
      given([created, cat1, cat2, added('gift-1'), added('gift-2', 'cat-2')])
        .when({ type: 'DeleteWishlist', actorId: owner, wishlistId: list })
        .then([
          ended('gift-1'),
          ended('gift-2'),
          { type: 'CategoryDeleted', data: { wishlistId: list, categoryId: 'cat-1' } },
          { type: 'CategoryDeleted', data: { wishlistId: list, categoryId: 'cat-2' } },
          deletedList,
        ]);
    });
    it('keeps the primary-owner rule: a stranger gets WishlistNotFound', () => {
      given([created, cat1])
        .when({ type: 'DeleteWishlist', actorId: 'stranger', wishlistId: list })
        .thenProblem('WishlistNotFound');
    });
  });

  describe('moving', () => {
    it('MoveGiftOut: the gift leaves for the target\u2019s first category; source and target must be the caller\u2019s', () => {
      given([created, cat1, added('gift-1')])
        .when({
          type: 'MoveGiftOut',
          actorId: owner,
          wishlistId: list,
          giftId: 'gift-1',
          toWishlistId: 'list-2',
          target,
        })
        .then([
          {
            type: 'GiftMovedAway',
            data: { wishlistId: list, giftId: 'gift-1', toWishlistId: 'list-2', toCategoryId: 'cat-t' },
          },
        ]);
      given([created, cat1, added('gift-1')])
        .when({
          type: 'MoveGiftOut',
          actorId: 'stranger',
          wishlistId: list,
          giftId: 'gift-1',
          toWishlistId: 'list-2',
          target,
        })
        .thenProblem('SourceNotOwned');
      given([created, cat1, added('gift-1')])
        .when({
          type: 'MoveGiftOut',
          actorId: owner,
          wishlistId: list,
          giftId: 'gift-1',
          toWishlistId: 'list-2',
          target: { ...target, ownerIds: ['other'] },
        })
        .thenProblem('DestinationNotOwned');
    });
    it('MoveCategoryOut: the category and its gifts leave in one append; a last category is replaced first', () => {
      given([created, cat1, added('gift-1')])
        .when(moveOut())
        .then([
          { type: 'CategoryCreated', data: replacement },
          { type: 'CategoryMoveStarted', data: { wishlistId: list, categoryId: 'cat-1', toWishlistId: 'list-2' } },
          {
            type: 'GiftMovedAway',
            data: { wishlistId: list, giftId: 'gift-1', toWishlistId: 'list-2', toCategoryId: 'cat-1' },
          },
        ]);
      given([created, cat1, cat2])
        .when(moveOut())
        .then([
          { type: 'CategoryMoveStarted', data: { wishlistId: list, categoryId: 'cat-1', toWishlistId: 'list-2' } },
        ]);
      given([created, cat2]).when(moveOut()).thenProblem('SourceNotOwned');
      given([created, cat1])
        .when({ ...moveOut(), target: { ...target, exists: false } })
        .thenProblem('DestinationNotOwned');
    });
    it('TakeCategory and TakeGift: the target takes each once; a gift whose category is gone joins the first one', () => {
      const inTarget: WishlistEvent[] = [created, { ...cat1, data: { ...cat1.data, categoryId: 'cat-t' } }];
      given(inTarget)
        .when({ type: 'TakeCategory', wishlistId: 'list-2', categoryId: 'cat-1', fromWishlistId: list })
        .then([{ type: 'CategoryMovedIn', data: { wishlistId: 'list-2', categoryId: 'cat-1', fromWishlistId: list } }]);
      given(inTarget)
        .when({ type: 'TakeGift', wishlistId: 'list-2', giftId: 'gift-1', categoryId: 'cat-1', fromWishlistId: list })
        .then([
          {
            type: 'GiftPlaced',
            data: { wishlistId: 'list-2', categoryId: 'cat-t', giftId: 'gift-1', fromWishlistId: list },
          },
        ]);
      given([])
        .when({ type: 'TakeCategory', wishlistId: 'list-2', categoryId: 'cat-1', fromWishlistId: list })
        .then([]);
      given([])
        .when({ type: 'TakeGift', wishlistId: 'list-2', giftId: 'gift-1', categoryId: 'cat-1', fromWishlistId: list })
        .then([]);
    });
  });

  describe('AdoptGift (backfill of logs from before lists knew their gifts)', () => {
    it('adopts an unknown gift once; never one the list holds, ended or gave away', () => {
      given([created, cat1])
        .when({ type: 'AdoptGift', wishlistId: list, giftId: 'gift-old', categoryId: 'cat-1' })
        .then([adopted('gift-old', 'cat-1')]);
      given([created, cat1, adopted('gift-old', 'cat-1')])
        .when({ type: 'AdoptGift', wishlistId: list, giftId: 'gift-old', categoryId: 'cat-1' })
        .then([]);
      given([created, cat1, added('gift-1'), ended('gift-1')])
        .when({ type: 'AdoptGift', wishlistId: list, giftId: 'gift-1', categoryId: 'cat-1' })
        .then([]);
      given([]).when({ type: 'AdoptGift', wishlistId: list, giftId: 'gift-old', categoryId: 'cat-1' }).then([]);
    });
  });

  it('evolves: remembers which gifts ended (a create that lost the race is refused afterwards)', () => {
    const state = fold(wishlistDecider, [
      created,
      cat1,
      cat2,
      added('gift-1', 'cat-2'),
      ended('gift-1'),
      added('gift-2'),
    ]);
    expect(state.gifts).toEqual({ 'gift-2': 'cat-1' });
    expect(state.pastGifts).toEqual({ 'gift-1': 'ended' });
  });
});

const owner = 'owner-1';
const list = 'list-1';
const created: WishlistEvent = {
  type: 'WishlistCreated',
  data: {
    wishlistId: list,
    publicGuid: 'pub-1',
    primaryOwnerId: owner,
    usernameIndex: 'idx',
    accessType: 'PUBLIC',
    includeInSearchResult: false,
    showCrossedOff: false,
    personal: { keyId: owner, iv: 'iv', data: 'sealed' },
    accessKey: null,
  },
};
const deletedList: WishlistEvent = { type: 'WishlistDeleted', data: { wishlistId: list } };
const categoryCreated = (categoryId: string): WishlistEvent => ({
  type: 'CategoryCreated',
  data: { wishlistId: list, categoryId, publicGuid: `p-${categoryId}`, name: categoryId },
});
const cat1 = categoryCreated('cat-1') as Extract<WishlistEvent, { type: 'CategoryCreated' }>;
const cat2 = categoryCreated('cat-2');
const content = (giftId: string, categoryId = 'cat-1') => ({
  giftId,
  wishlistId: list,
  categoryId,
  description: 'Een boek',
  url: null,
  crossOffEnabled: true,
  imageId: null,
  product: null,
});
const added = (giftId: string, categoryId = 'cat-1'): WishlistEvent => ({
  type: 'GiftAdded',
  data: { wishlistId: list, categoryId, giftId, gift: content(giftId, categoryId) },
});
const ended = (giftId: string): WishlistEvent => ({ type: 'GiftEnded', data: { wishlistId: list, giftId } });
const adopted = (giftId: string, categoryId: string): WishlistEvent => ({
  type: 'GiftPlaced',
  data: { wishlistId: list, categoryId, giftId, fromWishlistId: list },
});
const target: WishlistState = {
  ...wishlistDecider.initialState,
  exists: true,
  primaryOwnerId: owner,
  ownerIds: [owner],
  categoryIds: ['cat-t'],
};
const replacement = { wishlistId: list, categoryId: 'cat-new', publicGuid: 'p-new', name: 'Mijn wensen' };
const moveOut = () => ({
  type: 'MoveCategoryOut' as const,
  actorId: owner,
  wishlistId: list,
  categoryId: 'cat-1',
  toWishlistId: 'list-2',
  target,
  replacement,
});
