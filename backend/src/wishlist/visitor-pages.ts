import { Inject, Injectable } from '@nestjs/common';
import { type DocumentStore, READ_MODEL_SWAPS, type WishlistDocument, wishlistsProjection } from '@wl/projections';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { createHash } from 'node:crypto';
import { ForumQueries } from './forum.queries.js';
import { visitorView } from './views.js';
import { type WishlistContent, WishlistQueries } from './wishlist.queries.js';

/** A list's categories and gifts at one `contentVersion`, with their JSON as a visitor without own cross-offs sees them. */
interface Page {
  version: number;
  /** The last swap of a rebuilt `wishlists` read model when the page was read: a repair makes the page stale. */
  swap: string | null;
  content: WishlistContent;
  /** The categories' JSON as UTF-8, ready for the socket: encoding 20 kB again for every read was costly. */
  categoriesBytes: Buffer;
  /** The hash of the categories' JSON: a page's ETag hashes the rest of the answer with it, not the whole body again. */
  categoriesHash: string;
  /** Who crossed off a gift on this page: they see their private cross-off guids, so their JSON is made for them. */
  crossedOffBy: Set<string>;
}

/** Lists whose pages are kept (a page of 60 gifts is about 20 kB). */
const PAGES_KEPT = 1_000;

/**
 * The visitor page as JSON, ready to send, with a strong ETag of exactly those bytes. Categories and gifts (most of the
 * page and of its cost) are kept per list and `contentVersion`, which the wishlists projection moves with every event
 * of the list, so a page read from the store at an older version is never served. The rest (list fields, forum, friend
 * state) is read for every call, and only visitors who crossed nothing off on the list share the kept JSON: a
 * giver's own private cross-off guids are serialized for them alone. A rebuild replays the same events to the same
 * versions, so a swapped-in rebuild (which may have repaired documents) makes every kept page stale.
 */
@Injectable()
export class VisitorPages {
  private readonly pages = new Map<string, Page>();

  constructor(
    private readonly queries: WishlistQueries,
    private readonly forum: ForumQueries,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  /** The answer as the bytes to send: the kept categories are copied, not encoded again. */
  async bytes(list: WishlistDocument, viewerId: string | null): Promise<{ body: Buffer; etag: string }> {
    const [page, friendGuid, forum] = await Promise.all([
      this.page(list),
      this.queries.friendGuid(viewerId, list.wishlistId),
      this.forum.postsOf(list.wishlistId, viewerId),
    ]);
    const { categories, ...rest } = visitorView({ list, categories: [] }, viewerId, friendGuid, forum);
    const own = viewerId !== null && page.crossedOffBy.has(viewerId);
    const categoriesJson = own ? JSON.stringify(visitorView(page.content, viewerId, null, []).categories) : null;
    const restJson = JSON.stringify(rest);
    const body = Buffer.concat([
      Buffer.from(`${restJson.slice(0, -1)},"categories":`),
      categoriesJson === null ? page.categoriesBytes : Buffer.from(categoriesJson),
      CLOSE,
    ]);
    // Different bytes give a different pair of (rest, categories hash), so this is a strong ETag of the body.
    const etag = sha1(`${categoriesJson === null ? page.categoriesHash : sha1(categoriesJson)}${restJson}`);
    return { body, etag: `"${etag}"` };
  }

  private async page(list: WishlistDocument): Promise<Page> {
    const version = list.contentVersion ?? 0;
    const swap = (await this.store.get<{ swap: string }>(READ_MODEL_SWAPS, wishlistsProjection.name))?.swap ?? null;
    const kept = this.pages.get(list.wishlistId);
    if (kept && kept.swap === swap && kept.version >= version) {
      this.keep(list.wishlistId, kept);
      return kept;
    }
    // Read after the list document: at least as new as `version`, perhaps newer, never older.
    const content = await this.queries.content(list);
    const crossedOffBy = new Set(
      content.categories.flatMap(({ gifts }) => gifts.flatMap((g) => (g.crossOff ? [g.crossOff.byUserId] : []))),
    );
    const categoriesJson = JSON.stringify(visitorView(content, null, null, []).categories);
    const page = {
      version,
      swap,
      content,
      categoriesBytes: Buffer.from(categoriesJson),
      categoriesHash: sha1(categoriesJson),
      crossedOffBy,
    };
    const current = this.pages.get(list.wishlistId);
    if (!current || current.swap !== swap || current.version < version) this.keep(list.wishlistId, page);
    return page;
  }

  private keep(wishlistId: string, page: Page) {
    this.pages.delete(wishlistId);
    this.pages.set(wishlistId, page);
    if (this.pages.size > PAGES_KEPT) this.pages.delete(this.pages.keys().next().value!);
  }
}

const CLOSE = Buffer.from('}');
const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');
