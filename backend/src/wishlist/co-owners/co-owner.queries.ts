import { Inject, Injectable } from '@nestjs/common';
import type { Owner, OwnerInvite, OwnersAndInvitesAnswer } from '@wl/contracts';
import {
  type AccountDocument,
  type DocumentStore,
  WISHLIST_INVITES,
  type WishlistDocument,
  type WishlistInvitesDocument,
} from '@wl/projections';
import { Clock } from '../../platform/domain/clock.js';
import { DOCUMENT_STORE } from '../../platform/tokens.js';
import { OwnerPresence } from '../../presence/index.js';
import { WishlistQueries } from '../wishlist.queries.js';
import { CoOwners } from './co-owners.js';

/**
 * The owners of a list (primary owner first) and its open invites: every owner sees the invitees' names, only the
 * primary owner their links (a link makes whoever opens it an owner; docs/permissions.md, "Co-owner invites").
 */
@Injectable()
export class CoOwnerQueries {
  constructor(
    private readonly queries: WishlistQueries,
    private readonly coOwners: CoOwners,
    private readonly presence: OwnerPresence,
    private readonly clock: Clock,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  async ownersAndInvites(list: WishlistDocument, viewerId: string): Promise<OwnersAndInvitesAnswer> {
    const ownerIds = [list.primaryOwnerId, ...list.ownerIds.filter((id) => id !== list.primaryOwnerId)];
    const [accounts, online, invites] = await Promise.all([
      this.queries.accounts(ownerIds),
      this.presence.onlineOwners(list.wishlistId),
      this.store.get<WishlistInvitesDocument>(WISHLIST_INVITES, list.wishlistId),
    ]);
    const now = this.clock.now().toISOString();
    const withLink = viewerId === list.primaryOwnerId;
    return {
      owners: accounts.map((account) => ownerOf(account, online.has(account.userId))),
      invites: (invites?.open ?? [])
        .filter((i) => i.expiresAt > now)
        .map((i): OwnerInvite =>
          withLink
            ? { guid: i.guid, name: i.name, url: this.coOwners.inviteUrl(i.guid) }
            : { guid: null, name: i.name, url: null },
        ),
    };
  }

  /** The invitee's name as the inviting owner typed it, while the invite is open. */
  async inviteeName(wishlistId: string, inviteHash: string): Promise<string> {
    const invites = await this.store.get<WishlistInvitesDocument>(WISHLIST_INVITES, wishlistId);
    return invites?.open.find((i) => i.inviteHash === inviteHash)?.name ?? '';
  }
}

/**
 * An owner's avatar is derived from the person alone, so it is the same on every list and device: the initials of
 * their first and last name, and a colour picked from a palette by their public guid.
 */
export function ownerOf(account: AccountDocument, isOnline: boolean): Owner {
  const { firstName, lastName, publicGuid } = account;
  return {
    publicUserGuid: publicGuid,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    initials: `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase(),
    color: colorOf(publicGuid),
    isOnline,
  };
}

/** A small palette with enough contrast for white initials (WCAG AA for large text). */
function colorOf(id: string): string {
  const palette = ['#1d4ed8', '#047857', '#b91c1c', '#7c3aed', '#b45309', '#0f766e', '#be185d', '#4338ca'];
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length]!;
}
