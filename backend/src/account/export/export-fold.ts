import { type PersonalDataExport, personalSchemas, type Sealed } from '@wl/contracts';
import type { z } from 'zod';
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

export type FoldedSections = Pick<Export, 'account' | 'lists' | 'coOwnedLists' | 'crossOffs' | 'friends' | 'forumPosts' | 'sentLists' | 'supportAccess' | 'pictures'> & {
  /** The account's e-mail index and whether it is confirmed: a lot sent to that address is the person's. */
  emailIndex: string | null;
  emailVerified: boolean;
};

/**
 * Folds the person's own events (picked by MyEvents, in log order) into the export's sections. Each event type the
 * export shows is handled here; the others (list-internal bookkeeping such as GiftAdded, codes) are left out.
 */
export async function foldSections(events: LogEntry[], open: Opener, publicGuids: Map<string, string>): Promise<FoldedSections> {
  const listGuid = (wishlistId: string) => publicGuids.get(wishlistId) ?? '';
  const opened = async <T extends keyof typeof personalSchemas>(type: T, sealed: Sealed): Promise<Personal<T>> => {
    const parsed = personalSchemas[type].nullable().safeParse(await open(sealed));
    return (parsed.success ? parsed.data : null) as Personal<T>;
  };
  let account = null as Export['account'];
  let emailIndex = null as string | null;
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
      case 'UserUpgradedToAccount': {
        const p = await opened(event.type, event.data.personal);
        account = {
          publicGuid: event.type === 'UserRegistered' ? event.data.publicGuid : account?.publicGuid ?? '', createdAt: account?.createdAt ?? at,
          isAccount: event.type === 'UserRegistered' ? event.data.isAccount : true, email: p?.email ?? null, firstName: p?.firstName ?? null,
          lastName: p?.lastName ?? null, emailVerified: account?.emailVerified ?? false, receiveMailing: event.data.receiveMailing,
          overviewEmailFrequency: account?.overviewEmailFrequency ?? null, enableCrossOffNotifications: account?.enableCrossOffNotifications ?? null,
          passwordChangedAt: account?.passwordChangedAt ?? null,
        };
        emailIndex = event.data.emailIndex;
        break;
      }
      case 'ProfileChanged': {
        if (!account) break;
        const p = await opened(event.type, event.data.personal);
        const changedAddress = event.data.emailIndex !== emailIndex;
        account = { ...account, email: p?.email ?? null, firstName: p?.firstName ?? null, lastName: p?.lastName ?? null, emailVerified: account.emailVerified && !changedAddress };
        emailIndex = event.data.emailIndex;
        break;
      }
      case 'EmailVerified':
        if (account && event.data.emailIndex === emailIndex) account = { ...account, emailVerified: true };
        break;
      case 'PasswordChanged':
        if (account) account = { ...account, isAccount: true, passwordChangedAt: at };
        break;
      case 'EmailSettingsChanged':
        if (account) account = { ...account, overviewEmailFrequency: event.data.overviewEmailFrequency, enableCrossOffNotifications: event.data.enableCrossOffNotifications };
        break;
      case 'WishlistCreated': {
        const p = await opened(event.type, event.data.personal);
        lists.set(event.data.wishlistId, {
          wishlistId: event.data.wishlistId, publicGuid: event.data.publicGuid, createdAt: at, deletedAt: null, title: null, description: null,
          username: p?.username ?? '', firstName: p?.firstName ?? '', lastName: p?.lastName ?? '', city: p?.city ?? null, birthday: p?.birthday ?? null,
          occasion: null, occasionDate: null, accessType: event.data.accessType, accessQuestion: p?.accessQuestion ?? null, accessAnswer: p?.accessAnswer ?? null,
          includeInSearchResult: event.data.includeInSearchResult, showCrossedOff: event.data.showCrossedOff, imageId: null, themeId: null, categories: [],
        });
        break;
      }
      case 'WishlistSettingsChanged': {
        const list = lists.get(event.data.wishlistId);
        const p = await opened(event.type, event.data.personal);
        if (list) Object.assign(list, {
          username: p?.username ?? '', firstName: p?.firstName ?? '', lastName: p?.lastName ?? '', city: p?.city ?? null, birthday: p?.birthday ?? null,
          accessType: event.data.accessType, accessQuestion: p?.accessQuestion ?? null, accessAnswer: p?.accessAnswer ?? null,
          includeInSearchResult: event.data.includeInSearchResult, showCrossedOff: event.data.showCrossedOff,
        });
        break;
      }
      case 'WishlistTitleChanged':
        setList(lists, event.data.wishlistId, { title: (await opened(event.type, event.data.personal))?.title ?? null });
        break;
      case 'WishlistDescriptionChanged':
        setList(lists, event.data.wishlistId, { description: (await opened(event.type, event.data.personal))?.description ?? null });
        break;
      case 'WishlistBirthdaySet':
        setList(lists, event.data.wishlistId, { birthday: (await opened(event.type, event.data.personal))?.birthday ?? null });
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
        categories.set(event.data.categoryId, { wishlistId: event.data.wishlistId, category: { categoryId: event.data.categoryId, name: event.data.name, deletedAt: null, gifts: [] } });
        break;
      case 'CategoryRenamed':
        setCategory(categories, event.data.categoryId, (p) => { p.category.name = event.data.name; });
        break;
      case 'CategoryDeleted':
        setCategory(categories, event.data.categoryId, (p) => { p.category.deletedAt = at; });
        break;
      case 'CategoryMovedIn':
        setCategory(categories, event.data.categoryId, (p) => { p.wishlistId = event.data.wishlistId; });
        break;
      case 'GiftCreated':
      case 'GiftUpdated': {
        const { giftId, wishlistId, categoryId, description, url, crossOffEnabled, imageId } = event.data;
        gifts.set(giftId, { giftId, wishlistId, categoryId, description, url, crossOffEnabled, imageId, createdAt: gifts.get(giftId)?.createdAt ?? at, deletedAt: null });
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
        crossOffs.push({ giftId: event.data.giftId, wishlistPublicGuid: listGuid(event.data.wishlistId), crossedOffAt: at, undoneAt: null });
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
        const friend = friends.findLast((f) => f.wishlistPublicGuid === listGuid(event.data.wishlistId) && f.removedAt === null);
        if (friend) friend.removedAt = at;
        break;
      }
      case 'ExtraOwnerInviteAccepted':
        coOwned.push({ wishlistPublicGuid: listGuid(event.data.wishlistId), since: at, until: null });
        break;
      case 'ExtraOwnerRemoved': {
        const ownership = coOwned.findLast((o) => o.wishlistPublicGuid === listGuid(event.data.wishlistId) && o.until === null);
        if (ownership) ownership.until = at;
        break;
      }
      case 'ForumPostCreated': {
        const p = await opened(event.type, event.data.personal);
        posts.push({ postId: event.data.postId, wishlistPublicGuid: listGuid(event.data.wishlistId), at, fullName: p?.fullName ?? null, message: p?.message ?? null, deletedAt: null });
        break;
      }
      case 'ForumPostDeleted': {
        const post = posts.find((p) => p.postId === event.data.postId);
        if (post) post.deletedAt = at;
        break;
      }
      case 'WishlistSent': {
        const p = await opened(event.type, event.data.personal);
        sent.push({ wishlistPublicGuid: listGuid(event.data.wishlistId), at, subject: p?.subject ?? null, text: p?.text ?? null, recipientCount: p?.recipients.length ?? 0 });
        break;
      }
      case 'SupportAccessRecorded':
        support.push({ at, action: event.data.action, subjectKind: event.data.subjectKind, detail: event.data.detail });
        break;
      case 'SupportAccessForwarded':
        // A read of a list, gift, draw or request that showed the person's data: what was read, never who else it showed.
        support.push({ at: event.data.accessedAt, action: event.data.action, subjectKind: event.data.subjectKind, detail: event.data.detail });
        break;
      default:
        break;
    }
  }

  for (const { wishlistId, category } of categories.values()) lists.get(wishlistId)?.categories.push(category);
  for (const { wishlistId, categoryId, ...gift } of gifts.values()) categories.get(categoryId)?.category.gifts.push(gift);
  const pictures = [...[...lists.values()].map((l) => l.imageId), ...[...gifts.values()].map((g) => g.imageId)].filter((id): id is string => !!id);
  return {
    account, lists: [...lists.values()], coOwnedLists: coOwned, crossOffs, friends, forumPosts: posts, sentLists: sent, supportAccess: support,
    pictures: [...new Set(pictures)], emailIndex, emailVerified: account?.emailVerified ?? false,
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
