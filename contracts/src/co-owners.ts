import { z } from 'zod';
import { FirstName, Guid, LastName, lineText } from './fields.js';
import { limits } from './limits.js';
import { Owner, OwnerInvite } from './wishlist.js';

/** Co-owners (spec 01 §1–§9): the primary owner invites by name and link; the invitee accepts through `/i/{guid}`. */

/** How long an open invite can be accepted. */
export const INVITE_VALID_DAYS = 14;

/** `POST /api/WishlistOwner/InviteExtraOwner`: answers the new invite (`NewOwnerInvite`). */
export const InviteExtraOwnerRequest = z.object({
  privateWishlistGuid: Guid,
  name: lineText()
    .min(1, 'validation.invite.name.required')
    .max(limits.firstName + limits.lastName + 1, 'validation.invite.name.too_long'),
});
export type InviteExtraOwnerRequest = z.infer<typeof InviteExtraOwnerRequest>;

/** `POST /api/WishlistOwner/RemoveExtraOwner`: 204. */
export const RemoveExtraOwnerRequest = z.object({ privateWishlistGuid: Guid, publicUserGuid: Guid });
export type RemoveExtraOwnerRequest = z.infer<typeof RemoveExtraOwnerRequest>;

/** `POST /api/WishlistOwner/RevokeExtraOwnerInvite` (not in the spec: an open invite can be taken back): 204. */
export const RevokeExtraOwnerInviteRequest = z.object({ privateWishlistGuid: Guid, inviteGuid: Guid });
export type RevokeExtraOwnerInviteRequest = z.infer<typeof RevokeExtraOwnerInviteRequest>;

/** `GET /api/WishlistOwner/{privateWishlistGuid}/GetOwnersAndInvites` (403 for anyone but an owner). */
export const OwnersAndInvitesAnswer = z.object({ owners: z.array(Owner), invites: z.array(OwnerInvite) });
export type OwnersAndInvitesAnswer = z.infer<typeof OwnersAndInvitesAnswer>;

/** Why an invite cannot be opened (422 of `OpenInvite` and `AcceptExtraOwnerInvite`). */
export const InviteProblem = z.enum(['NotFound', 'Expired', 'AlreadyAccepted']);
export type InviteProblem = z.infer<typeof InviteProblem>;

/** What the invitee must do before accepting a valid invite (`OwnerInviteInfo.problem`). */
export const OwnerInviteInfoProblem = z.enum([
  'None',
  'NeedAccountFullName',
  'NoLogin',
  'NeedUpgradeToAccount',
  'AlreadyOwned',
]);
export type OwnerInviteInfoProblem = z.infer<typeof OwnerInviteInfoProblem>;

/** `GET /api/Wishlist/OpenInvite/{guid}`: the invite as the person opening the link sees it. */
export const OwnerInviteInfo = z.object({
  name: z.string(),
  username: z.string(),
  wishlistUrl: z.string(),
  problem: OwnerInviteInfoProblem,
});
export type OwnerInviteInfo = z.infer<typeof OwnerInviteInfo>;

/** `POST /api/Wishlist/AcceptExtraOwnerInvite`: names only when the account has none (`NeedAccountFullName`). 204. */
export const AcceptExtraOwnerInviteRequest = z.object({
  invitationGuid: Guid,
  firstName: FirstName.optional(),
  lastName: LastName.optional(),
});
export type AcceptExtraOwnerInviteRequest = z.infer<typeof AcceptExtraOwnerInviteRequest>;
/** 422 of `AcceptExtraOwnerInvite`: the invite's problems, or what the caller must do first. */
export const AcceptInviteProblem = z.enum([
  ...InviteProblem.options,
  'NeedAccountFullName',
  'NoLogin',
  'NeedUpgradeToAccount',
  'AlreadyOwned',
]);

export const CreateForExtraOwnerInviteProblem = z.enum([
  'AlreadyLoggedIn',
  'EmailUnavailable',
  'InvalidInvite',
  'Other',
]);
