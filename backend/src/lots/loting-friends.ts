import { Inject, Injectable } from '@nestjs/common';
import type { LotingFriend, LotingFriendsList } from '@wl/contracts';
import { type DocumentStore, FRIENDS, type FriendDocument } from '@wl/projections';
import type { AppConfig } from '../platform/config/config.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../platform/tokens.js';
import { ownerFullName, WishlistQueries } from '../wishlist/index.js';

/**
 * Whom a user may add to a draw as a friend (`LotingFriendsList`; `Loting/Create` checks the same rule on streams,
 * `create-loting/draw-people.ts`): the single owner of each list they follow, as the friends overview shows them
 * (lists deleted or made private since drop out). A list with several owners is not one person and is left out; the
 * user themselves too. The owner's account stays on the server (its address is never answered).
 */
@Injectable()
export class LotingFriends {
  constructor(
    private readonly wishlists: WishlistQueries,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(userId: string): Promise<LotingFriendsList> {
    const follows = await this.store.find<FriendDocument>(FRIENDS, { userId }, 10_000);
    const byUser = new Map<string, LotingFriend>();
    let hadMultiUserFriends = false;
    for (const follow of follows) {
      const list = await this.wishlists.byId(follow.wishlistId);
      if (!list?.username || list.accessType === 'CLOSED') continue;
      if (list.ownerIds.length > 1) {
        hadMultiUserFriends = true;
        continue;
      }
      const [account] = await this.wishlists.accounts(list.ownerIds);
      if (!account || account.userId === userId || byUser.has(account.userId)) continue;
      byUser.set(account.userId, {
        fullName: ownerFullName(list),
        publicUserGuid: account.publicGuid,
        wishlistUrlForDisplay: `${this.displayHost()}/${list.username}`,
      });
    }
    const friends = [...byUser.values()].sort((a, b) => a.fullName.localeCompare(b.fullName, 'nl-BE'));
    return { friends, hadMultiUserFriends };
  }

  /** The site's address as people write it: host without scheme. */
  private displayHost(): string {
    return new URL(this.config.publicUrl).host;
  }
}
