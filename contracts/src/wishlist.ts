import { z } from 'zod';
import { CalendarDate, FirstName, Guid, LastName, lineText, multiLineText, Username } from './fields.js';
import { limits } from './limits.js';
import { GroupedProduct } from './products.js';

export const AccessType = z.enum(['CLOSED', 'OPEN', 'PUBLIC', 'UNKNOWN']);
export type AccessType = z.infer<typeof AccessType>;

export const Occasion = z.enum([
  'Christmas',
  'Communie',
  'Engagement',
  'FathersDay',
  'Graduation',
  'JustBecause',
  'MaternityGifts',
  'MothersDay',
  'MyAnniversary',
  'MyBaptism',
  'MyBirthday',
  'MyHousewarming',
  'MyPhD',
  'OurHousewarming',
  'OurMarriage',
  'Sinterklaas',
  'Valentine',
]);
export type Occasion = z.infer<typeof Occasion>;

/** A gift as the owner sees it; cross-off fields only when the list shows crossed-off gifts. */
export const OwnerGift = z.object({
  publicGuid: z.string(),
  description: z.string(),
  uri: z.string().nullable(),
  userEditableUri: z.string().nullable(),
  uriDisplayText: z.string().nullable(),
  displayImageUrl: z.string().nullable(),
  faviconSite: z.string().nullable(),
  productId: z.string().nullable(),
  productEans: z.array(z.string()),
  crossOffEnabled: z.boolean(),
  isCrossedOff: z.boolean(),
  privateCrossOffGuid: z.string().nullable(),
  isProductFromGiftFinder: z.boolean(),
  isColdCase: z.boolean(),
  /**
   * Attached later by price comparison (the server's gift-offers reactor, docs/products.md): the shops offering the
   * gift's product, cheapest first; absent until then, when no shop offers it, and with the switch off.
   */
  groupedProduct: GroupedProduct.optional(),
});
export type OwnerGift = z.infer<typeof OwnerGift>;

export const VisitorGift = OwnerGift.extend({ order: z.number().int() });
export type VisitorGift = z.infer<typeof VisitorGift>;

export const OwnerCategory = z.object({
  privateGuid: z.string(),
  name: z.string(),
  giftCount: z.number().int(),
  gifts: z.array(OwnerGift),
});
export type OwnerCategory = z.infer<typeof OwnerCategory>;

export const VisitorCategory = z.object({
  publicGuid: z.string(),
  name: z.string(),
  gifts: z.array(VisitorGift),
});
export type VisitorCategory = z.infer<typeof VisitorCategory>;

export const Owner = z.object({
  publicUserGuid: z.string(),
  fullName: z.string(),
  initials: z.string(),
  color: z.string(),
  isOnline: z.boolean(),
});
export type Owner = z.infer<typeof Owner>;

/**
 * An open co-owner invite. Its `guid` and `url` are the link, the capability to become an owner: only the primary
 * owner gets them; a co-owner gets the invitee's name with both null (docs/permissions.md, "Co-owner invites").
 */
export const OwnerInvite = z.object({ guid: z.string().nullable(), name: z.string(), url: z.string().nullable() });
export type OwnerInvite = z.infer<typeof OwnerInvite>;
/** The answer of `InviteExtraOwner` (the primary owner's call): the new invite with its link. */
export const NewOwnerInvite = OwnerInvite.extend({ guid: z.string(), url: z.string() });
export type NewOwnerInvite = z.infer<typeof NewOwnerInvite>;

export const ForumPost = z.object({
  publicGuid: z.string(),
  fullName: z.string(),
  message: z.string(),
  createDate: z.string(),
  deletableByCurrentUser: z.boolean(),
});
export type ForumPost = z.infer<typeof ForumPost>;

/** The owner view; `forum` (every post deletable by an owner) goes beyond the spec's field list, so owners read their list's forum. */
export const OwnerWishlist = z.object({
  privateGuid: z.string(),
  publicGuid: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  occasion: Occasion.nullable(),
  occasionDate: z.string().nullable(),
  birthday: z.string().nullable(),
  accessType: AccessType,
  accessQuestion: z.string().nullable(),
  accessAnswer: z.string().nullable(),
  includeInSearchResult: z.boolean(),
  showCrossedOff: z.boolean(),
  isPrimaryOwner: z.boolean(),
  categories: z.array(OwnerCategory),
  owners: z.array(Owner),
  ownerInvites: z.array(OwnerInvite),
  forum: z.array(ForumPost),
});
export type OwnerWishlist = z.infer<typeof OwnerWishlist>;

export const VisitorWishlist = z.object({
  publicGuid: z.string(),
  username: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  occasion: Occasion.nullable(),
  occasionDate: z.string().nullable(),
  imageUrl: z.string().nullable(),
  categories: z.array(VisitorCategory),
  lastUpdated: z.string(),
  forum: z.array(ForumPost),
  friendPrivateGuid: z.string().nullable(),
  isFriend: z.boolean(),
});
export type VisitorWishlist = z.infer<typeof VisitorWishlist>;

export const WishlistSummary = z.object({
  fullName: z.string(),
  imageUrl: z.string().nullable(),
  isShareable: z.boolean(),
  lastUpdate: z.string(),
  localLink: z.string(),
  occasion: Occasion.nullable(),
  privateGuid: z.string(),
  title: z.string().nullable(),
  username: z.string(),
  giftCount: z.number().int(),
});
export type WishlistSummary = z.infer<typeof WishlistSummary>;

export const AccessState = z.enum(['Access', 'InvitationRequired', 'NoAccess', 'OwnedByCurrentUser', 'Question']);
export type AccessState = z.infer<typeof AccessState>;
export const AccessStateAnswer = z.object({
  accessState: AccessState,
  fullName: z.string(),
  question: z.string().nullable(),
});
export type AccessStateAnswer = z.infer<typeof AccessStateAnswer>;

/** Access question and answer are required for an open list, and sent only then. */
const withAccessQuestion = <
  T extends { accessType: string; accessQuestion?: string | null; accessAnswer?: string | null },
>(
  r: T,
) => r.accessType !== 'OPEN' || (!!r.accessQuestion && !!r.accessAnswer);
const accessQuestionIssue = { path: ['accessQuestion'], message: 'validation.access_question.required' };
const AccessQuestion = lineText()
  .max(limits.accessQuestion, 'validation.access_question.too_long')
  .nullable()
  .optional();
const AccessAnswer = lineText().max(limits.accessAnswer, 'validation.access_answer.too_long').nullable().optional();
const City = lineText().max(limits.city, 'validation.city.too_long').nullable().optional();
const VisibleAccessType = z.enum(['CLOSED', 'OPEN', 'PUBLIC']);

export const CreateWishlistRequest = z
  .object({
    username: Username,
    firstName: FirstName,
    lastName: LastName,
    city: City,
    accessType: VisibleAccessType,
    listQuestion: AccessQuestion,
    listAnswer: AccessAnswer,
  })
  .refine(
    (r) => withAccessQuestion({ accessType: r.accessType, accessQuestion: r.listQuestion, accessAnswer: r.listAnswer }),
    accessQuestionIssue,
  );
export type CreateWishlistRequest = z.infer<typeof CreateWishlistRequest>;

export const UpdateTitleRequest = z.object({
  privateGuid: Guid,
  title: lineText().max(limits.listTitle, 'validation.title.too_long').nullable(),
});
export type UpdateTitleRequest = z.infer<typeof UpdateTitleRequest>;
export const UpdateDescriptionRequest = z.object({
  privateGuid: Guid,
  description: multiLineText().max(limits.listDescription, 'validation.description.too_long').nullable(),
});
export type UpdateDescriptionRequest = z.infer<typeof UpdateDescriptionRequest>;
export const UpdateOccasionRequest = z.object({
  privateGuid: Guid,
  occasion: Occasion.nullable(),
  occasionDate: CalendarDate.nullable(),
});
export type UpdateOccasionRequest = z.infer<typeof UpdateOccasionRequest>;

export const UpdateSettingsRequest = z
  .object({
    privateGuid: Guid,
    username: Username,
    firstName: FirstName,
    lastName: LastName,
    city: City,
    birthday: CalendarDate.nullable().optional(),
    accessType: VisibleAccessType,
    accessQuestion: AccessQuestion,
    accessAnswer: AccessAnswer,
    includeInSearchResult: z.boolean(),
    showCrossedOff: z.boolean(),
  })
  .refine(withAccessQuestion, accessQuestionIssue);
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequest>;

export const CategoryRenameRequest = z.object({
  privateGuid: Guid,
  name: lineText().min(1, 'validation.category.required').max(limits.categoryName, 'validation.category.too_long'),
});
export type CategoryRenameRequest = z.infer<typeof CategoryRenameRequest>;
export const CategoryDeleteRequest = z.object({ privateGuid: Guid });
export type CategoryDeleteRequest = z.infer<typeof CategoryDeleteRequest>;
export const CategoryReorderRequest = z.object({
  privateGuidOrder: z.array(Guid).min(1).max(500),
  cancelable: z.boolean().optional(),
});
export type CategoryReorderRequest = z.infer<typeof CategoryReorderRequest>;
export const GiftReorderRequest = z.object({ categoryPrivateGuid: Guid, order: z.array(Guid).max(5000) });
export type GiftReorderRequest = z.infer<typeof GiftReorderRequest>;
export const GiftMoveRequest = z.object({ giftPublicGuid: Guid, wishlistPrivateGuid: Guid });
export type GiftMoveRequest = z.infer<typeof GiftMoveRequest>;
export const UsedInRecentLotAnswer = z.object({ usedInRecentLot: z.boolean() });
export type UsedInRecentLotAnswer = z.infer<typeof UsedInRecentLotAnswer>;

/** Theme pictures shipped with the site (frontend/public/themes). */
export const THEME_IMAGES = ['ballonnen', 'confetti', 'sterren', 'sneeuw', 'hartjes', 'bladeren'] as const;
export const ThemeImageId = z.enum(THEME_IMAGES);
export const themeImageUrl = (id: string) => `/themes/${id}.svg`;
export const ThemeImage = z.object({ id: z.string(), url: z.string() });
export type ThemeImage = z.infer<typeof ThemeImage>;
export const SetThemeImageRequest = z.object({ id: ThemeImageId, username: z.string().max(limits.usernameMax) });
export type SetThemeImageRequest = z.infer<typeof SetThemeImageRequest>;
export const WishlistImageAnswer = z.object({ imageUrl: z.string().nullable() });
export type WishlistImageAnswer = z.infer<typeof WishlistImageAnswer>;

export const CategoryMoveRequest = z.object({ categoryPrivateGuid: Guid, wishlistPrivateGuid: Guid });
export type CategoryMoveRequest = z.infer<typeof CategoryMoveRequest>;
/** When the moved category was the list's last, the list gets a new empty one. */
export const CategoryMoveAnswer = z.object({
  newCategoryInSourceWishlist: z.object({ privateGuid: z.string(), name: z.string() }).nullable(),
});
export type CategoryMoveAnswer = z.infer<typeof CategoryMoveAnswer>;

export const VerifyAnswerRequest = z.object({
  username: z.string().max(limits.usernameMax),
  answer: z.string().max(limits.accessAnswer, 'validation.access_answer.too_long'),
});
export type VerifyAnswerRequest = z.infer<typeof VerifyAnswerRequest>;
export const VerifyAnswerAnswer = z.object({ valid: z.boolean() });
export type VerifyAnswerAnswer = z.infer<typeof VerifyAnswerAnswer>;

export const Friend = z.object({
  privateGuid: z.string(),
  wishlistPublicGuid: z.string(),
  username: z.string(),
  fullName: z.string(),
  imageUrl: z.string().nullable(),
  city: z.string().nullable(),
  birthday: z.object({ day: z.number().int(), month: z.number().int() }).nullable(),
  lastListUpdate: z.string(),
});
export type Friend = z.infer<typeof Friend>;
export const AddFriendRequest = z.object({ wishlistPublicGuid: Guid });
export type AddFriendRequest = z.infer<typeof AddFriendRequest>;
export const AddFriendAnswer = z.object({ friendPrivateGuid: z.string() });
export type AddFriendAnswer = z.infer<typeof AddFriendAnswer>;

export const CreateForumPostRequest = z.object({
  publicWishlistGuid: Guid,
  message: multiLineText().min(1, 'validation.forum.required').max(limits.forumMessage, 'validation.forum.too_long'),
  firstName: FirstName.optional(),
  lastName: LastName.optional(),
});
export type CreateForumPostRequest = z.infer<typeof CreateForumPostRequest>;

export const LIST_SEARCH_MIN = 3;
export const ListSearchQuery = z.object({
  query: z.string().trim().min(LIST_SEARCH_MIN, 'validation.search.too_short').max(100),
});
export const ListSearchResult = z.object({
  city: z.string().nullable(),
  firstName: z.string(),
  id: z.string(),
  illustration: z.string().nullable(),
  lastName: z.string(),
  listUrl: z.string(),
  listUrlForDisplay: z.string(),
  userName: z.string(),
});
export const ListSearchAnswer = z.object({ totalCount: z.number().int(), wishlists: z.array(ListSearchResult) });
export type ListSearchAnswer = z.infer<typeof ListSearchAnswer>;
export const SiteStats = z.object({
  totalBirthdaysThisMonth: z.number().int(),
  totalGifts: z.number().int(),
  totalUsers: z.number().int(),
});
export type SiteStats = z.infer<typeof SiteStats>;
