import type { CrossOffUndoneBy, DomainEvent } from '@wl/contracts';

/** A gift as its events carry it. */
const aBook = (giftId: string, wishlistId: string, categoryId: string) => ({
  giftId,
  wishlistId,
  categoryId,
  description: 'Een boek',
  url: null,
  crossOffEnabled: true,
  imageId: null,
  product: null,
});

/** A gift's stream (and its list's gift events) in a few events, for the specs of use cases that decide on them. */
export const giftEvents = {
  created: (giftId: string, wishlistId: string, categoryId = 'cat-1'): DomainEvent => ({
    type: 'GiftCreated',
    data: aBook(giftId, wishlistId, categoryId),
  }),
  crossedOff: (giftId: string, wishlistId: string, byUserId: string, crossOffId: string): DomainEvent => ({
    type: 'GiftCrossedOff',
    data: { giftId, wishlistId, crossOffId, byUserId },
  }),
  undone: (giftId: string, wishlistId: string, byUserId: string, crossOffId: string, undoneBy: CrossOffUndoneBy) => ({
    type: 'CrossOffUndone' as const,
    data: { giftId, wishlistId, crossOffId, byUserId, undoneBy },
  }),
  deleted: (giftId: string, wishlistId: string): DomainEvent => ({ type: 'GiftDeleted', data: { giftId, wishlistId } }),
  /** On the list's stream: a category, and a gift in it. */
  category: (wishlistId: string, categoryId = 'cat-1'): DomainEvent => ({
    type: 'CategoryCreated',
    data: { wishlistId, categoryId, publicGuid: `public-${categoryId}`, name: 'Boeken' },
  }),
  added: (giftId: string, wishlistId: string, categoryId = 'cat-1'): DomainEvent => ({
    type: 'GiftAdded',
    data: { wishlistId, categoryId, giftId, gift: aBook(giftId, wishlistId, categoryId) },
  }),
};
