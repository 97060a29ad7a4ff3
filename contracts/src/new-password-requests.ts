import { z } from 'zod';
import { OverviewEmailFrequency } from './account.js';
import { Email, FirstName, Guid, LastName, Username } from './fields.js';
import { NewPassword, refinePasswordOf } from './password-rule.js';

/**
 * The requests that set a password someone chooses (sign-up, reset, profile edit, an account made from a co-owner
 * invite), in a module of their own: the password rule brings the list of common passwords (about 40 kB gzip), which
 * the browser then loads only with the pages that have such a form (docs/architecture.md, Code splitting).
 */

export const CreateAccountRequest = z
  .object({
    email: Email,
    username: Username,
    firstName: FirstName,
    lastName: LastName,
    password: NewPassword,
    receiveMailing: z.boolean().default(false),
    fromLot: z.boolean().default(false),
  })
  .superRefine(refinePasswordOf((r) => ({ ...r, usernames: [r.username] })));
export type CreateAccountRequest = z.input<typeof CreateAccountRequest>;

/** The holder's own data is checked by the server, which knows whose code it is. */
export const ResetPasswordRequest = z.object({ resetCode: z.string().min(1).max(100), password: NewPassword });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** Profile edit; the password only when it changes (and always for a lightweight user becoming an account). */
export const EditProfileRequest = z
  .object({
    userPrivateGuid: z.string().max(64),
    firstName: FirstName,
    lastName: LastName,
    email: Email,
    password: NewPassword.optional(),
    /** Asked when the password or the e-mail address changes (and the account has a password). */
    currentPassword: z.string().max(500).optional(),
    overviewEmailFrequency: OverviewEmailFrequency,
    enableCrossOffNotifications: z.boolean(),
  })
  .superRefine(refinePasswordOf((r) => r));
export type EditProfileRequest = z.infer<typeof EditProfileRequest>;

/** `POST /api/Account/CreateForExtraOwnerInvite`: a new account that accepts the invite in the same flow; 201 as `Account/Create` without a list of its own. */
export const CreateForExtraOwnerInviteRequest = z
  .object({
    email: Email,
    inviteGuid: Guid,
    firstName: FirstName,
    lastName: LastName,
    password: NewPassword,
    receiveMailing: z.boolean().default(false),
  })
  .superRefine(refinePasswordOf((r) => ({ ...r, usernames: [] })));
export type CreateForExtraOwnerInviteRequest = z.input<typeof CreateForExtraOwnerInviteRequest>;
