import { z } from 'zod';
import { Email, multiLineText, Password } from './fields.js';
import { limits } from './limits.js';

export const OverviewEmailFrequency = z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(6), z.literal(12)]);
export type OverviewEmailFrequency = z.infer<typeof OverviewEmailFrequency>;

export const CurrentUser = z.object({
  privateGuid: z.string(),
  publicGuid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAccount: z.boolean(),
  overviewEmailFrequency: OverviewEmailFrequency,
  enableCrossOffNotifications: z.boolean(),
  /** Whether the user opened a verification link mailed to their current address (needed to send a list by mail). */
  emailVerified: z.boolean(),
  /** From when the account is old enough to send a list by mail (ISO time). */
  sendListAllowedFrom: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const CreateAccountAnswer = z.object({ user: CurrentUser, wishlistPrivateGuid: z.string() });
export type CreateAccountAnswer = z.infer<typeof CreateAccountAnswer>;

export const LoginRequest = z.object({
  emailOrUsername: z
    .string()
    .trim()
    .min(1, 'validation.login.required')
    .max(limits.loginIdentifier, 'validation.login.too_long'),
  password: Password,
});
export type LoginRequest = z.infer<typeof LoginRequest>;
/** Login answers true, or false for a wrong identifier or password. */
export const LoginAnswer = z.boolean();

export const CheckEmailRequest = z.object({ email: z.string().max(limits.email) });
export const CheckEmailAnswer = z.enum(['Available', 'IsCurrentUser', 'Unavailable']);
export type CheckEmailAnswer = z.infer<typeof CheckEmailAnswer>;

export const CheckUsernameRequest = z.object({ username: z.string().max(limits.usernameMax) });
export const CheckUsernameAnswer = z.enum(['Available', 'Unavailable', 'Invalid']);
export type CheckUsernameAnswer = z.infer<typeof CheckUsernameAnswer>;

export const CsrfTokenAnswer = z.object({ token: z.string() });
export type CsrfTokenAnswer = z.infer<typeof CsrfTokenAnswer>;

export const RequestResetPasswordRequest = z.object({
  login: z.string().trim().min(1, 'validation.login.required').max(limits.loginIdentifier, 'validation.login.too_long'),
});
export type RequestResetPasswordRequest = z.infer<typeof RequestResetPasswordRequest>;
export const ResetCodeAnswer = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() });
export type ResetCodeAnswer = z.infer<typeof ResetCodeAnswer>;
export const ResetPasswordProblem = z.enum(['IsExpired', 'IsUnknown']);
export type ResetPasswordProblem = z.infer<typeof ResetPasswordProblem>;
export const RequestResetPasswordProblem = z.enum(['ErrorSendingEmail', 'NoUserFound']);

/** How long a mailed reset code works. */
export const RESET_CODE_HOURS = 2;

/**
 * Sign-in by mailed link (docs/sign-in-and-words.md): for a giver who crossed off with only her address, or anyone who
 * rather not type a password. The request answers 204 whether or not the address is known.
 */
export const RequestSignInLinkRequest = z.object({ email: Email });
export type RequestSignInLinkRequest = z.infer<typeof RequestSignInLinkRequest>;
/** From the link `/account/signin/{userId}/{code}`; `replaceOtherUser` confirms ending the session of someone else. */
export const SignInWithLinkRequest = z.object({
  userId: z.uuid(),
  code: z.string().min(1).max(100),
  replaceOtherUser: z.boolean().optional(),
});
export type SignInWithLinkRequest = z.infer<typeof SignInWithLinkRequest>;
export const SignInWithLinkAnswer = z.object({ isAccount: z.boolean() });
export type SignInWithLinkAnswer = z.infer<typeof SignInWithLinkAnswer>;
/** `OtherUserSignedIn`: this browser is signed in as someone else; nothing changed, the link still works. */
export const SignInWithLinkProblem = z.enum(['IsExpired', 'IsUnknown', 'OtherUserSignedIn']);
export type SignInWithLinkProblem = z.infer<typeof SignInWithLinkProblem>;

/** The code from a mailed verification link (`/account/verify/{code}`). */
export const VerifyEmailRequest = z.object({ code: z.string().min(1).max(100) });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;
export const VerifyEmailProblem = z.enum(['IsExpired', 'IsUnknown']);
export type VerifyEmailProblem = z.infer<typeof VerifyEmailProblem>;
export const RequestEmailVerificationProblem = z.enum(['AlreadyVerified', 'ErrorSendingEmail']);
export type RequestEmailVerificationProblem = z.infer<typeof RequestEmailVerificationProblem>;
/** How long a mailed verification link works. */
export const EMAIL_VERIFICATION_CODE_HOURS = 72;
/** How old an account must be before it may send its list by mail. */
export const SEND_LIST_MIN_ACCOUNT_AGE_HOURS = 24;
export function sendListAllowedFrom(createdAt: string): string {
  return new Date(new Date(createdAt).getTime() + SEND_LIST_MIN_ACCOUNT_AGE_HOURS * 3_600_000).toISOString();
}

/**
 * The key of a mail's settings links (`?k=` of `/account/mailings/{id}` and `/api/Account/Unsubscribe/{id}`): without
 * it only the user's own session reaches their settings (docs/permissions.md, "Mail settings links").
 */
export const MailSettingsKey = z.string().max(100);
export const MailSettingsKeyQuery = z.object({ k: MailSettingsKey.optional() });
export type MailSettingsKeyQuery = z.infer<typeof MailSettingsKeyQuery>;
export const EmailSettings = z.object({
  userPrivateGuid: z.uuid(),
  overviewEmailFrequency: OverviewEmailFrequency,
  enableCrossOffNotifications: z.boolean(),
  /** The mail-settings key from the link the page was opened with; not needed for the logged-in user's own settings. */
  key: MailSettingsKey.optional(),
});
export type EmailSettings = z.infer<typeof EmailSettings>;
export const EmailSettingsAnswer = EmailSettings.omit({ key: true }).extend({ email: z.string() });
export type EmailSettingsAnswer = z.infer<typeof EmailSettingsAnswer>;

/** Anonymous cross-off by e-mail: a lightweight user (isAccount false). The address is checked by the handler. */
export const CreateLightweightUserRequest = z.object({ email: z.string().max(200) });
export const CreateLightweightUserProblem = z.enum(['EmailInUse', 'EmailUnusable', 'Other']);

export const CheckSessionRequest = z.object({
  checkPublicUserGuid: z.boolean(),
  publicUserGuid: z.string().max(64).nullable().optional(),
  failedRequestPath: z.string().max(2000).optional(),
});
export type CheckSessionRequest = z.infer<typeof CheckSessionRequest>;
export const CheckSessionAnswer = z.object({ isValid: z.boolean(), newCSRFToken: z.string() });
export type CheckSessionAnswer = z.infer<typeof CheckSessionAnswer>;

export const DeleteAccountRequest = z.object({
  questionId: z.number().int().optional(),
  answerId: z.number().int().optional(),
  customAnswer: multiLineText().max(500, 'validation.delete.answer_too_long').optional(),
  /** The account's password, asked again before it is deleted (not for a lightweight user, who has none). */
  password: z.string().max(limits.password).optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
export const DeleteAccountProblem = z.enum(['WrongPassword']);

export const EditProfileProblem = z.enum(['Other', 'WrongUserGuid', 'EmailUnavailable', 'WrongPassword']);

export const DeleteUserQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  answers: z.array(z.object({ id: z.number().int(), answer: z.string() })),
});
export type DeleteUserQuestion = z.infer<typeof DeleteUserQuestion>;
