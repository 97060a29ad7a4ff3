import type { ProjectionContext, ProjectionEvent } from '../runner/projection.js';
import {
  INVITE_LOOKUP,
  ownerKey,
  WISHLIST_INVITES,
  WISHLIST_OWNERS,
  WISHLISTS,
  type WishlistDocument,
  type WishlistInvitesDocument,
} from './wishlist-document.js';

type Of<T extends ProjectionEvent['type']> = Extract<ProjectionEvent, { type: T }>;

/** The co-owner events' part of the wishlists read model: invites, and the owners they add or removal takes away. */
export async function applyCoOwnerEvent(
  event: Of<'ExtraOwnerInvited' | 'ExtraOwnerInviteRevoked' | 'ExtraOwnerInviteAccepted' | 'ExtraOwnerRemoved'>,
  context: ProjectionContext,
) {
  const { wishlistId } = event.data;
  switch (event.type) {
    case 'ExtraOwnerInvited': {
      const { inviteHash, expiresAt, personal } = event.data;
      context.put(INVITE_LOOKUP, inviteHash, { inviteHash, wishlistId });
      // An erased inviter's invite has no name or link left to show; it still counts for the lookup.
      return changeInvites(context, wishlistId, (i) => ({
        ...i,
        open: personal ? [...i.open, { inviteHash, guid: personal.guid, name: personal.name, expiresAt }] : i.open,
        allHashes: [...i.allHashes, inviteHash],
      }));
    }
    case 'ExtraOwnerInviteRevoked':
      context.delete(INVITE_LOOKUP, event.data.inviteHash);
      return changeInvites(context, wishlistId, (i) => ({
        ...i,
        open: withoutInvite(i, event.data.inviteHash),
        allHashes: i.allHashes.filter((h) => h !== event.data.inviteHash),
      }));
    case 'ExtraOwnerInviteAccepted': {
      const { userId, inviteHash } = event.data;
      await changeInvites(context, wishlistId, (i) => ({ ...i, open: withoutInvite(i, inviteHash) }));
      context.put(WISHLIST_OWNERS, ownerKey(userId, wishlistId), { userId, wishlistId });
      return changeOwners(context, wishlistId, (ids) => (ids.includes(userId) ? ids : [...ids, userId]));
    }
    case 'ExtraOwnerRemoved':
      context.delete(WISHLIST_OWNERS, ownerKey(event.data.userId, wishlistId));
      return changeOwners(context, wishlistId, (ids) => ids.filter((id) => id !== event.data.userId));
  }
}

/** A deleted list's invites go with it. */
export async function deleteInvitesOf(wishlistId: string, context: ProjectionContext) {
  const invites = await context.get<WishlistInvitesDocument>(WISHLIST_INVITES, wishlistId);
  invites?.allHashes.forEach((hash) => context.delete(INVITE_LOOKUP, hash));
  context.delete(WISHLIST_INVITES, wishlistId);
}

const withoutInvite = (invites: WishlistInvitesDocument, inviteHash: string) =>
  invites.open.filter((i) => i.inviteHash !== inviteHash);

async function changeInvites(
  context: ProjectionContext,
  wishlistId: string,
  change: (i: WishlistInvitesDocument) => WishlistInvitesDocument,
) {
  const invites = (await context.get<WishlistInvitesDocument>(WISHLIST_INVITES, wishlistId)) ?? {
    wishlistId,
    open: [],
    allHashes: [],
  };
  context.put(WISHLIST_INVITES, wishlistId, change(invites));
}

/** Who owns the list changes nothing a visitor sees: `lastUpdated` stays. */
async function changeOwners(context: ProjectionContext, wishlistId: string, change: (ownerIds: string[]) => string[]) {
  const list = await context.get<WishlistDocument>(WISHLISTS, wishlistId);
  if (list) context.put(WISHLISTS, wishlistId, { ...list, ownerIds: change(list.ownerIds) });
}
