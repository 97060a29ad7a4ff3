import type { EventType, GiftChange, LiveMessage, LiveMessageName } from '@wl/contracts';
import type { HandledEvent } from '@wl/projections';
import type { ListFacts, LiveFacts } from './live-facts.js';
import { rooms } from '../platform/live/rooms.js';

/** One step of a push: a message to a group, or taking sockets out of a group (only those also in `memberOf`). */
export type LiveTarget =
  | { kind: 'publish'; room: string; name: LiveMessageName; message: LiveMessage<LiveMessageName> }
  | { kind: 'leave'; room: string; memberOf?: string };

/** The read models a push may follow: it is sent once that one committed the event (DESIGN decision 8). */
export type LiveProjection = 'wishlists' | 'crossed_off' | 'friends' | 'forum' | 'lotings';

export type LiveEvent<T extends EventType> = HandledEvent<T>;
type Route<T extends EventType> = (event: LiveEvent<T>, facts: LiveFacts) => Promise<LiveTarget[]>;
/** Per read model, what one event tells whom once that read model wrote it; no entry: no group is told. */
export type LiveRoutes<T extends EventType> = Partial<Record<LiveProjection, Route<T>>>;

const publish = <N extends LiveMessageName>(room: string, name: N, message: LiveMessage<N>): LiveTarget => ({
  kind: 'publish',
  room,
  name,
  message,
});
const leave = (room: string, memberOf?: string): LiveTarget => ({
  kind: 'leave',
  room,
  ...(memberOf ? { memberOf } : {}),
});
const contextOf = (event: { metadata: { contextId?: string | null } }) => event.metadata.contextId ?? null;

type OnList = { data: { wishlistId: string }; metadata: { contextId?: string | null } };

/**
 * Every page of the list reloads: the owners, and the visitors while the list exists. After an access change the
 * visitors' group is emptied once they were told: each page joins again, and the join checks anew whether it may.
 */
async function wholeList(
  wishlistId: string,
  contextId: string | null,
  facts: LiveFacts,
  accessChanged = false,
): Promise<LiveTarget[]> {
  const owners = publish(rooms.owners(wishlistId), 'OwnerWishlistChanged', {
    wishlistPrivateGuid: wishlistId,
    giftPublicGuid: null,
    change: 'ListUpdated',
    contextId,
  });
  const list = await facts.list(wishlistId);
  if (!list) return [owners];
  const visitors = rooms.wishlist(list.publicGuid);
  const told = publish(visitors, 'WishlistChanged', {
    wishlistPublicGuid: list.publicGuid,
    contextId,
    ...(accessChanged ? { accessChanged } : {}),
  });
  return accessChanged ? [owners, told, leave(visitors)] : [owners, told];
}

const listChanged = (event: OnList, facts: LiveFacts) => wholeList(event.data.wishlistId, contextOf(event), facts);

/** The friends overview shows the list's names, picture and birthday: each friend's own group reloads it. */
async function friendsOverview(
  wishlistId: string,
  list: ListFacts,
  contextId: string | null,
  facts: LiveFacts,
): Promise<LiveTarget[]> {
  return (await facts.friendsOf(wishlistId)).map((userId) =>
    publish(rooms.user(userId), 'FriendListChanged', { wishlistPublicGuid: list.publicGuid, contextId }),
  );
}

/** A change the overview does not show (it hides closed lists) tells the friends nothing. */
async function friendsOfList(event: OnList, facts: LiveFacts): Promise<LiveTarget[]> {
  const list = await facts.list(event.data.wishlistId);
  return list?.shownToFriends ? friendsOverview(event.data.wishlistId, list, contextOf(event), facts) : [];
}

/**
 * New settings: the list's pages (the visitors join again) and its friends, also when the list was just closed (it
 * leaves their overview).
 */
async function settingsChanged(event: LiveEvent<'WishlistSettingsChanged'>, facts: LiveFacts): Promise<LiveTarget[]> {
  const { wishlistId } = event.data;
  const list = await facts.list(wishlistId);
  return [
    ...(await wholeList(wishlistId, contextOf(event), facts, true)),
    ...(list ? await friendsOverview(wishlistId, list, contextOf(event), facts) : []),
  ];
}

/** The surprise rule: owners hear of a cross-off (or its undo) only while their list shows cross-offs. */
const giftChanged =
  (change: GiftChange) =>
  async (event: OnList & { data: { giftId: string } }, facts: LiveFacts): Promise<LiveTarget[]> => {
    const { giftId, wishlistId } = event.data;
    const contextId = contextOf(event);
    const list = await facts.list(wishlistId);
    if (!list) return [];
    const visitors = publish(rooms.wishlist(list.publicGuid), 'GiftChanged', {
      wishlistPublicGuid: list.publicGuid,
      giftPublicGuid: giftId,
      change,
      contextId,
    });
    const revealsCrossOff = change === 'CrossedOff' || change === 'CrossOffUndone';
    if (revealsCrossOff && !list.showCrossedOff) return [visitors];
    return [
      visitors,
      publish(rooms.owners(wishlistId), 'OwnerWishlistChanged', {
        wishlistPrivateGuid: wishlistId,
        giftPublicGuid: giftId,
        change,
        contextId,
      }),
    ];
  };

/** The giver's own crossed-off overview. */
const crossedOffOverview =
  (isCrossedOff: boolean) =>
  async (event: { data: { giftId: string; byUserId: string }; metadata: { contextId?: string | null } }) => [
    publish(rooms.user(event.data.byUserId), 'CrossedOffChanged', {
      giftPublicGuid: event.data.giftId,
      isCrossedOff,
      contextId: contextOf(event),
    }),
  ];

type OwnersChange = LiveMessage<'OwnersChanged'>['change'];
const ownersChanged = (
  change: OwnersChange,
  wishlistId: string,
  publicUserGuid: string | null,
  contextId: string | null,
) =>
  publish(rooms.owners(wishlistId), 'OwnersChanged', {
    wishlistPrivateGuid: wishlistId,
    change,
    publicUserGuid,
    contextId,
  });
/** Every owner hears of changes to the owners and invites; an invite is named by nobody. */
const inviteChanged = (change: OwnersChange) => async (event: OnList) => [
  ownersChanged(change, event.data.wishlistId, null, contextOf(event)),
];

/**
 * The visitors, owners and friends of a deleted list are told, and its groups emptied: the pages show that the list no
 * longer exists instead of a stale list. Its public guid and access come from its stream, as its read model is gone.
 */
async function listDeleted(event: LiveEvent<'WishlistDeleted'>, facts: LiveFacts): Promise<LiveTarget[]> {
  const { wishlistId } = event.data;
  const contextId = contextOf(event);
  const owners = rooms.owners(wishlistId);
  const toOwners = [
    publish(owners, 'OwnerWishlistDeleted', { wishlistPrivateGuid: wishlistId, contextId }),
    leave(owners),
  ];
  const list = await facts.deletedList(wishlistId);
  if (!list) return toOwners;
  const visitors = rooms.wishlist(list.publicGuid);
  return [
    publish(visitors, 'WishlistDeleted', { wishlistPublicGuid: list.publicGuid, contextId }),
    leave(visitors),
    ...toOwners,
    ...(list.shownToFriends ? await friendsOverview(wishlistId, list, contextId, facts) : []),
  ];
}

/**
 * Lot drawing: the organizer view hears that a lot was viewed or (de)coupled; the lot view of whoever drew that
 * participant hears the new link. No message names a giver.
 */
async function lotChanged(
  event: LiveEvent<'LotViewed' | 'LotWishlistSelected'>,
  facts: LiveFacts,
): Promise<LiveTarget[]> {
  const loting = await facts.loting(event.data.lotingId);
  const participantPublicGuid = loting.participants.find(
    (p) => p.participantId === event.data.participantId,
  )?.publicGuid;
  if (!participantPublicGuid) return [];
  const organizer = rooms.loting(loting.publicGuid);
  const contextId = contextOf(event);
  if (event.type === 'LotViewed')
    return [
      publish(organizer, 'SetLotToViewed', { lotingPublicGuid: loting.publicGuid, participantPublicGuid, contextId }),
    ];
  const { wishlistId } = event.data;
  return [
    publish(organizer, 'SetLotHasWishlist', {
      lotingPublicGuid: loting.publicGuid,
      participantPublicGuid,
      hasWishlist: wishlistId !== null,
      contextId,
    }),
    publish(rooms.drawnLot(participantPublicGuid), 'SetLotWishlistLink', {
      participantPublicGuid,
      wishlistLink: await facts.wishlistLink(wishlistId),
      contextId,
    }),
  ];
}

/** A deleted draw's groups are emptied: a join is refused from then on, and the pages learn of it at their next call. */
async function lotingDeleted(event: LiveEvent<'LotingDeleted'>, facts: LiveFacts): Promise<LiveTarget[]> {
  const loting = await facts.loting(event.data.lotingId);
  return [
    leave(rooms.loting(loting.publicGuid)),
    ...loting.participants.map((p) => leave(rooms.drawnLot(p.publicGuid))),
  ];
}

const none = {};

/**
 * What every event type tells which live group (docs/architecture.md, "Live updates"). A new event type does not
 * compile until it is decided here; the one-word comments say why a group of types tells nobody.
 */
export const liveRoutes: { [T in EventType]: LiveRoutes<T> } = {
  // account: the user's own pages, loaded when opened; an ended session drops its sockets (live.gateway.ts)
  UserRegistered: none,
  UserUpgradedToAccount: none,
  PasswordResetRequested: none,
  EmailVerificationRequested: none,
  EmailVerified: none,
  SignInLinkRequested: none,
  SignedInWithLink: none,
  PasswordChanged: none,
  ProfileChanged: none,
  EmailSettingsChanged: none,
  UserDeleted: none,
  // claims: uniqueness of addresses and usernames, shown nowhere
  ValueClaimed: none,
  ValueReleased: none,
  // new: nobody follows a list that did not exist yet
  WishlistCreated: none,
  // mail: the message is the mail
  WishlistSent: none,
  ContactMessageSent: none,
  LotNudgeSent: none,
  LotQuestionAsked: none,
  LotQuestionAnswered: none,
  LotResent: none,
  // membership: the list's bookkeeping of its gifts; the gift's own event (GiftCreated, GiftMoved, GiftDeleted) tells
  GiftAdded: none,
  GiftPlaced: none,
  GiftEnded: none,
  GiftMovedAway: none,
  CategoryMoveStarted: none,
  // secret: who drew whom is never pushed; a new draw has no one following it yet
  LotingCreated: none,
  LotsDrawn: none,
  // account: a lot linked to the account that opened it shows in that account's lots home when it next loads
  LotHolderLinked: none,
  // audit: support's records, read in the console
  SupportAccessRecorded: none,
  SupportAccessForwarded: none,
  // catalogue: shop pages load the directory; a gift's new offers come as GiftOffersChanged
  ShopCategoryAdded: none,
  ShopAdded: none,
  ShopCategoryRenamed: none,
  ShopCategoryRemoved: none,
  ShopChanged: none,
  ShopRemoved: none,
  ShopLogoChanged: none,
  CatalogueProductsChanged: none,

  WishlistDeleted: { wishlists: listDeleted },
  WishlistTitleChanged: { wishlists: listChanged },
  WishlistDescriptionChanged: { wishlists: listChanged },
  WishlistOccasionChanged: { wishlists: listChanged },
  WishlistSettingsChanged: { wishlists: settingsChanged },
  WishlistImageChanged: {
    wishlists: async (event, facts) => [...(await listChanged(event, facts)), ...(await friendsOfList(event, facts))],
  },
  // The owner page shows the birthday (the visitor page does not), the friends overview too.
  WishlistBirthdaySet: {
    wishlists: async (event, facts) => [
      publish(rooms.owners(event.data.wishlistId), 'OwnerWishlistChanged', {
        wishlistPrivateGuid: event.data.wishlistId,
        giftPublicGuid: null,
        change: 'ListUpdated',
        contextId: contextOf(event),
      }),
      ...(await friendsOfList(event, facts)),
    ],
  },
  // An empty category shows nothing to visitors.
  CategoryCreated: {
    wishlists: async (event) => [
      publish(rooms.owners(event.data.wishlistId), 'OwnerWishlistChanged', {
        wishlistPrivateGuid: event.data.wishlistId,
        giftPublicGuid: null,
        change: 'CategoryCreated',
        contextId: contextOf(event),
      }),
    ],
  },
  CategoryMovedIn: { wishlists: listChanged },
  CategoryMovedOut: { wishlists: listChanged },
  CategoryRenamed: { wishlists: listChanged },
  CategoryDeleted: { wishlists: listChanged },
  CategoriesReordered: { wishlists: listChanged },
  GiftsReordered: { wishlists: listChanged },
  GiftCreated: { wishlists: giftChanged('Created') },
  GiftUpdated: { wishlists: giftChanged('Updated') },
  GiftOffersChanged: { wishlists: giftChanged('Updated') },
  GiftDeleted: { wishlists: giftChanged('Deleted') },
  GiftMoved: {
    wishlists: async (event, facts) => [
      ...(await wholeList(event.data.fromWishlistId, contextOf(event), facts)),
      ...(await wholeList(event.data.wishlistId, contextOf(event), facts)),
    ],
  },
  GiftCrossedOff: { wishlists: giftChanged('CrossedOff'), crossed_off: crossedOffOverview(true) },
  CrossOffUndone: { wishlists: giftChanged('CrossOffUndone'), crossed_off: crossedOffOverview(false) },
  RemovedCrossOffHidden: { crossed_off: crossedOffOverview(false) },

  ExtraOwnerInvited: { wishlists: inviteChanged('Invited') },
  ExtraOwnerInviteRevoked: { wishlists: inviteChanged('InviteRevoked') },
  ExtraOwnerInviteAccepted: {
    wishlists: async (event, facts) => [
      ownersChanged('Accepted', event.data.wishlistId, await facts.publicUserGuid(event.data.userId), contextOf(event)),
    ],
  },
  // The removed co-owner's sockets leave the owner group at once (in every process); their own group is told, so
  // their open owner page reloads to no access.
  ExtraOwnerRemoved: {
    wishlists: async (event, facts) => {
      const { wishlistId, userId } = event.data;
      const contextId = contextOf(event);
      return [
        leave(rooms.owners(wishlistId), rooms.user(userId)),
        publish(rooms.user(userId), 'OwnershipEnded', { wishlistPrivateGuid: wishlistId, contextId }),
        ownersChanged('Removed', wishlistId, await facts.publicUserGuid(userId), contextId),
      ];
    },
  },

  FriendAdded: {
    friends: async (event) => [
      publish(rooms.user(event.data.userId), 'FriendsChanged', {
        friendPrivateGuid: event.data.friendPrivateGuid,
        isFriend: true,
        contextId: contextOf(event),
      }),
    ],
  },
  FriendRemoved: {
    friends: async (event) => [
      publish(rooms.user(event.data.userId), 'FriendsChanged', {
        friendPrivateGuid: event.data.friendPrivateGuid,
        isFriend: false,
        contextId: contextOf(event),
      }),
    ],
  },
  ForumPostCreated: { forum: listChanged },
  ForumPostDeleted: { forum: listChanged },

  LotViewed: { lotings: lotChanged },
  LotWishlistSelected: { lotings: lotChanged },
  LotingDeleted: { lotings: lotingDeleted },
};

/** What `event` tells whom now that `projection` committed it (nothing when that read model is not the one it follows). */
export function liveTargets<T extends EventType>(
  event: LiveEvent<T> & { type: T },
  projection: string,
  facts: LiveFacts,
): Promise<LiveTarget[]> {
  const routes: LiveRoutes<T> = liveRoutes[event.type];
  const route = isLiveProjection(projection) ? routes[projection] : undefined;
  return route ? route(event, facts) : Promise.resolve([]);
}

const liveProjections: Record<LiveProjection, true> = {
  wishlists: true,
  crossed_off: true,
  friends: true,
  forum: true,
  lotings: true,
};
export const isLiveProjection = (name: string): name is LiveProjection => Object.hasOwn(liveProjections, name);
