import { Inject, Injectable } from '@nestjs/common';
import { type CurrentUser, type PasswordHolder, sendListAllowedFrom } from '@wl/contracts';
import { ACCOUNTS, type AccountDocument, type DocumentStore } from '@wl/projections';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { WishlistQueries } from '../wishlist/index.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';

export function currentUserOf(account: AccountDocument): CurrentUser {
  return {
    privateGuid: account.userId,
    publicGuid: account.publicGuid,
    email: account.email ?? '',
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    isAccount: account.isAccount,
    overviewEmailFrequency: account.overviewEmailFrequency,
    enableCrossOffNotifications: account.enableCrossOffNotifications,
    emailVerified: account.emailVerified,
    sendListAllowedFrom: sendListAllowedFrom(account.createdAt),
  };
}

@Injectable()
export class AccountQueries {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly personal: PersonalData,
    private readonly wishlists: WishlistQueries,
    private readonly aggregates: AggregateStore,
  ) {}

  byId(userId: string): Promise<AccountDocument | null> {
    return this.store.get<AccountDocument>(ACCOUNTS, userId);
  }

  /** What a new password of the user may not repeat: their names, address and the usernames of the lists they made. */
  async passwordHolder(userId: string): Promise<PasswordHolder> {
    const [account, lists] = await Promise.all([this.byId(userId), this.wishlists.listsOf(userId)]);
    const usernames = lists.filter((list) => list.primaryOwnerId === userId).map((list) => list.username);
    return { firstName: account?.firstName, lastName: account?.lastName, email: account?.email, usernames };
  }

  /** An e-mail address, or the username of a list whose primary owner logs in. */
  async byLoginIdentifier(identifier: string): Promise<AccountDocument | null> {
    if (identifier.includes('@')) {
      const [account] = await this.store.find<AccountDocument>(
        ACCOUNTS,
        { emailIndex: await this.personal.index('email', identifier) },
        1,
      );
      return account ?? null;
    }
    const list = await this.wishlists.byUsername(identifier);
    return list ? this.byId(list.primaryOwnerId) : null;
  }

  /** Who holds a unique value now, read from its claim stream (the source of truth, not a read model). */
  async claimHolder(kind: 'email' | 'username', value: string): Promise<string | null> {
    const { state } = await this.aggregates.load(
      claimStream(kind, await this.personal.index(kind, value)),
      claimDecider,
    );
    return state.ownerId;
  }
}
