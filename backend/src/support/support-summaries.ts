import {
  type EventType,
  type SupportAction,
  type SupportSubjectKind,
  type SupportSummaryKey,
  type SupportSummaryPart,
  supportSummaryMessages,
} from '@wl/contracts';
import type { Names } from './support-names.js';

type Data = Record<string, unknown>;
type Part = SupportSummaryPart;
/** A template of the catalogue and what fills it: text, or a subject (shown by its name, a link in the console). */
type Summary = { key: SupportSummaryKey; params?: Record<string, Part> };

/**
 * Reads an event's data as support is shown it (any stored version, personal data opened, pairs and questions
 * `"sealed"`): ids, shown as names, and plain values; no template reads a capability.
 */
interface Reader {
  data: Data;
  /** The acting user (the metadata's), or "het systeem" for a reactor's or job's event. */
  actor: Part;
  ref(kind: SupportSubjectKind, field: string): Part;
  user(field: string): Part;
  list(field?: string): Part;
  gift(): Part;
  category(): Part;
  loting(field?: string): Part;
  participant(): Part;
  /** The person whose own stream it is (`support-user-<id>`: the person a read was forwarded to). */
  streamOwner(): Part;
  text(field: string): string;
  count(field: string): string;
}

/** The template for an event's reason (`reason`, `undoneBy`), or the fallback's for a value it does not know. */
const byReason = <R extends string>(
  reason: unknown,
  keys: Record<R, SupportSummaryKey>,
  fallback: NoInfer<R>,
): SupportSummaryKey => (Object.hasOwn(keys, String(reason)) ? keys[reason as R] : keys[fallback]);

const ACTIONS: Record<SupportAction, SupportSummaryKey> = {
  ViewTimeline: 'support.summary.action.ViewTimeline',
  ViewState: 'support.summary.action.ViewState',
  ViewCorrelation: 'support.summary.action.ViewCorrelation',
  RetryParked: 'support.summary.action.RetryParked',
  SkipParked: 'support.summary.action.SkipParked',
  Rebuild: 'support.summary.action.Rebuild',
  Find: 'support.summary.action.Find',
  AddShopCategory: 'support.summary.action.AddShopCategory',
  RenameShopCategory: 'support.summary.action.RenameShopCategory',
  RemoveShopCategory: 'support.summary.action.RemoveShopCategory',
  AddShop: 'support.summary.action.AddShop',
  ChangeShop: 'support.summary.action.ChangeShop',
  RemoveShop: 'support.summary.action.RemoveShop',
  UndoCrossOff: 'support.summary.action.UndoCrossOff',
  SetShopLogo: 'support.summary.action.SetShopLogo',
};

/** A support read or action: who of support, what, and of which subject (a forwarded copy: and whose data it showed). */
function supportRecord(r: Reader, forwardedTo: Part | null): Summary {
  const action = Object.hasOwn(ACTIONS, String(r.data.action))
    ? supportSummaryMessages[ACTIONS[r.data.action as SupportAction]]
    : r.text('action');
  const kind = r.data.subjectKind as SupportSubjectKind | null;
  const params: Record<string, Part> = {
    support: r.user('supportUserId'),
    action,
    ...(forwardedTo ? { user: forwardedTo } : {}),
  };
  if (!kind || !r.data.subjectId)
    return {
      key: forwardedTo ? 'support.summary.SupportAccessForwarded' : 'support.summary.SupportAccessRecorded',
      params,
    };
  return {
    key: forwardedTo
      ? 'support.summary.SupportAccessForwarded.subject'
      : 'support.summary.SupportAccessRecorded.subject',
    params: { ...params, subject: r.ref(kind, 'subjectId') },
  };
}

/**
 * One template per event type: the compiler names a type added to `DomainEvent` without one. Each reads only ids
 * (shown as names) and plain values; a capability, a draw's pairs and a giver's question are never read.
 */
export const SUMMARIES: { [T in EventType]: (r: Reader) => Summary } = {
  UserRegistered: (r) => ({
    key: r.data.isAccount === false ? 'support.summary.UserRegistered.light' : 'support.summary.UserRegistered',
    params: { user: r.user('userId') },
  }),
  UserUpgradedToAccount: (r) => ({ key: 'support.summary.UserUpgradedToAccount', params: { user: r.user('userId') } }),
  PasswordResetRequested: (r) => ({
    key: 'support.summary.PasswordResetRequested',
    params: { user: r.user('userId') },
  }),
  EmailVerificationRequested: (r) => ({
    key: 'support.summary.EmailVerificationRequested',
    params: { user: r.user('userId') },
  }),
  EmailVerified: (r) => ({ key: 'support.summary.EmailVerified', params: { user: r.user('userId') } }),
  SignInLinkRequested: (r) => ({ key: 'support.summary.SignInLinkRequested', params: { user: r.user('userId') } }),
  SignedInWithLink: (r) => ({ key: 'support.summary.SignedInWithLink', params: { user: r.user('userId') } }),
  PasswordChanged: (r) => ({ key: 'support.summary.PasswordChanged', params: { user: r.user('userId') } }),
  ProfileChanged: (r) => ({ key: 'support.summary.ProfileChanged', params: { user: r.user('userId') } }),
  EmailSettingsChanged: (r) => ({ key: 'support.summary.EmailSettingsChanged', params: { user: r.user('userId') } }),
  UserDeleted: (r) => ({ key: 'support.summary.UserDeleted', params: { user: r.user('userId') } }),
  FriendAdded: (r) => ({ key: 'support.summary.FriendAdded', params: { user: r.user('userId'), list: r.list() } }),
  FriendRemoved: (r) => ({ key: 'support.summary.FriendRemoved', params: { user: r.user('userId'), list: r.list() } }),
  ForumPostCreated: (r) => ({
    key: 'support.summary.ForumPostCreated',
    params: { user: r.user('authorId'), list: r.list() },
  }),
  ForumPostDeleted: (r) => ({
    key: byReason(
      r.data.reason,
      {
        author: 'support.summary.ForumPostDeleted.author',
        owner: 'support.summary.ForumPostDeleted.owner',
        expired: 'support.summary.ForumPostDeleted.expired',
      },
      'owner',
    ),
    params: { actor: r.actor, list: r.list() },
  }),
  ValueClaimed: () => ({ key: 'support.summary.ValueClaimed' }),
  ValueReleased: () => ({ key: 'support.summary.ValueReleased' }),
  WishlistCreated: (r) => ({
    key: 'support.summary.WishlistCreated',
    params: { user: r.user('primaryOwnerId'), list: r.list() },
  }),
  WishlistDeleted: (r) => ({ key: 'support.summary.WishlistDeleted', params: { actor: r.actor, list: r.list() } }),
  WishlistTitleChanged: (r) => ({
    key: 'support.summary.WishlistTitleChanged',
    params: { actor: r.actor, list: r.list() },
  }),
  WishlistDescriptionChanged: (r) => ({
    key: 'support.summary.WishlistDescriptionChanged',
    params: { actor: r.actor, list: r.list() },
  }),
  WishlistOccasionChanged: (r) => ({
    key: 'support.summary.WishlistOccasionChanged',
    params: { actor: r.actor, list: r.list() },
  }),
  WishlistBirthdaySet: (r) => ({
    key: 'support.summary.WishlistBirthdaySet',
    params: { actor: r.actor, list: r.list() },
  }),
  WishlistSettingsChanged: (r) => ({
    key: 'support.summary.WishlistSettingsChanged',
    params: { actor: r.actor, list: r.list() },
  }),
  WishlistImageChanged: (r) => ({
    key: 'support.summary.WishlistImageChanged',
    params: { actor: r.actor, list: r.list() },
  }),
  // The invitee's name is opened from the inviter's sealed data; the invite's guid beside it is a capability and is not read.
  ExtraOwnerInvited: (r) => ({
    key: 'support.summary.ExtraOwnerInvited',
    params: { actor: r.actor, name: r.text('personal.name'), list: r.list() },
  }),
  ExtraOwnerInviteRevoked: (r) => ({
    key: 'support.summary.ExtraOwnerInviteRevoked',
    params: { actor: r.actor, list: r.list() },
  }),
  ExtraOwnerInviteAccepted: (r) => ({
    key: 'support.summary.ExtraOwnerInviteAccepted',
    params: { user: r.user('userId'), list: r.list() },
  }),
  ExtraOwnerRemoved: (r) => ({
    key: 'support.summary.ExtraOwnerRemoved',
    params: { actor: r.actor, user: r.user('userId'), list: r.list() },
  }),
  CategoryCreated: (r) => ({
    key: 'support.summary.CategoryCreated',
    params: { actor: r.actor, category: r.text('name'), list: r.list() },
  }),
  CategoryMovedIn: (r) => ({
    key: 'support.summary.CategoryMovedIn',
    params: { category: r.category(), from: r.list('fromWishlistId'), list: r.list() },
  }),
  CategoryMovedOut: (r) => ({
    key: 'support.summary.CategoryMovedOut',
    params: { category: r.category(), list: r.list(), to: r.list('toWishlistId') },
  }),
  CategoryMoveStarted: (r) => ({
    key: 'support.summary.CategoryMoveStarted',
    params: { actor: r.actor, category: r.category(), list: r.list(), to: r.list('toWishlistId') },
  }),
  CategoryRenamed: (r) => ({
    key: 'support.summary.CategoryRenamed',
    params: { actor: r.actor, list: r.list(), name: r.text('name') },
  }),
  CategoryDeleted: (r) => ({
    key: 'support.summary.CategoryDeleted',
    params: { actor: r.actor, category: r.category(), list: r.list() },
  }),
  CategoriesReordered: (r) => ({
    key: 'support.summary.CategoriesReordered',
    params: { actor: r.actor, list: r.list() },
  }),
  GiftsReordered: (r) => ({
    key: 'support.summary.GiftsReordered',
    params: { actor: r.actor, category: r.category(), list: r.list() },
  }),
  GiftCreated: (r) => ({
    key: 'support.summary.GiftCreated',
    params: { actor: r.actor, gift: r.gift(), list: r.list() },
  }),
  GiftAdded: (r) => ({
    key: 'support.summary.GiftAdded',
    params: { actor: r.actor, gift: r.gift(), category: r.category(), list: r.list() },
  }),
  GiftUpdated: (r) => ({
    key: 'support.summary.GiftUpdated',
    params: { actor: r.actor, gift: r.gift(), list: r.list() },
  }),
  GiftPlaced: (r) => ({
    key: 'support.summary.GiftPlaced',
    params: { gift: r.gift(), category: r.category(), list: r.list() },
  }),
  GiftMoved: (r) => ({
    key: 'support.summary.GiftMoved',
    params: { gift: r.gift(), from: r.list('fromWishlistId'), list: r.list() },
  }),
  GiftMovedAway: (r) => ({
    key: 'support.summary.GiftMovedAway',
    params: { gift: r.gift(), list: r.list(), to: r.list('toWishlistId') },
  }),
  GiftEnded: (r) => ({ key: 'support.summary.GiftEnded', params: { gift: r.gift(), list: r.list() } }),
  GiftDeleted: (r) => ({
    key: 'support.summary.GiftDeleted',
    params: { actor: r.actor, gift: r.gift(), list: r.list() },
  }),
  GiftCrossedOff: (r) => ({
    key: 'support.summary.GiftCrossedOff',
    params: { user: r.user('byUserId'), gift: r.gift(), list: r.list() },
  }),
  CrossOffUndone: (r) => ({
    key: byReason(
      r.data.undoneBy,
      {
        giver: 'support.summary.CrossOffUndone.giver',
        support: 'support.summary.CrossOffUndone.support',
        capability: 'support.summary.CrossOffUndone.capability',
      },
      'giver',
    ),
    params: { actor: r.actor, user: r.user('byUserId'), gift: r.gift(), list: r.list() },
  }),
  RemovedCrossOffHidden: (r) => ({
    key: 'support.summary.RemovedCrossOffHidden',
    params: { user: r.user('byUserId'), gift: r.gift() },
  }),
  GiftOffersChanged: (r) => ({ key: 'support.summary.GiftOffersChanged', params: { gift: r.gift(), list: r.list() } }),
  CatalogueProductsChanged: (r) => ({
    key: 'support.summary.CatalogueProductsChanged',
    params: { count: r.count('eans') },
  }),
  WishlistSent: (r) => ({
    key: 'support.summary.WishlistSent',
    params: { user: r.user('senderId'), list: r.list(), count: r.count('personal.recipients') },
  }),
  LotingCreated: (r): Summary =>
    r.data.redoOf
      ? {
          key: 'support.summary.LotingCreated.redo',
          params: { user: r.user('organizerId'), loting: r.loting(), old: r.loting('redoOf') },
        }
      : {
          key: 'support.summary.LotingCreated',
          params: { user: r.user('organizerId'), loting: r.loting(), count: r.count('participants') },
        },
  LotsDrawn: (r) => ({ key: 'support.summary.LotsDrawn', params: { loting: r.loting() } }),
  LotViewed: (r) => ({
    key: 'support.summary.LotViewed',
    params: { participant: r.participant(), loting: r.loting() },
  }),
  LotWishlistSelected: (r): Summary =>
    r.data.wishlistId
      ? {
          key: 'support.summary.LotWishlistSelected',
          params: { participant: r.participant(), list: r.list(), loting: r.loting() },
        }
      : {
          key: 'support.summary.LotWishlistSelected.none',
          params: { participant: r.participant(), loting: r.loting() },
        },
  // Never whom the participant drew: the event does not say, and the reactor that mails it opens the pair alone.
  LotNudgeSent: (r) => ({
    key: 'support.summary.LotNudgeSent',
    params: { participant: r.participant(), loting: r.loting() },
  }),
  LotQuestionAsked: (r) => ({
    key: 'support.summary.LotQuestionAsked',
    params: { participant: r.participant(), loting: r.loting() },
  }),
  // Names neither person: the answerer beside the question would be a pair of the draw.
  LotQuestionAnswered: (r) => ({ key: 'support.summary.LotQuestionAnswered', params: { loting: r.loting() } }),
  LotHolderLinked: (r) => ({
    key: 'support.summary.LotHolderLinked',
    params: { user: r.user('userId'), participant: r.participant(), loting: r.loting() },
  }),
  LotResent: (r) => ({
    key: r.data.emailChanged === true ? 'support.summary.LotResent.email' : 'support.summary.LotResent',
    params: { actor: r.actor, participant: r.participant(), loting: r.loting() },
  }),
  LotingDeleted: (r) => ({
    key: byReason(
      r.data.reason,
      {
        organizer: 'support.summary.LotingDeleted.organizer',
        redone: 'support.summary.LotingDeleted.redone',
        expired: 'support.summary.LotingDeleted.expired',
        organizerDeleted: 'support.summary.LotingDeleted.organizerDeleted',
      },
      'organizer',
    ),
    params: { actor: r.actor, loting: r.loting(), replacement: r.loting('replacedBy') },
  }),
  SupportAccessRecorded: (r) => supportRecord(r, null),
  SupportAccessForwarded: (r) => supportRecord(r, r.streamOwner()),
  ContactMessageSent: () => ({ key: 'support.summary.ContactMessageSent' }),
  ShopCategoryAdded: (r) => ({ key: 'support.summary.ShopCategoryAdded', params: { name: r.text('name') } }),
  ShopCategoryRenamed: (r) => ({ key: 'support.summary.ShopCategoryRenamed', params: { name: r.text('name') } }),
  ShopCategoryRemoved: () => ({ key: 'support.summary.ShopCategoryRemoved' }),
  ShopAdded: (r) => ({ key: 'support.summary.ShopAdded', params: { name: r.text('name') } }),
  ShopChanged: (r) => ({ key: 'support.summary.ShopChanged', params: { name: r.text('name') } }),
  ShopRemoved: () => ({ key: 'support.summary.ShopRemoved' }),
  ShopLogoChanged: (r) => ({
    key: r.data.imageId ? 'support.summary.ShopLogoChanged' : 'support.summary.ShopLogoChanged.removed',
    params: { shop: r.text('shopId') },
  }),
};

/** What a summary is made of: the event as support is shown it. */
export interface SummarizedEvent {
  type: string;
  streamId: string;
  userId: string | null;
  data: unknown;
}

const OWN_STREAM = /^(?:user|friends|support-user)-(.+)$/;
const at = (data: Data, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Data)[key] : undefined), data);

/** The event's summary: its template filled with names (subjects as parts, to be shown as links) and plain values. */
export function summarize(event: SummarizedEvent, names: Names): Part[] {
  const data = (event.data && typeof event.data === 'object' ? event.data : {}) as Data;
  const id = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const refOf = (kind: SupportSubjectKind, value: unknown): Part => {
    const subjectId = id(value);
    return subjectId
      ? { kind, id: subjectId, label: names.of(kind, subjectId) }
      : supportSummaryMessages['support.summary.unknown_name'];
  };
  const lotingId = id(data.lotingId);
  const wishlistId = id(data.wishlistId);
  const reader: Reader = {
    data,
    actor: event.userId ? refOf('user', event.userId) : supportSummaryMessages['support.summary.system'],
    ref: (kind, field) => refOf(kind, data[field]),
    user: (field) => refOf('user', data[field]),
    list: (field = 'wishlistId') => refOf('wishlist', data[field]),
    gift: () => refOf('gift', data.giftId),
    category: () =>
      wishlistId && id(data.categoryId)
        ? names.category(wishlistId, data.categoryId as string)
        : supportSummaryMessages['support.summary.unknown_name'],
    loting: (field = 'lotingId') => refOf('loting', data[field]),
    participant: () =>
      refOf('participant', lotingId && id(data.participantId) ? `${lotingId}:${data.participantId as string}` : null),
    streamOwner: () => refOf('user', OWN_STREAM.exec(event.streamId)?.[1]),
    text: (path) => {
      const value = at(data, path);
      return typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : supportSummaryMessages['support.summary.unknown_name'];
    },
    count: (path) => {
      const value = at(data, path);
      return Array.isArray(value) ? String(value.length) : '?';
    },
  };
  const template = Object.hasOwn(SUMMARIES, event.type) ? SUMMARIES[event.type as EventType] : null;
  const { key, params = {} } = template
    ? template(reader)
    : { key: 'support.summary.unknown' as const, params: { type: event.type } };
  return capitalized(filled(supportSummaryMessages[key], params));
}

/** A catalogue template with its placeholders replaced by their parts, neighbouring texts joined. */
function filled(template: string, params: Record<string, Part>): Part[] {
  const parts: Part[] = [];
  for (const [index, piece] of template.split(/\{(\w+)\}/).entries()) {
    const part = index % 2 === 0 ? piece : (params[piece] ?? `{${piece}}`);
    const last = parts.at(-1);
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else if (part !== '') parts.push(part);
  }
  return parts;
}

/** A sentence starts with a capital, also when it starts with a filled-in text ("het systeem"). */
function capitalized(parts: Part[]): Part[] {
  const [first, ...rest] = parts;
  return typeof first === 'string' ? [first.charAt(0).toUpperCase() + first.slice(1), ...rest] : parts;
}
