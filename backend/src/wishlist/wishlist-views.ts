import { Injectable } from '@nestjs/common';
import type { OwnerWishlist, VisitorWishlist } from '@wl/contracts';
import type { WishlistDocument } from '@wl/projections';
import { CoOwnerQueries } from './co-owners/co-owner.queries.js';
import { ForumQueries } from './forum.queries.js';
import { ownerView, visitorView } from './views.js';
import { WishlistQueries } from './wishlist.queries.js';

/**
 * A list's owner view and visitor view, read from the read models its queries read: the live ones for the API, or a
 * copy rebuilt up to a past moment for support (docs/support.md, "State at a moment"). Access checks stay with the caller.
 */
@Injectable()
export class WishlistViews {
  constructor(
    private readonly queries: WishlistQueries,
    private readonly forum: ForumQueries,
    private readonly coOwners: CoOwnerQueries,
  ) {}

  async forOwner(list: WishlistDocument, userId: string): Promise<OwnerWishlist> {
    const [content, owners, forum] = await Promise.all([
      this.queries.content(list),
      this.coOwners.ownersAndInvites(list, userId),
      this.forum.postsOf(list.wishlistId, userId, true),
    ]);
    return ownerView(content, userId, owners, forum);
  }

  async forVisitor(list: WishlistDocument, viewerId: string | null): Promise<VisitorWishlist> {
    const [content, friendGuid, forum] = await Promise.all([
      this.queries.content(list),
      this.queries.friendGuid(viewerId, list.wishlistId),
      this.forum.postsOf(list.wishlistId, viewerId),
    ]);
    return visitorView(content, viewerId, friendGuid, forum);
  }
}
