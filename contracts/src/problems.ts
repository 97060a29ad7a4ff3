import { z } from 'zod';

/** Problem enums per call (spec 01 §7-8). A 422 answer carries `{ problem }` with one of these. */
export const CreateAccountProblem = z.enum(['AlreadyLoggedIn', 'EmailUnavailable', 'Other', 'UsernameUnavailable', 'WishlistFailed']);
export const CrossOffProblem = z.enum(['CrossedOffByOtherUser', 'GiftDeleted', 'GiftUncrossable', 'NoAccess', 'OwnWishlist']);
export const UndoCrossOffProblem = z.enum(['CrossOffAlreadyUndone', 'GiftNotFound', 'GiftDeleted', 'CrossedOffBySomeoneElse', 'Other']);
export const GiftEditProblem = z.enum(['GiftNotFound', 'SaveImageFailed', 'InvalidUpdate', 'ProductNotFound']);
export const CategoryProblem = z.enum(['WishlistNotFound', 'CategoryNotFound']);

export type CreateAccountProblem = z.infer<typeof CreateAccountProblem>;
export type CrossOffProblem = z.infer<typeof CrossOffProblem>;
export type UndoCrossOffProblem = z.infer<typeof UndoCrossOffProblem>;
export type GiftEditProblem = z.infer<typeof GiftEditProblem>;
export type CategoryProblem = z.infer<typeof CategoryProblem>;

/** Body of every 422 answer. */
export const ProblemAnswer = z.object({ problem: z.string() });
export type ProblemAnswer = z.infer<typeof ProblemAnswer>;

/** Body of every 400 answer: `InvalidInput` with the failing fields, or `UserDeleted`, or `InvalidCsrfToken`. */
export const BadRequestAnswer = z.object({
  problem: z.enum(['InvalidInput', 'UserDeleted', 'InvalidCsrfToken']),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type BadRequestAnswer = z.infer<typeof BadRequestAnswer>;

/**
 * Body of every 503 answer, which comes with `Retry-After`: `ServerBusy` refused the call before doing anything;
 * `ReadModelsBehind` did the command, but the read models do not show it yet (read again, do not blindly repeat).
 */
export const UnavailableAnswer = z.object({ problem: z.enum(['ServerBusy', 'ReadModelsBehind']), message: z.string() });
export type UnavailableAnswer = z.infer<typeof UnavailableAnswer>;
