import { z } from 'zod';
import {
  CreateLightweightUserProblem,
  DeleteAccountProblem,
  EditProfileProblem,
  RequestEmailVerificationProblem,
  RequestResetPasswordProblem,
  ResetPasswordProblem,
  SignInWithLinkProblem,
  VerifyEmailProblem,
} from './account.js';
import { CrossedOffGiftProblem } from './gift.js';
import { SendWishlistProblem } from './recipients.js';
import { AcceptInviteProblem, CreateForExtraOwnerInviteProblem } from './co-owners.js';
import {
  CreateLotingProblem,
  DeleteLotingProblem,
  LotingProblem,
  ResendLotProblem,
  SelectWishlistProblem,
  SendNudgeProblem,
  SendQuestionProblem,
  AnswerQuestionProblem,
} from './lots.js';
import { SupportProblem } from './support.js';
import { ShopEditProblem } from './shop-edits.js';

/** Problem enums per call (spec 01 §7-8). A 422 answer carries `{ problem }` with one of these. */
export const CreateAccountProblem = z.enum([
  'AlreadyLoggedIn',
  'EmailUnavailable',
  'Other',
  'UsernameUnavailable',
  'WishlistFailed',
]);
export const CrossOffProblem = z.enum([
  'CrossedOffByOtherUser',
  'GiftDeleted',
  'GiftUncrossable',
  'NoAccess',
  'OwnWishlist',
]);
export const UndoCrossOffProblem = z.enum([
  'CrossOffAlreadyUndone',
  'GiftNotFound',
  'GiftDeleted',
  'CrossedOffBySomeoneElse',
  'Other',
]);
export const GiftEditProblem = z.enum(['GiftNotFound', 'SaveImageFailed', 'InvalidUpdate', 'ProductNotFound']);
export const CategoryProblem = z.enum(['WishlistNotFound', 'CategoryNotFound']);
export const MoveProblem = z.enum(['DestinationNotOwned', 'SourceNotOwned']);
/** `TooManyWishlists`: not in the spec; the account already holds `limits.wishlistsPerAccount` lists (docs/permissions.md). */
export const CreateWishlistProblem = z.enum(['IsAfstreper', 'Other', 'Unavailable', 'TooManyWishlists']);
/** `TooManyInvites`: not in the spec; the list already has `limits.openInvitesPerWishlist` open invites (docs/permissions.md). */
export const InviteExtraOwnerProblem = z.enum([
  'UserCannotAccessWishlist',
  'NotPrimaryOwner',
  'Other',
  'TooManyInvites',
]);
/** List edits beyond categories (settings, order, picture, deletion). */
export const WishlistEditProblem = z.enum([
  'WishlistNotFound',
  'UserCannotAccessWishlist',
  'LastCategory',
  'InvalidData',
  'InvalidImage',
  'NotPrimaryOwner',
  'Other',
]);
export const FriendProblem = z.enum(['AlreadyFriend', 'FriendNotFound', 'NoAccess', 'OwnWishlist']);
export const ForumProblem = z.enum(['NameRequired', 'NoAccess', 'NotAllowed', 'PostNotFound']);

export type CreateAccountProblem = z.infer<typeof CreateAccountProblem>;
export type CrossOffProblem = z.infer<typeof CrossOffProblem>;
export type UndoCrossOffProblem = z.infer<typeof UndoCrossOffProblem>;
export type GiftEditProblem = z.infer<typeof GiftEditProblem>;
export type CategoryProblem = z.infer<typeof CategoryProblem>;
export type MoveProblem = z.infer<typeof MoveProblem>;
export type CreateWishlistProblem = z.infer<typeof CreateWishlistProblem>;
export type WishlistEditProblem = z.infer<typeof WishlistEditProblem>;
export type InviteExtraOwnerProblem = z.infer<typeof InviteExtraOwnerProblem>;
export type FriendProblem = z.infer<typeof FriendProblem>;
export type ForumProblem = z.infer<typeof ForumProblem>;

/** Problems of a 400 answer: `InvalidInput` with the failing fields, or `UserDeleted`, or `InvalidCsrfToken`. */
export const BadRequestProblem = z.enum(['InvalidInput', 'UserDeleted', 'InvalidCsrfToken']);
/** Problems of 401 and 404 answers. */
export const AccessProblem = z.enum(['NotLoggedIn', 'NoAccess', 'NotPrimaryOwner', 'NotFound', 'WishlistNotFound']);
/** Problems of 429 and 503 answers, sent with `Retry-After`. */
export const RetryLaterProblem = z.enum(['TooManyRequests', 'ServerBusy', 'ReadModelsBehind', 'ServiceUnavailable']);

/**
 * Every problem value the backend answers: the union of the per-call enums above and in the other contract files.
 * The backend's `Problem` and refusals take only these, and the frontend compares only with these.
 */
export const ProblemCode = z.enum([
  ...new Set([
    ...CreateAccountProblem.options,
    ...CrossOffProblem.options,
    ...UndoCrossOffProblem.options,
    ...GiftEditProblem.options,
    ...CategoryProblem.options,
    ...MoveProblem.options,
    ...CreateWishlistProblem.options,
    ...InviteExtraOwnerProblem.options,
    ...WishlistEditProblem.options,
    ...FriendProblem.options,
    ...ForumProblem.options,
    ...BadRequestProblem.options,
    ...AccessProblem.options,
    ...RetryLaterProblem.options,
    ...ResetPasswordProblem.options,
    ...RequestResetPasswordProblem.options,
    ...VerifyEmailProblem.options,
    ...SignInWithLinkProblem.options,
    ...RequestEmailVerificationProblem.options,
    ...CreateLightweightUserProblem.options,
    ...EditProfileProblem.options,
    ...CrossedOffGiftProblem.options,
    ...SendWishlistProblem.options,
    ...DeleteAccountProblem.options,
    ...AcceptInviteProblem.options,
    ...CreateForExtraOwnerInviteProblem.options,
    ...CreateLotingProblem.options,
    ...LotingProblem.options,
    ...ResendLotProblem.options,
    ...DeleteLotingProblem.options,
    ...SelectWishlistProblem.options,
    ...SendNudgeProblem.options,
    ...SendQuestionProblem.options,
    ...AnswerQuestionProblem.options,
    ...SupportProblem.options,
    ...ShopEditProblem.options,
  ]),
]);
export type ProblemCode = z.infer<typeof ProblemCode>;

/**
 * Body of a 422 answer: the problem value itself, as a JSON string (`"NoAccess"`). Only calls whose refusal the
 * spec defines as a partial result answer an object with a `problem` field (gift edit with `SaveImageFailed`, the
 * single crossed-off gift page).
 */
export const ProblemAnswer = ProblemCode;
export type ProblemAnswer = ProblemCode;

/** A 422 that carries a partial result beside its problem value. */
export const PartialProblemAnswer = z.object({ problem: ProblemCode });
export type PartialProblemAnswer = z.infer<typeof PartialProblemAnswer>;

/** Body of every 400 answer. */
export const BadRequestAnswer = z.object({
  problem: BadRequestProblem,
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type BadRequestAnswer = z.infer<typeof BadRequestAnswer>;

/**
 * Body of every 503 answer, which comes with `Retry-After`: `ServerBusy` refused the call before doing anything;
 * `ReadModelsBehind` did the command, but the read models do not show it yet (read again, do not blindly repeat);
 * `ServiceUnavailable`: a store did not answer (a write may or may not have landed: read before repeating it).
 */
export const UnavailableAnswer = z.object({
  problem: RetryLaterProblem.exclude(['TooManyRequests']),
  message: z.string(),
});
export type UnavailableAnswer = z.infer<typeof UnavailableAnswer>;
