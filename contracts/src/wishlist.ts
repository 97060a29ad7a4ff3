import { z } from 'zod';

export const AccessType = z.enum(['CLOSED', 'OPEN', 'PUBLIC', 'UNKNOWN']);
export type AccessType = z.infer<typeof AccessType>;

export const Occasion = z.enum([
  'Christmas', 'Communie', 'Engagement', 'FathersDay', 'Graduation', 'JustBecause', 'MaternityGifts', 'MothersDay',
  'MyAnniversary', 'MyBaptism', 'MyBirthday', 'MyHousewarming', 'MyPhD', 'OurHousewarming', 'OurMarriage',
  'Sinterklaas', 'Valentine',
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

export const OwnerInvite = z.object({ guid: z.string(), name: z.string(), url: z.string() });

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
  forum: z.array(z.object({
    publicGuid: z.string(), fullName: z.string(), message: z.string(), createDate: z.string(),
    deletableByCurrentUser: z.boolean(),
  })),
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
