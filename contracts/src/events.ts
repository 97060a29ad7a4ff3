import { z } from 'zod';
import { AccessType, Occasion } from './wishlist.js';
import { SupportAction, SupportSubjectKind } from './support.js';
import { GroupedProduct } from './products.js';

/**
 * Personal data never stands in plain text in the log: it is sealed with a key per person that lives outside the
 * log (crypto-shredding, docs/architecture.md). Forgetting the key makes every sealed field unreadable.
 */
export const Sealed = z.object({ keyId: z.string(), iv: z.string(), data: z.string() });
export type Sealed = z.infer<typeof Sealed>;

export const UserPersonal = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  passwordHash: z.string(),
});
export type UserPersonal = z.infer<typeof UserPersonal>;

export const PasswordPersonal = z.object({ passwordHash: z.string() });
export type PasswordPersonal = z.infer<typeof PasswordPersonal>;
export const ProfilePersonal = UserPersonal.omit({ passwordHash: true });
export type ProfilePersonal = z.infer<typeof ProfilePersonal>;

export const WishlistPersonal = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string().nullable(),
  accessQuestion: z.string().nullable(),
  accessAnswer: z.string().nullable(),
  birthday: z.string().nullable().optional(),
});
export type WishlistPersonal = z.infer<typeof WishlistPersonal>;

/** Metadata of every event (DESIGN decision 4). */
export const EventMetadata = z.object({
  correlationId: z.string(),
  causationId: z.string().nullable(),
  userId: z.string().nullable(),
  /** The live connection the command came from, so that tab can skip its own echo. */
  contextId: z.string().nullable().optional(),
  at: z.string(),
  schemaVersion: z.number().int(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

const event = <T extends string, D extends z.ZodRawShape>(type: T, data: D) =>
  z.object({ type: z.literal(type), data: z.object(data) });

export const UserRegistered = event('UserRegistered', {
  userId: z.string(),
  publicGuid: z.string(),
  isAccount: z.boolean(),
  receiveMailing: z.boolean(),
  /** Keyed hash of the normalised e-mail address: finds the user at login without storing the address. */
  emailIndex: z.string(),
  personal: Sealed,
  /**
   * The account's first list, decided with the registration (null for a lightweight user; since v2): the request
   * creates it right away and the first-list reactor again after a crash, with the same ids, so it is made once.
   * `personal` is the list's personal data, sealed with the user's key.
   */
  firstWishlist: z
    .object({
      wishlistId: z.string(),
      publicGuid: z.string(),
      usernameIndex: z.string(),
      categoryId: z.string(),
      categoryPublicGuid: z.string(),
      personal: Sealed,
    })
    .nullable(),
  /**
   * The co-owner invite a registration through `POST /api/Account/CreateForExtraOwnerInvite` accepts (null otherwise;
   * since v3): the request accepts it right away and the `extra-owner-invite` reactor again after a crash, with event
   * ids derived from this event's id, so the account never stands without its ownership.
   */
  extraOwnerInvite: z.object({ wishlistId: z.string(), inviteHash: z.string() }).nullable(),
});
/**
 * A lightweight user (isAccount false) became a full account with a list: the same user, the same e-mail address
 * (`emailIndex` unchanged), now with names and a password (`personal`), and a first list named like `UserRegistered`'s.
 */
export const UserUpgradedToAccount = event('UserUpgradedToAccount', {
  userId: z.string(),
  receiveMailing: z.boolean(),
  emailIndex: z.string(),
  personal: Sealed,
  firstWishlist: UserRegistered.shape.data.shape.firstWishlist.unwrap(),
});
/** A reset code was mailed; only its hash is kept. */
export const PasswordResetRequested = event('PasswordResetRequested', {
  userId: z.string(),
  codeHash: z.string(),
  expiresAt: z.string(),
});
/** A link to confirm the e-mail address was mailed; only the code's hash is kept, with the address (index) it confirms. */
export const EmailVerificationRequested = event('EmailVerificationRequested', {
  userId: z.string(),
  codeHash: z.string(),
  emailIndex: z.string(),
  expiresAt: z.string(),
});
/** The user opened a verification link of their current address; every other outstanding link is void from now on. */
export const EmailVerified = event('EmailVerified', {
  userId: z.string(),
  codeHash: z.string(),
  emailIndex: z.string(),
});
/** A sign-in link was mailed to the user's current address (`emailIndex`); only the code's hash is kept. */
export const SignInLinkRequested = event('SignInLinkRequested', {
  userId: z.string(),
  codeHash: z.string(),
  emailIndex: z.string(),
  expiresAt: z.string(),
});
/** The user signed in with a mailed link; every other outstanding sign-in link is void from now on. */
export const SignedInWithLink = event('SignedInWithLink', { userId: z.string(), codeHash: z.string() });
/** A new password, set with a reset code (its hash) or by the logged-in user (codeHash null). */
export const PasswordChanged = event('PasswordChanged', {
  userId: z.string(),
  codeHash: z.string().nullable(),
  personal: Sealed,
});
/** The person is gone: their key is forgotten, so every sealed field about them in the log is unreadable. */
export const UserDeleted = event('UserDeleted', { userId: z.string() });
export const WishlistDeleted = event('WishlistDeleted', { wishlistId: z.string() });
/** New e-mail address and/or names; `emailIndex` follows the address. */
export const ProfileChanged = event('ProfileChanged', { userId: z.string(), emailIndex: z.string(), personal: Sealed });
export const EmailSettingsChanged = event('EmailSettingsChanged', {
  userId: z.string(),
  overviewEmailFrequency: z.number().int(),
  enableCrossOffNotifications: z.boolean(),
});
/** A user follows someone's list as a friend; `friendPrivateGuid` is what removing the friend takes. */
export const FriendAdded = event('FriendAdded', {
  userId: z.string(),
  friendPrivateGuid: z.string(),
  wishlistId: z.string(),
});
export const FriendRemoved = event('FriendRemoved', {
  userId: z.string(),
  friendPrivateGuid: z.string(),
  wishlistId: z.string(),
});
/** Forum messages are the poster's words: sealed under the poster's key. */
export const ForumPostCreated = event('ForumPostCreated', {
  postId: z.string(),
  wishlistId: z.string(),
  authorId: z.string(),
  personal: Sealed,
});
export const ForumPostDeleted = event('ForumPostDeleted', {
  postId: z.string(),
  wishlistId: z.string(),
  reason: z.enum(['author', 'owner', 'expired']),
});
/** Claims one unique value (an e-mail index or a username index) for one owner; the stream id is the claim. */
export const ValueClaimed = event('ValueClaimed', { ownerId: z.string() });
/** Gives a claimed value free again (a registration that failed half-way, a removed account). */
export const ValueReleased = event('ValueReleased', { ownerId: z.string() });
/**
 * `accessKey`: keyed hash of an open list's question and answer (null otherwise), so the decider can tell when they
 * change without reading sealed data. Since version 2 (event-versions.ts).
 */
export const AccessKey = z.string().nullable();
export const WishlistCreated = event('WishlistCreated', {
  wishlistId: z.string(),
  publicGuid: z.string(),
  primaryOwnerId: z.string(),
  usernameIndex: z.string(),
  accessType: AccessType,
  includeInSearchResult: z.boolean(),
  showCrossedOff: z.boolean(),
  personal: Sealed,
  accessKey: AccessKey,
});
/**
 * Co-owners (docs/events.md, "Co-owners"). An invite is known in the log by `inviteHash` (SHA-256 of its random guid,
 * the link's capability); the guid itself, for showing the link again, and the invitee's name are sealed with the
 * inviting owner's key. `expiresAt`: the invite cannot be accepted from then on.
 */
export const ExtraOwnerInvited = event('ExtraOwnerInvited', {
  wishlistId: z.string(),
  inviteHash: z.string(),
  invitedBy: z.string(),
  expiresAt: z.string(),
  personal: Sealed,
});
export const ExtraOwnerInviteRevoked = event('ExtraOwnerInviteRevoked', {
  wishlistId: z.string(),
  inviteHash: z.string(),
});
/** The invite was accepted: `userId` is an owner of the list from now on. */
export const ExtraOwnerInviteAccepted = event('ExtraOwnerInviteAccepted', {
  wishlistId: z.string(),
  inviteHash: z.string(),
  userId: z.string(),
});
/** The primary owner removed a co-owner. */
export const ExtraOwnerRemoved = event('ExtraOwnerRemoved', { wishlistId: z.string(), userId: z.string() });
/** Title and description are the owner's own words: sealed like other personal data. */
export const WishlistTitleChanged = event('WishlistTitleChanged', { wishlistId: z.string(), personal: Sealed });
export const WishlistDescriptionChanged = event('WishlistDescriptionChanged', {
  wishlistId: z.string(),
  personal: Sealed,
});
export const WishlistOccasionChanged = event('WishlistOccasionChanged', {
  wishlistId: z.string(),
  occasion: Occasion.nullable(),
  occasionDate: z.string().nullable(),
});
/**
 * The list's birthday, set by choosing the occasion MyBirthday with a date (docs/events.md, "Birthdays"); sealed like
 * the birthday in the settings, which set it too.
 */
export const WishlistBirthdaySet = event('WishlistBirthdaySet', { wishlistId: z.string(), personal: Sealed });
export const WishlistSettingsChanged = event('WishlistSettingsChanged', {
  wishlistId: z.string(),
  usernameIndex: z.string(),
  accessType: AccessType,
  includeInSearchResult: z.boolean(),
  /** What findable goes back to when a private list is made visible again. */
  findableWhenVisible: z.boolean(),
  showCrossedOff: z.boolean(),
  personal: Sealed,
  accessKey: AccessKey,
  /**
   * Counts the times the list's access changed (type, question or answer): an answered question grants access for one
   * epoch only. Since version 2 (event-versions.ts).
   */
  accessEpoch: z.number().int().nonnegative(),
});
/** The list's picture: an uploaded image, a theme picture, or none. */
export const WishlistImageChanged = event('WishlistImageChanged', {
  wishlistId: z.string(),
  imageId: z.string().nullable(),
  themeId: z.string().nullable(),
});
/** A category with its gifts moves to another list of the same owner: in there first, out of here last. */
export const CategoryMovedIn = event('CategoryMovedIn', {
  wishlistId: z.string(),
  categoryId: z.string(),
  fromWishlistId: z.string(),
});
export const CategoryMovedOut = event('CategoryMovedOut', {
  wishlistId: z.string(),
  categoryId: z.string(),
  toWishlistId: z.string(),
});
export const CategoryRenamed = event('CategoryRenamed', {
  wishlistId: z.string(),
  categoryId: z.string(),
  name: z.string(),
});
export const CategoryDeleted = event('CategoryDeleted', { wishlistId: z.string(), categoryId: z.string() });
export const CategoriesReordered = event('CategoriesReordered', {
  wishlistId: z.string(),
  categoryIds: z.array(z.string()),
});
export const GiftsReordered = event('GiftsReordered', {
  wishlistId: z.string(),
  categoryId: z.string(),
  giftIds: z.array(z.string()),
});
export const CategoryCreated = event('CategoryCreated', {
  wishlistId: z.string(),
  categoryId: z.string(),
  publicGuid: z.string(),
  name: z.string(),
});
/** What a gift keeps of the catalogue product it was made from; the picture is the shop's own address, not a copy. */
export const GiftProduct = z.object({
  productId: z.string(),
  eans: z.array(z.string()),
  imageUrl: z.string().nullable(),
});
export type GiftProduct = z.infer<typeof GiftProduct>;
const giftFields = {
  giftId: z.string(),
  wishlistId: z.string(),
  categoryId: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  crossOffEnabled: z.boolean(),
  /** An uploaded picture of the gift; since version 2 (event-versions.ts). */
  imageId: z.string().nullable(),
  /** The catalogue product the gift was made from (its link is `url`); since version 3 of GiftCreated/GiftUpdated, 2 of GiftAdded. */
  product: GiftProduct.nullable(),
};
export const GiftCreated = event('GiftCreated', giftFields);
export const GiftUpdated = event('GiftUpdated', giftFields);
/** A gift moved to another list of the same owner (into that list's category). */
export const GiftMoved = event('GiftMoved', {
  giftId: z.string(),
  fromWishlistId: z.string(),
  wishlistId: z.string(),
  categoryId: z.string(),
});
export const GiftDeleted = event('GiftDeleted', { giftId: z.string(), wishlistId: z.string() });
export const GiftCrossedOff = event('GiftCrossedOff', {
  giftId: z.string(),
  wishlistId: z.string(),
  crossOffId: z.string(),
  byUserId: z.string(),
});
/**
 * Who undid a cross-off (since v2; docs/events.md): the giver from their own session, support through the console, or
 * anyone else who presented the private cross-off guid (anonymous, or logged in as someone else). Null: an undo from
 * before v2, which did not record it.
 */
export const CrossOffUndoneBy = z.enum(['giver', 'support', 'capability']);
export type CrossOffUndoneBy = z.infer<typeof CrossOffUndoneBy>;
export const CrossOffUndone = event('CrossOffUndone', {
  giftId: z.string(),
  wishlistId: z.string(),
  crossOffId: z.string(),
  byUserId: z.string(),
  undoneBy: CrossOffUndoneBy.nullable(),
});
/** The giver took a gift the owner deleted while it was crossed off off her crossed-off page ("verbergen"); after GiftDeleted. */
export const RemovedCrossOffHidden = event('RemovedCrossOffHidden', {
  giftId: z.string(),
  wishlistId: z.string(),
  crossOffId: z.string(),
  byUserId: z.string(),
});
/**
 * Price comparison (docs/products.md): the shops that offer the gift's product now, cheapest first, or null when none
 * does any more. Appended by the gift-offers reactor on the gift's own stream, only when the offers differ.
 */
export const GiftOffersChanged = event('GiftOffersChanged', {
  giftId: z.string(),
  wishlistId: z.string(),
  groupedProduct: GroupedProduct.nullable(),
});
/**
 * A feed import changed these products' EANs' offers (added, changed or removed, old and new EANs) and, since version 2,
 * these products without EAN (`productIds`, priced by product id); at most `catalogueChangeEans` EANs and ids together
 * per event, several in one append. Stream `catalogue-<shopId>`; the catalogue itself is not in the log.
 */
export const CatalogueProductsChanged = event('CatalogueProductsChanged', {
  shopId: z.string(),
  eans: z.array(z.string()),
  productIds: z.array(z.string()),
});
export const catalogueChangeEans = 1000;
/** An owner mailed their list's link; the recipients and the mail are sealed under the sender's key. */
export const WishlistSent = event('WishlistSent', {
  sentId: z.string(),
  wishlistId: z.string(),
  senderId: z.string(),
  personal: Sealed,
});

/**
 * The list's stream is the boundary of its categories and gifts (docs/architecture.md): a gift joins, changes category,
 * leaves or ends there first, under the list's expected revision, and its own stream follows. `gift`: the new gift's
 * content, so its stream can be completed from this event alone after a crash.
 */
export const GiftAdded = event('GiftAdded', {
  wishlistId: z.string(),
  categoryId: z.string(),
  giftId: z.string(),
  gift: z.object(giftFields),
});
/** An existing gift is now in this category of this list (another category, moved in, or a gift from before lists knew their gifts). */
export const GiftPlaced = event('GiftPlaced', {
  wishlistId: z.string(),
  categoryId: z.string(),
  giftId: z.string(),
  fromWishlistId: z.string(),
});
/** The list ended the gift (deleted alone, with its category, with all gifts or with the list); its stream ends with GiftDeleted. */
export const GiftEnded = event('GiftEnded', { wishlistId: z.string(), giftId: z.string() });
/** The gift leaves this list for another list of the same owner; that list takes it next. */
export const GiftMovedAway = event('GiftMovedAway', {
  wishlistId: z.string(),
  giftId: z.string(),
  toWishlistId: z.string(),
  toCategoryId: z.string(),
});
/** The category leaves this list for another list of the same owner (its gifts with it, one GiftMovedAway each). */
export const CategoryMoveStarted = event('CategoryMoveStarted', {
  wishlistId: z.string(),
  categoryId: z.string(),
  toWishlistId: z.string(),
});

/**
 * Lot drawing (docs/lots.md): every event of a draw is on its stream `loting-<lotingId>`. Who drew whom is never in
 * plain text: `LotsDrawn` seals each giver's receiver under a key of that giver's lot alone (not the draw's key),
 * in a field named `drawn`, which the projections' opener never opens, so no read model can hold a pair. Lot guids
 * and the manage guid are in the log as SHA-256 hashes only; the guids themselves, the names, addresses, title and
 * description are sealed under the draw's key (key owner: the lotingId). Deleting the draw forgets every key.
 */
const LotParticipant = z.object({
  participantId: z.string(),
  publicGuid: z.string(),
  lotGuidHash: z.string(),
  /** The participant's user when known (the organizer, a friend); null for someone added by e-mail. */
  userId: z.string().nullable(),
  /** Keyed hash of the address the lot goes to (finds the lot for a user who signs up with it later). */
  emailIndex: z.string(),
});
export const LotingCreated = event('LotingCreated', {
  lotingId: z.string(),
  publicGuid: z.string(),
  organizerId: z.string(),
  manageGuidHash: z.string(),
  /** The organizer is always the first participant. */
  participants: z.array(LotParticipant),
  exclusions: z.array(z.object({ giver: z.string(), receiver: z.string() })),
  /** The organizer's earlier draw this one redoes (deleted by a reactor once this one stands). */
  redoOf: z.string().nullable(),
  /** Since v2: the budget per gift in whole euros and the day of the exchange (`YYYY-MM-DD`), both optional. */
  budget: z.number().int().nullable(),
  date: z.string().nullable(),
  personal: Sealed,
});
/** `drawn`: sealed `{ receiverId }` under the key owned by the giver's `participantId`. */
export const LotsDrawn = event('LotsDrawn', {
  lotingId: z.string(),
  lots: z.array(z.object({ participantId: z.string(), drawn: Sealed })),
});
export const LotViewed = event('LotViewed', { lotingId: z.string(), participantId: z.string() });
/**
 * A user opened the lot of someone added by e-mail while logged in with that lot's address: the lot's link, mailed to
 * that address, proves they hold it, so their lots home shows the draw at once (before they confirm the address).
 */
export const LotHolderLinked = event('LotHolderLinked', {
  lotingId: z.string(),
  participantId: z.string(),
  userId: z.string(),
});
/** The participant coupled one of their lists to their lot (`wishlistId`), or decoupled (null). */
export const LotWishlistSelected = event('LotWishlistSelected', {
  lotingId: z.string(),
  participantId: z.string(),
  wishlistId: z.string().nullable(),
});
/** `participantId` nudged whom they drew (the reactor finds whom by opening the pair; the event does not say). */
export const LotNudgeSent = event('LotNudgeSent', { lotingId: z.string(), participantId: z.string(), at: z.string() });
/**
 * `participantId` asked whom they drew a question; the text is sealed under the asker's lot key. Since v2:
 * `questionId` (random) names it for the answer; version-1 questions have none and cannot be answered.
 */
export const LotQuestionAsked = event('LotQuestionAsked', {
  lotingId: z.string(),
  participantId: z.string(),
  questionId: z.string().nullable(),
  personal: Sealed,
});
/**
 * Whom the asker drew answered question `questionId`. It names neither (the asker is on the question, and naming the
 * answerer beside it would put the pair in the log); the answer is sealed under the asker's lot key, like the question.
 */
export const LotQuestionAnswered = event('LotQuestionAnswered', {
  lotingId: z.string(),
  questionId: z.string(),
  personal: Sealed,
});
/** The organizer sent a lot again; `personal` holds the corrected address when `emailChanged` (draw key). */
export const LotResent = event('LotResent', {
  lotingId: z.string(),
  participantId: z.string(),
  emailChanged: z.boolean(),
  emailIndex: z.string(),
  personal: Sealed,
});
export const LotingDeleted = event('LotingDeleted', {
  lotingId: z.string(),
  reason: z.enum(['organizer', 'redone', 'expired', 'organizerDeleted']),
  /** For `redone`: the draw that replaced this one. */
  replacedBy: z.string().nullable(),
});

/**
 * A support read of a subject's data, or a support action (docs/support.md), on the stream `support-<kind>-<id>` of
 * the subject (or `support-operations` for actions on no subject), so it shows in the subject's own timeline.
 */
export const SupportAccessRecorded = event('SupportAccessRecorded', {
  supportUserId: z.string(),
  action: SupportAction,
  subjectKind: SupportSubjectKind.nullable(),
  subjectId: z.string().nullable(),
  /** E.g. the moment a state was asked for, the read model rebuilt, the parked event retried. */
  detail: z.string().nullable(),
  /**
   * Since v2: the users whose data the answer showed (the acting users and the people its events name), to whom the
   * support-access reactor forwards the record (`SupportAccessForwarded`); empty for an action that showed no one.
   */
  personIds: z.array(z.string()),
});
/**
 * A support read recorded elsewhere (`SupportAccessRecorded`, `accessEventId`) that showed this person's data,
 * forwarded by the support-access reactor to the person's own audit stream `support-user-<id>`, so it is in their
 * timeline and their export. It names no other person: not the others the read showed.
 */
export const SupportAccessForwarded = event('SupportAccessForwarded', {
  accessEventId: z.string(),
  supportUserId: z.string(),
  action: SupportAction,
  subjectKind: SupportSubjectKind.nullable(),
  subjectId: z.string().nullable(),
  detail: z.string().nullable(),
  accessedAt: z.string(),
});

/**
 * A message to support from the contact form (docs/content.md, "Contact and shops"). `personal` = { email, subject,
 * message } is sealed under a key of this message alone (`contact-<messageId>`), whoever sent it: the contact-mail
 * reactor forgets that key once the mail is queued, so the log keeps no readable copy.
 */
export const ContactMessageSent = event('ContactMessageSent', { messageId: z.string(), personal: Sealed });
/** The shop directory (spec 02 §2.10), one stream `shop-catalogue`: seeded on first start, later edited by support. */
export const ShopCategoryAdded = event('ShopCategoryAdded', { categoryId: z.string(), name: z.string() });
export const ShopAdded = event('ShopAdded', {
  shopId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  url: z.string(),
  logoImage: z.string().nullable(),
});
/** Support edits of the directory (docs/content.md, "Shops"): a category keeps its place when renamed, a shop when changed. */
export const ShopCategoryRenamed = event('ShopCategoryRenamed', { categoryId: z.string(), name: z.string() });
/** Only an empty category is removed. */
export const ShopCategoryRemoved = event('ShopCategoryRemoved', { categoryId: z.string() });
export const ShopChanged = event('ShopChanged', {
  shopId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  url: z.string(),
});
export const ShopRemoved = event('ShopRemoved', { shopId: z.string() });
/** Support set (an uploaded picture's id, served at `/api/Image/<id>`) or removed (null) a shop's logo (issue 27). */
export const ShopLogoChanged = event('ShopLogoChanged', { shopId: z.string(), imageId: z.string().nullable() });

export const DomainEvent = z.discriminatedUnion('type', [
  UserRegistered,
  UserUpgradedToAccount,
  PasswordResetRequested,
  EmailVerificationRequested,
  EmailVerified,
  SignInLinkRequested,
  SignedInWithLink,
  PasswordChanged,
  ProfileChanged,
  EmailSettingsChanged,
  UserDeleted,
  FriendAdded,
  FriendRemoved,
  ForumPostCreated,
  ForumPostDeleted,
  ValueClaimed,
  ValueReleased,
  WishlistCreated,
  WishlistDeleted,
  WishlistTitleChanged,
  WishlistDescriptionChanged,
  WishlistOccasionChanged,
  WishlistSettingsChanged,
  WishlistImageChanged,
  CategoryCreated,
  CategoryMovedIn,
  CategoryMovedOut,
  CategoryRenamed,
  CategoryDeleted,
  CategoriesReordered,
  GiftsReordered,
  GiftCreated,
  GiftMoved,
  GiftUpdated,
  GiftDeleted,
  GiftCrossedOff,
  CrossOffUndone,
  WishlistSent,
  GiftAdded,
  GiftPlaced,
  GiftEnded,
  GiftMovedAway,
  CategoryMoveStarted,
  WishlistBirthdaySet,
  ExtraOwnerInvited,
  ExtraOwnerInviteRevoked,
  ExtraOwnerInviteAccepted,
  ExtraOwnerRemoved,
  LotingCreated,
  LotsDrawn,
  LotViewed,
  LotHolderLinked,
  LotWishlistSelected,
  LotNudgeSent,
  LotQuestionAsked,
  LotQuestionAnswered,
  LotResent,
  LotingDeleted,
  SupportAccessRecorded,
  SupportAccessForwarded,
  ContactMessageSent,
  ShopCategoryAdded,
  ShopAdded,
  ShopCategoryRenamed,
  ShopCategoryRemoved,
  ShopChanged,
  ShopRemoved,
  ShopLogoChanged,
  GiftOffersChanged,
  CatalogueProductsChanged,
  RemovedCrossOffHidden,
]);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type EventType = DomainEvent['type'];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/** Which personal schema a sealed `personal` field of each event type opens to. */
export const TitlePersonal = z.object({ title: z.string().nullable() });
export const ForumPostPersonal = z.object({ fullName: z.string(), message: z.string() });
export const DescriptionPersonal = z.object({ description: z.string().nullable() });
export const BirthdayPersonal = z.object({ birthday: z.string() });
export const InvitePersonal = z.object({ name: z.string(), guid: z.string() });
export const WishlistSentPersonal = z.object({
  recipients: z.array(z.object({ name: z.string().optional(), email: z.string() })),
  subject: z.string(),
  text: z.string(),
  replyTo: z.string(),
});
export const LotingPersonal = z.object({
  title: z.string(),
  description: z.string(),
  manageGuid: z.string(),
  participants: z.array(
    z.object({ participantId: z.string(), name: z.string(), email: z.string(), lotGuid: z.string() }),
  ),
});
export const LotQuestionPersonal = z.object({ question: z.string() });
export const LotAnswerPersonal = z.object({ answer: z.string() });
export const LotResentPersonal = z.object({ email: z.string() });
export const ContactMessagePersonal = z.object({ email: z.string(), subject: z.string(), message: z.string() });
/** The sealed `drawn` of `LotsDrawn`: opened only where the giver's lot is shown or acted on (docs/lots.md). */
export const LotDrawnSecret = z.object({ receiverId: z.string() });
export const personalSchemas = {
  UserRegistered: UserPersonal,
  UserUpgradedToAccount: UserPersonal,
  PasswordChanged: PasswordPersonal,
  ProfileChanged: ProfilePersonal,
  WishlistCreated: WishlistPersonal,
  WishlistSettingsChanged: WishlistPersonal,
  WishlistTitleChanged: TitlePersonal,
  WishlistDescriptionChanged: DescriptionPersonal,
  ForumPostCreated: ForumPostPersonal,
  WishlistSent: WishlistSentPersonal,
  WishlistBirthdaySet: BirthdayPersonal,
  ExtraOwnerInvited: InvitePersonal,
  LotingCreated: LotingPersonal,
  LotQuestionAsked: LotQuestionPersonal,
  LotQuestionAnswered: LotAnswerPersonal,
  LotResent: LotResentPersonal,
  ContactMessageSent: ContactMessagePersonal,
} as const;
type PersonalOf<T> = T extends keyof typeof personalSchemas ? z.infer<(typeof personalSchemas)[T]> : never;

/** An event as projections see it: sealed personal data opened, or null once its key is forgotten. */
export type OpenedEvent = DomainEvent extends infer E
  ? E extends { type: infer T; data: { personal: Sealed } }
    ? { type: T; data: Omit<E['data'], 'personal'> & { personal: PersonalOf<T> | null } }
    : E
  : never;
