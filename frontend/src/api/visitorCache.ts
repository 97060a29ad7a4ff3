import type { VisitorGift, VisitorWishlist } from '@wl/contracts';

/** Draft recipes for a cached visitor list (used with `updateQueryData`). */
export function replaceGift(list: VisitorWishlist, gift: VisitorGift): void {
  for (const category of list.categories) {
    const index = category.gifts.findIndex((candidate) => candidate.publicGuid === gift.publicGuid);
    if (index !== -1) category.gifts[index] = gift;
  }
}

export function patchGift(list: VisitorWishlist, publicGuid: string, change: Partial<VisitorGift>): void {
  for (const category of list.categories) {
    const gift = category.gifts.find((candidate) => candidate.publicGuid === publicGuid);
    if (gift) Object.assign(gift, change);
  }
}

export function removeGift(list: VisitorWishlist, publicGuid: string): void {
  for (const category of list.categories) {
    category.gifts = category.gifts.filter((gift) => gift.publicGuid !== publicGuid);
  }
}
