import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNTS,
  type AccountDocument,
  type CategoryDocument,
  type DocumentStore,
  FRIENDS,
  type FriendDocument,
  type GiftDocument,
  WISHLIST_CATEGORIES,
  WISHLIST_GIFTS,
  WISHLIST_OWNERS,
  WISHLISTS,
  type WishlistDocument,
  type WishlistOwnerDocument,
} from '@wl/projections';
import type { AppConfig } from '../platform/config/config.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../platform/tokens.js';

/** Usernames whose list id is kept (the oldest kept is forgotten first). */
const USERNAMES_KEPT = 10_000;

/** A list with its categories in order, each with its gifts in order. */
export interface WishlistContent {
  list: WishlistDocument;
  categories: { category: CategoryDocument; gifts: GiftDocument[] }[];
}

/**
 * Reads of the wishlist and account read models. Gifts come without the offers price comparison attached while its
 * switch (`productPriceComparisonEnabled`) is off, so no view answers them then.
 */
@Injectable()
export class WishlistQueries {
  private readonly shown: (gift: GiftDocument) => GiftDocument;
  private readonly listIdByUsername = new Map<string, string>();

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.shown = config.site.productPriceComparisonEnabled ? (gift) => gift : ({ groupedProduct: _, ...gift }) => gift;
  }

  byId(wishlistId: string): Promise<WishlistDocument | null> {
    return this.store.get<WishlistDocument>(WISHLISTS, wishlistId);
  }

  /**
   * The list a username names. Which list a name led to last time is kept, and read by its id (a third of the
   * username index's cost, on every visitor read); it is the answer only while it still carries the name, since a
   * rename may since have freed the name for another list.
   */
  async byUsername(username: string): Promise<WishlistDocument | null> {
    const usernameLower = username.toLowerCase();
    const knownId = this.listIdByUsername.get(usernameLower);
    if (knownId !== undefined) {
      const known = await this.byId(knownId);
      if (known?.usernameLower === usernameLower) return known;
      this.listIdByUsername.delete(usernameLower);
    }
    const [list] = await this.store.find<WishlistDocument>(WISHLISTS, { usernameLower }, 1);
    if (!list) return null;
    this.listIdByUsername.set(usernameLower, list.wishlistId);
    if (this.listIdByUsername.size > USERNAMES_KEPT)
      this.listIdByUsername.delete(this.listIdByUsername.keys().next().value!);
    return list;
  }

  async byPublicGuid(publicGuid: string): Promise<WishlistDocument | null> {
    const [list] = await this.store.find<WishlistDocument>(WISHLISTS, { publicGuid }, 1);
    return list ?? null;
  }

  category(categoryId: string): Promise<CategoryDocument | null> {
    return this.store.get<CategoryDocument>(WISHLIST_CATEGORIES, categoryId);
  }

  async gift(giftId: string): Promise<GiftDocument | null> {
    const gift = await this.store.get<GiftDocument>(WISHLIST_GIFTS, giftId);
    return gift && this.shown(gift);
  }

  async content(list: WishlistDocument): Promise<WishlistContent> {
    const [categories, gifts] = await Promise.all([
      this.store.find<CategoryDocument>(WISHLIST_CATEGORIES, { wishlistId: list.wishlistId }),
      this.store.find<GiftDocument>(WISHLIST_GIFTS, { wishlistId: list.wishlistId }, 100_000),
    ]);
    const categoryById = new Map(categories.map((c) => [c.categoryId, c]));
    const giftById = new Map(gifts.map((g) => [g.giftId, this.shown(g)]));
    return {
      list,
      categories: list.categoryOrder.flatMap((id) => {
        const category = categoryById.get(id);
        if (!category) return [];
        return [{ category, gifts: category.giftOrder.flatMap((g) => giftById.get(g) ?? []) }];
      }),
    };
  }

  async listsOf(userId: string): Promise<WishlistDocument[]> {
    const links = await this.store.find<WishlistOwnerDocument>(WISHLIST_OWNERS, { userId });
    const lists = await Promise.all(links.map((l) => this.byId(l.wishlistId)));
    return lists
      .filter((l): l is WishlistDocument => l !== null)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** The viewer's friend guid for this list, when they follow it. */
  async friendGuid(userId: string | null, wishlistId: string): Promise<string | null> {
    if (!userId) return null;
    const [friend] = await this.store.find<FriendDocument>(FRIENDS, { userId, wishlistId }, 1);
    return friend?.friendPrivateGuid ?? null;
  }

  account(userId: string): Promise<AccountDocument | null> {
    return this.store.get<AccountDocument>(ACCOUNTS, userId);
  }

  async accounts(userIds: readonly string[]): Promise<AccountDocument[]> {
    const docs = await Promise.all(userIds.map((id) => this.account(id)));
    return docs.filter((d): d is AccountDocument => d !== null);
  }
}
