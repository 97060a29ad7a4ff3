import { Injectable } from '@nestjs/common';
import { accessStateOf, type Viewer, WishlistQueries } from '../wishlist/index.js';

/**
 * Who may join which list group. Owners follow their list through the owner group only: the visitor group tells of
 * cross-offs, which an owner must not learn of while the list hides them.
 */
@Injectable()
export class LiveAccess {
  constructor(private readonly queries: WishlistQueries) {}

  async mayFollowAsVisitor(wishlistPublicGuid: string, viewer: Viewer): Promise<boolean> {
    const list = await this.queries.byPublicGuid(wishlistPublicGuid);
    return list !== null && accessStateOf(list, list.wishlistId, viewer) === 'Access';
  }

  async mayFollowAsOwner(wishlistId: string, userId: string | null): Promise<boolean> {
    const list = await this.queries.byId(wishlistId);
    return list !== null && userId !== null && list.ownerIds.includes(userId);
  }
}
