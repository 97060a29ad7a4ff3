import { z } from 'zod';
import { limits } from './limits.js';
import { ContextId, Guid, lineText, multiLineText } from './fields.js';
import { OwnerGift, VisitorGift } from './wishlist.js';

export const CategoryCreateRequest = z.object({
  name: lineText().min(1, 'validation.category.required').max(limits.categoryName, 'validation.category.too_long'),
  wishlistPrivateGuid: Guid,
});
export type CategoryCreateRequest = z.infer<typeof CategoryCreateRequest>;

/** Only http and https: a `javascript:` or `data:` link would run or show something else than a shop's page. */
const isWebAddress = (text: string) =>
  /^https?:\/\/\S+$/i.test(text) && URL.canParse(text) && new URL(text).hostname !== '';
/** `https://user:pass@host/` may sign a visitor in somewhere, or disguise the host (`https://bol.com@evil.example/`). */
const hasCredentials = (url: URL) => url.username !== '' || url.password !== '';

/** Starts with a host name of at least two labels (`www.winkel.be`, `bol.com:8080/x`), no scheme before it. */
const startsWithHostName = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d+)?(?:[/?#]|$)/u;
/**
 * People type shop addresses as they read them (`www.winkel.be/fiets`): such a link gets `https://`. Any other text,
 * `javascript:` and other schemes included, is left as typed, for the web-address rule to refuse.
 */
export const withWebScheme = (link: string) => (startsWithHostName.test(link) ? `https://${link}` : link);

/** The part of a link between `scheme://` and the path: the host, with a port or credentials if any. */
const authorityOf = (link: string) => /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(link)?.[1] ?? '';
/**
 * A link whose host is not plain ASCII is kept with its host as browsers resolve it, in punycode (`xn--`): a host in
 * look-alike letters (`https://аpple.com/`, with a Cyrillic а) then shows what it is wherever the link is shown, copied
 * or hovered. Other links stay exactly as typed.
 */
export const withAsciiHost = (link: string) =>
  /[^\x00-\x7f]/.test(authorityOf(link)) && URL.canParse(link) ? new URL(link).href : link;

export const GiftEditRequest = z.object({
  publicGuid: Guid.optional(),
  categoryPrivateGuid: Guid,
  description: multiLineText()
    .min(1, 'validation.gift.description.required')
    .max(limits.giftDescription, 'validation.gift.description.too_long'),
  enableCrossOff: z.boolean(),
  url: lineText()
    .transform((link) => withAsciiHost(withWebScheme(link)))
    .pipe(
      z
        .string()
        .max(limits.giftUrl, 'validation.gift.url.too_long')
        .refine((u) => u === '' || isWebAddress(u), 'validation.gift.url.invalid')
        .refine((u) => u === '' || !URL.canParse(u) || !hasCredentials(new URL(u)), 'validation.gift.url.credentials'),
    )
    .optional(),
  hasCustomImage: z.boolean().optional(),
  newImageBase64: z.string().optional(),
  /** The picture of a link preview (an http(s) address): the server fetches it and keeps a copy as the gift's picture. */
  imageUrl: z
    .string()
    .max(limits.giftUrl)
    .refine((u) => URL.canParse(u) && ['http:', 'https:'].includes(new URL(u).protocol), 'validation.gift.url.invalid')
    .optional(),
});
export type GiftEditRequest = z.infer<typeof GiftEditRequest>;
export const GiftEditAnswer = z.object({ editedGift: OwnerGift, isCreate: z.boolean() });
export type GiftEditAnswer = z.infer<typeof GiftEditAnswer>;

export const CrossOffRequest = z.object({ publicGiftGuid: Guid, contextId: ContextId });
export type CrossOffRequest = z.infer<typeof CrossOffRequest>;
export const CrossOffAnswer = z.object({ gift: VisitorGift, crossOffGuid: z.string() });
export type CrossOffAnswer = z.infer<typeof CrossOffAnswer>;

/** `POST /api/Wishlist/StartFlow`: may this visitor cross the gift off now? (204, or the cross-off's 422 problem) */
export const StartFlowRequest = z.object({ publicGiftGuid: Guid });
export type StartFlowRequest = z.infer<typeof StartFlowRequest>;
export const UndoCrossOffRequest = z.object({ publicGuid: Guid, privateCrossOffGuid: Guid, contextId: ContextId });
export type UndoCrossOffRequest = z.infer<typeof UndoCrossOffRequest>;
export const UndoCrossOffAnswer = z.object({ gift: VisitorGift });
export type UndoCrossOffAnswer = z.infer<typeof UndoCrossOffAnswer>;
/** The giver hides a gift taken off its list from her crossed-off page: 204, or 422 `GiftNotFound` for anything else. */
export const HideRemovedCrossOffRequest = z.object({ publicGuid: Guid, privateCrossOffGuid: Guid });
export type HideRemovedCrossOffRequest = z.infer<typeof HideRemovedCrossOffRequest>;

export const CrossedOffGift = z.object({
  publicGuid: z.string(),
  description: z.string(),
  uri: z.string().nullable(),
  privateCrossOffGuid: z.string(),
  /** The gift's picture: an uploaded one or the shop's; of a gift taken off its list, only the shop's. */
  imageUrl: z.string().nullable(),
  /** The owner deleted the gift after it was crossed off: shown as it was then, without undo. */
  removedFromList: z.boolean(),
});
export type CrossedOffGift = z.infer<typeof CrossedOffGift>;
/** `wishlistUrl` and `fullName` are null for a list that was deleted (only gifts taken off the list remain of it). */
export const CrossedOffWishlist = z.object({
  wishlistUrl: z.string().nullable(),
  fullName: z.string().nullable(),
  gifts: z.array(CrossedOffGift),
});
export type CrossedOffWishlist = z.infer<typeof CrossedOffWishlist>;
export const CrossedOffAnswer = z.object({ crossedOffWishlists: z.array(CrossedOffWishlist) });
export type CrossedOffAnswer = z.infer<typeof CrossedOffAnswer>;

export const CrossedOffGiftAnswer = z.object({ username: z.string(), fullName: z.string(), gift: VisitorGift });
export type CrossedOffGiftAnswer = z.infer<typeof CrossedOffGiftAnswer>;
export const CrossedOffGiftProblem = z.enum(['CrossOffAlreadyUndone', 'GiftNotFound', 'InvalidGuid', 'Other']);
export type CrossedOffGiftProblem = z.infer<typeof CrossedOffGiftProblem>;
