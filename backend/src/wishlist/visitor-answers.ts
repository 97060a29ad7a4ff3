import { Inject, Injectable } from '@nestjs/common';
import { limits } from '@wl/contracts';
import type { DocumentStore, WishlistDocument } from '@wl/projections';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { accessStateOf, type Viewer } from './access-rules.js';
import { VisitorPages } from './visitor-pages.js';
import { WishlistQueries } from './wishlist.queries.js';

export interface VisitorPage {
  body: Buffer;
  etag: string;
}

/** A finished page, the list document it was made from, and the store's change stamp taken before either was read. */
interface Kept extends VisitorPage {
  stamp: number;
  list: WishlistDocument;
}

/** Bytes of finished pages kept per process (a page of 60 gifts is about 20 kB). */
const BYTES_KEPT = 16 * 1024 * 1024;

/**
 * The visitor page of a username for one viewer, kept finished (bytes and ETag) while the read-model store's change
 * stamp stays: no document changed since it was made, by this process or another, so the list a name leads to, its
 * gifts, its forum and the viewer's friend state are what they were. A read then costs one look at the stamp instead
 * of three queries, the JSON of the list's fields and a hash. Kept per viewer (a user id, or none for everyone not
 * logged in): a page holds its viewer's own cross-off guids and friend link, so it is never served to another. Who may
 * see the list is decided for every read, on the kept list document with the caller's session (owners, access type,
 * question grants). With a store that keeps no stamp, every read makes the page (VisitorPages keeps its gifts).
 */
@Injectable()
export class VisitorAnswers {
  private readonly kept = new Map<string, Kept>();
  private bytesKept = 0;

  constructor(
    private readonly queries: WishlistQueries,
    private readonly pages: VisitorPages,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  async read(username: string, viewer: Viewer): Promise<VisitorPage | 'WishlistNotFound' | 'NoAccess'> {
    // Taken before anything is read: a write while the page is made moves it, and the page is not used again.
    const stamp = this.store.changeStamp();
    const key = `${viewer.userId ?? ''} ${username.toLowerCase()}`;
    const kept = this.kept.get(key);
    if (kept && kept.stamp === stamp) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return allowed(kept.list, viewer) ? kept : 'NoAccess';
    }
    const list = username.length <= limits.usernameMax ? await this.queries.byUsername(username) : null;
    if (!list) return 'WishlistNotFound';
    if (!allowed(list, viewer)) return 'NoAccess';
    const page = await this.pages.bytes(list, viewer.userId);
    if (stamp !== null) this.keep(key, { ...page, stamp, list });
    return page;
  }

  private keep(key: string, page: Kept) {
    const current = this.kept.get(key);
    if (current && current.stamp > page.stamp) return;
    if (current) this.forget(key, current);
    this.kept.set(key, page);
    this.bytesKept += page.body.length;
    for (const [oldest, old] of this.kept) {
      if (this.bytesKept <= BYTES_KEPT) break;
      this.forget(oldest, old);
    }
  }

  private forget(key: string, page: Kept) {
    this.kept.delete(key);
    this.bytesKept -= page.body.length;
  }
}

const allowed = (list: WishlistDocument, viewer: Viewer) => accessStateOf(list, list.wishlistId, viewer) === 'Access';
