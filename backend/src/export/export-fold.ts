import { type PersonalDataExport, ProfilePersonal, personalSchemas, type Sealed } from '@wl/contracts';
import { unhandled } from '@wl/projections';
import type { z } from 'zod';
import { userDecider, type UserState } from '../account/user.decider.js';
import type { LogEntry } from './my-events.js';

type Export = PersonalDataExport;
type List = Export['lists'][number];
type Category = List['categories'][number];
type Gift = Category['gifts'][number] & { wishlistId: string; categoryId: string };
/** A category and the list it is on now (a category can move to another list of the person). */
type Placed = { wishlistId: string; category: Category };
type Personal<T extends keyof typeof personalSchemas> = z.infer<(typeof personalSchemas)[T]> | null;

/** Opens a sealed value with its person's key: null once the key is gone. */
export type Opener = (sealed: Sealed) => Promise<unknown>;

export type FoldedSections = Pick<
  Export,
  | 'account'
  | 'lists'
  | 'coOwnedLists'
  | 'crossOffs'
  | 'friends'
  | 'forumPosts'
  | 'sentLists'
  | 'supportAccess'
  | 'pictures'
> & {
  /** The account's e-mail index and whether it is confirmed: a lot sent to that address is the person's. */
  emailIndex: string | null;
  emailVerified: boolean;
};

/**
 * Folds the person's own events (picked by MyEvents, in log order) into the export's sections. The switch names every
 * event type, those it leaves out too (codes, list-internal bookkeeping such as GiftAdded, others' data), so a new
 * type does not compile until someone decides whether the export shows it. The account's stream is folded by the
 * user decider, as every other reader of it does; the export adds only what the decider does not keep.
 */
export async function foldSections(
  events: LogEntry[],
  open: Opener,
  publicGuids: Map<string, string>,
): Promise<FoldedSections> {
  const listGuid = (wishlistId: string) => publicGuids.get(wishlistId) ?? '';
  const opened = async <T extends keyof typeof personalSchemas>(type: T, sealed: Sealed): Promise<Personal<T>> => {
    const parsed = personalSchemas[type].nullable().safeParse(await open(sealed));
    return (parsed.success ? parsed.data : null) as Personal<T>;
  };
  let user: UserState = userDecider.initialState;
  const registration = {
    publicGuid: '',
    createdAt: '',
    receiveMailing: false,
    passwordChangedAt: null as string | null,
  };
  const lists = new Map<string, List>();
  const categories = new Map<string, Placed>();
  const gifts = new Map<string, Gift>();
  const coOwned: Export['coOwnedLists'] = [];
  const crossOffs: Export['crossOffs'] = [];
  const friends: Export['friends'] = [];
  const posts: Export['forumPosts'] = [];
  const sent: Export['sentLists'] = [];
  const support: Export['supportAccess'] = [];

  for (const event of events) {
    const at = event.metadata.at;
    switch (event.type) {
      case 'UserRegistered':
        user = userDecider.evolve(user, event);
        Object.assign(registration, {
          publicGuid: event.data.publicGuid,
          createdAt: at,
          receiveMailing: event.data.receiveMailing,
        });
        break;
      case 'UserUpgradedToAccount':
        user = userDecider.evolve(user, event);
        registration.receiveMailing = event.data.receiveMailing;
        break;
      case 'PasswordChanged':
        user = userDecider.evolve(user, event);
        registration.passwordChangedAt = at;
        break;
      case 'ProfileChanged':
      case 'EmailVerified':
      case 'EmailSettingsChanged':
      case 'PasswordResetRequested':
      case 'EmailVerificationRequested':
      case 'SignInLinkRequested':
      case 'SignedInWithLink':
      case 'UserDeleted':
        user = userDecider.evolve(user, event);
        break;
      case 'WishlistCreated': {
        const p = await opened(event.type, event.data.personal);
        lists.set(event.data.wishlistId, {
          wishlistId: event.data.wishlistId,
          publicGuid: event.data.publicGuid,
          createdAt: at,
          deletedAt: null,
          title: null,
          description: null,
          username: p?.username ?? '',
          firstName: p?.firstName ?? '',
          lastName: p?.lastName ?? '',
          city: p?.city ?? null,
          birthday: p?.birthday ?? null,
          occasion: null,
          occasionDate: null,
          accessType: event.data.accessType,
          accessQuestion: p?.accessQuestion ?? null,
          accessAnswer: p?.accessAnswer ?? null,
          includeInSearchResult: event.data.includeInSearchResult,
          showCrossedOff: event.data.showCrossedOff,
          imageId: null,
          themeId: null,
          categories: [],
        });
        break;
      }
      case 'WishlistSettingsChanged': {
        const list = lists.get(event.data.wishlistId);
        const p = await opened(event.type, event.data.personal);
        if (list)
          Object.assign(list, {
            username: p?.username ?? '',
            firstName: p?.firstName ?? '',
            lastName: p?.lastName ?? '',
            city: p?.city ?? null,
            birthday: p?.birthday ?? null,
            accessType: event.data.accessType,
            accessQuestion: p?.accessQuestion ?? null,
            accessAnswer: p?.accessAnswer ?? null,
            includeInSearchResult: event.data.includeInSearchResult,
            showCrossedOff: event.data.showCrossedOff,
          });
        break;
      }
      case 'WishlistTitleChanged':
        setList(lists, event.data.wishlistId, {
          title: (await opened(event.type, event.data.personal))?.title ?? null,
        });
        break;
      case 'WishlistDescriptionChanged':
        setList(lists, event.data.wishlistId, {
          description: (await opened(event.type, event.data.personal))?.description ?? null,
        });
        break;
      case 'WishlistBirthdaySet':
        setList(lists, event.data.wishlistId, {
          birthday: (await opened(event.type, event.data.personal))?.birthday ?? null,
        });
        break;
      case 'WishlistOccasionChanged':
        setList(lists, event.data.wishlistId, { occasion: event.data.occasion, occasionDate: event.data.occasionDate });
        break;
      case 'WishlistImageChanged':
        setList(lists, event.data.wishlistId, { imageId: event.data.imageId, themeId: event.data.themeId });
        break;
      case 'WishlistDeleted':
        setList(lists, event.data.wishlistId, { deletedAt: at });
        break;
      case 'CategoryCreated':
        categories.set(event.data.categoryId, {
          wishlistId: event.data.wishlistId,
          category: { categoryId: event.data.categoryId, name: event.data.name, deletedAt: null, gifts: [] },
        });
        break;
      case 'CategoryRenamed':
        setCategory(categories, event.data.categoryId, (p) => {
          p.category.name = event.data.name;
        });
        break;
      case 'CategoryDeleted':
        setCategory(categories, event.data.categoryId, (p) => {
          p.category.deletedAt = at;
        });
        break;
      case 'CategoryMovedIn':
        setCategory(categories, event.data.categoryId, (p) => {
          p.wishlistId = event.data.wishlistId;
        });
        break;
      case 'GiftCreated':
      case 'GiftUpdated': {
        const { giftId, wishlistId, categoryId, description, url, crossOffEnabled, imageId } = event.data;
        gifts.set(giftId, {
          giftId,
          wishlistId,
          categoryId,
          description,
          url,
          crossOffEnabled,
          imageId,
          createdAt: gifts.get(giftId)?.createdAt ?? at,
          deletedAt: null,
        });
        break;
      }
      case 'GiftMoved': {
        const gift = gifts.get(event.data.giftId);
        if (gift) Object.assign(gift, { wishlistId: event.data.wishlistId, categoryId: event.data.categoryId });
        break;
      }
      case 'GiftDeleted': {
        const gift = gifts.get(event.data.giftId);
        if (gift) gift.deletedAt = at;
        break;
      }
      case 'GiftCrossedOff':
        crossOffs.push({
          giftId: event.data.giftId,
          wishlistPublicGuid: listGuid(event.data.wishlistId),
          crossedOffAt: at,
          undoneAt: null,
        });
        break;
      case 'CrossOffUndone': {
        const crossOff = crossOffs.findLast((c) => c.giftId === event.data.giftId && c.undoneAt === null);
        if (crossOff) crossOff.undoneAt = at;
        break;
      }
      case 'FriendAdded':
        friends.push({ wishlistPublicGuid: listGuid(event.data.wishlistId), addedAt: at, removedAt: null });
        break;
      case 'FriendRemoved': {
        const friend = friends.findLast(
          (f) => f.wishlistPublicGuid === listGuid(event.data.wishlistId) && f.removedAt === null,
        );
        if (friend) friend.removedAt = at;
        break;
      }
      case 'ExtraOwnerInviteAccepted':
        coOwned.push({ wishlistPublicGuid: listGuid(event.data.wishlistId), since: at, until: null });
        break;
      case 'ExtraOwnerRemoved': {
        const ownership = coOwned.findLast(
          (o) => o.wishlistPublicGuid === listGuid(event.data.wishlistId) && o.until === null,
        );
        if (ownership) ownership.until = at;
        break;
      }
      case 'ForumPostCreated': {
        const p = await opened(event.type, event.data.personal);
        posts.push({
          postId: event.data.postId,
          wishlistPublicGuid: listGuid(event.data.wishlistId),
          at,
          fullName: p?.fullName ?? null,
          message: p?.message ?? null,
          deletedAt: null,
        });
        break;
      }
      case 'ForumPostDeleted': {
        const post = posts.find((p) => p.postId === event.data.postId);
        if (post) post.deletedAt = at;
        break;
      }
      case 'WishlistSent': {
        const p = await opened(event.type, event.data.personal);
        sent.push({
          wishlistPublicGuid: listGuid(event.data.wishlistId),
          at,
          subject: p?.subject ?? null,
          text: p?.text ?? null,
          recipientCount: p?.recipients.length ?? 0,
        });
        break;
      }
      case 'SupportAccessRecorded':
        support.push({ at, action: event.data.action, subjectKind: event.data.subjectKind, detail: event.data.detail });
        break;
      case 'SupportAccessForwarded':
        // A read of a list, gift, draw or request that showed the person's data: what was read, never who else it showed.
        support.push({
          at: event.data.accessedAt,
          action: event.data.action,
          subjectKind: event.data.subjectKind,
          detail: event.data.detail,
        });
        break;
      // Left out: claims (not the person's streams), a list's own bookkeeping of its gifts and categories (the gift and
      // category events above say it), invites (the invitee's data), draws (ExportLots reads each draw whole), contact
      // messages (shredded once mailed), the shop catalogue and price data (nobody's personal data).
      case 'ValueClaimed':
      case 'ValueReleased':
      case 'CategoryMovedOut':
      case 'CategoriesReordered':
      case 'GiftsReordered':
      case 'GiftAdded':
      case 'GiftPlaced':
      case 'GiftEnded':
      case 'GiftMovedAway':
      case 'CategoryMoveStarted':
      case 'ExtraOwnerInvited':
      case 'ExtraOwnerInviteRevoked':
      case 'LotingCreated':
      case 'LotsDrawn':
      case 'LotViewed':
      case 'LotWishlistSelected':
      case 'LotNudgeSent':
      case 'LotQuestionAsked':
      case 'LotQuestionAnswered':
      case 'LotHolderLinked':
      case 'LotResent':
      case 'LotingDeleted':
      case 'ContactMessageSent':
      case 'ShopCategoryAdded':
      case 'ShopAdded':
      case 'ShopCategoryRenamed':
      case 'ShopCategoryRemoved':
      case 'ShopChanged':
      case 'ShopRemoved':
      case 'GiftOffersChanged':
      case 'CatalogueProductsChanged':
      case 'ShopLogoChanged':
      case 'RemovedCrossOffHidden':
        break;
      default:
        unhandled(event);
    }
  }

  for (const { wishlistId, category } of categories.values()) lists.get(wishlistId)?.categories.push(category);
  for (const { wishlistId, categoryId, ...gift } of gifts.values())
    categories.get(categoryId)?.category.gifts.push(gift);
  const pictures = [...[...lists.values()].map((l) => l.imageId), ...[...gifts.values()].map((g) => g.imageId)].filter(
    (id): id is string => !!id,
  );
  const account = await accountOf(user, registration, open);
  return {
    account,
    lists: [...lists.values()],
    coOwnedLists: coOwned,
    crossOffs,
    friends,
    forumPosts: posts,
    sentLists: sent,
    supportAccess: support,
    pictures: [...new Set(pictures)],
    emailIndex: user.emailIndex,
    emailVerified: user.emailVerified,
  };
}

/** The account section: the user decider's fold of the account's stream, with the registration's own facts. */
async function accountOf(
  user: UserState,
  registration: Pick<
    NonNullable<Export['account']>,
    'publicGuid' | 'createdAt' | 'receiveMailing' | 'passwordChangedAt'
  >,
  open: Opener,
): Promise<Export['account']> {
  if (!user.userId) return null;
  const profile = user.profile && ProfilePersonal.nullable().safeParse(await open(user.profile));
  const p = profile?.success ? profile.data : null;
  return {
    ...registration,
    isAccount: user.isAccount,
    email: p?.email ?? null,
    firstName: p?.firstName ?? null,
    lastName: p?.lastName ?? null,
    emailVerified: user.emailVerified,
    overviewEmailFrequency: user.emailSettings.overviewEmailFrequency,
    enableCrossOffNotifications: user.emailSettings.enableCrossOffNotifications,
  };
}

function setList(lists: Map<string, List>, wishlistId: string, change: Partial<List>) {
  const list = lists.get(wishlistId);
  if (list) Object.assign(list, change);
}

function setCategory(categories: Map<string, Placed>, categoryId: string, change: (placed: Placed) => void) {
  const placed = categories.get(categoryId);
  if (placed) change(placed);
}
