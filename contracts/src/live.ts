import { z } from 'zod';

/** Client → server: join a group. The server checks that the caller may be in it. */
export const JoinWishlistGroup = z.object({ wishlistPublicGuid: z.string() });
export const JoinOwnerGroup = z.object({ wishlistPrivateGuid: z.string() });
export const JoinAnswer = z.object({ ok: z.boolean() });
/** Client → server: the owner page was left while the tab's socket stays open (its owner may go offline). */
export const LeaveOwnerGroup = z.object({ wishlistPrivateGuid: z.string() });

/** Lot drawing: the organizer view joins with the manage guid, a lot view with its own lot and whom it drew. */
export const JoinLotingGroup = z.object({ lotingPublicGuid: z.string(), manageGuid: z.string() });
export const JoinDrawnLotGroup = z.object({ drawnParticipantPublicGuid: z.string(), lotPrivateGuid: z.string() });

export const GiftChange = z.enum(['Created', 'Updated', 'Deleted', 'CrossedOff', 'CrossOffUndone']);
export type GiftChange = z.infer<typeof GiftChange>;

/**
 * Server → client messages by group. `contextId` is the sender's live connection, so a tab can skip its own echo.
 * The owner group receives CrossedOff/CrossOffUndone only while the list shows crossed-off gifts.
 */
export const liveMessages = {
  /** Wishlist group (visitors of one list). */
  GiftChanged: z.object({
    wishlistPublicGuid: z.string(),
    giftPublicGuid: z.string(),
    change: GiftChange,
    contextId: z.string().nullable(),
  }),
  /**
   * Wishlist group: the list itself changed (title, settings, categories, order): reload it. With `accessChanged` the
   * server has also taken every socket out of the group: join again (the join is checked anew).
   */
  WishlistChanged: z.object({
    wishlistPublicGuid: z.string(),
    contextId: z.string().nullable(),
    accessChanged: z.boolean().optional(),
  }),
  /** Wishlist group: the list was deleted; the server has taken every socket out of the group. */
  WishlistDeleted: z.object({ wishlistPublicGuid: z.string(), contextId: z.string().nullable() }),
  /** Owner group (owners of one list). */
  OwnerWishlistChanged: z.object({
    wishlistPrivateGuid: z.string(),
    giftPublicGuid: z.string().nullable(),
    change: GiftChange.or(z.enum(['CategoryCreated', 'ListUpdated'])),
    contextId: z.string().nullable(),
  }),
  /**
   * Owner group: the owners, the open invites or who of the owners is online changed: fetch `GetOwnersAndInvites`
   * again and highlight what changed. `publicUserGuid` names the owner concerned (null for an invite).
   */
  OwnersChanged: z.object({
    wishlistPrivateGuid: z.string(),
    change: z.enum(['Invited', 'InviteRevoked', 'Accepted', 'Removed', 'Online', 'Offline']),
    publicUserGuid: z.string().nullable(),
    contextId: z.string().nullable(),
  }),
  /** Owner group: the list was deleted; the server has taken every socket out of the group. */
  OwnerWishlistDeleted: z.object({ wishlistPrivateGuid: z.string(), contextId: z.string().nullable() }),
  /** The user's own group: they are no longer an owner of this list (removed by the primary owner): reload it. */
  OwnershipEnded: z.object({ wishlistPrivateGuid: z.string(), contextId: z.string().nullable() }),
  /** The user's own group: their friends changed (in another tab or device). */
  FriendsChanged: z.object({ friendPrivateGuid: z.string(), isFriend: z.boolean(), contextId: z.string().nullable() }),
  /**
   * The user's own group: a list they follow as a friend changed what the friends overview shows of it (name, picture,
   * birthday, access), or was deleted.
   */
  FriendListChanged: z.object({ wishlistPublicGuid: z.string(), contextId: z.string().nullable() }),
  /** The user's own group: their crossed-off overview changed. */
  CrossedOffChanged: z.object({
    giftPublicGuid: z.string(),
    isCrossedOff: z.boolean(),
    contextId: z.string().nullable(),
  }),
  /** Loting group (organizer view): a participant opened their lot for the first time. */
  SetLotToViewed: z.object({
    lotingPublicGuid: z.string(),
    participantPublicGuid: z.string(),
    contextId: z.string().nullable(),
  }),
  /** Loting group: a participant coupled or decoupled a list. */
  SetLotHasWishlist: z.object({
    lotingPublicGuid: z.string(),
    participantPublicGuid: z.string(),
    hasWishlist: z.boolean(),
    contextId: z.string().nullable(),
  }),
  /** Drawn-lot group (the lot view of whoever drew this participant): the participant's coupled list changed. */
  SetLotWishlistLink: z.object({
    participantPublicGuid: z.string(),
    wishlistLink: z.string().nullable(),
    contextId: z.string().nullable(),
  }),
} as const;
export type LiveMessageName = keyof typeof liveMessages;
export type LiveMessage<N extends LiveMessageName> = z.infer<(typeof liveMessages)[N]>;
