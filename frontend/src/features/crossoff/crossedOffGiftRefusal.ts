import { CrossedOffGiftProblem } from '@wl/contracts';
import { refusalBodyOf } from '../../api/errors.js';

/** Why the single crossed-off gift page cannot show the gift (a 422), with the owner's username when known. */
export type CrossedOffGiftRefusal = {
  username: string | null;
  problem: ReturnType<typeof CrossedOffGiftProblem.parse>;
};

/** The refusal inside a failed single-gift query, or null when it failed another way. */
export function crossedOffGiftRefusalOf(error: unknown): CrossedOffGiftRefusal | null {
  const body = refusalBodyOf(error);
  if (typeof body !== 'object' || body === null || !('problem' in body)) return null;
  const problem = CrossedOffGiftProblem.safeParse(body.problem);
  if (!problem.success) return null;
  const username = 'username' in body && typeof body.username === 'string' ? body.username : null;
  return { username, problem: problem.data };
}
