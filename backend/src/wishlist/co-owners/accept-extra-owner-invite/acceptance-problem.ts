import type { UserState } from '../../../account/user.decider.js';
import type { Data } from '../../../platform/use-case/use-case.js';
import { inviteProblem, isOwner, type WishlistState } from '../../wishlist.decider.js';

/**
 * Why `userId` cannot accept the invite now, from the list's and the user's streams, in the order the invitee is told:
 * the invite's own problems, then what the caller must do first (log in, upgrade to a full account); null when they can.
 */
export function acceptanceProblem(
  list: Data<WishlistState>,
  user: Data<UserState>,
  inviteHash: string,
  userId: string | null,
  now: string,
) {
  const invite = inviteProblem(list, inviteHash, null, now);
  if (invite) return invite;
  if (!userId || user.userId !== userId) return 'NoLogin';
  if (!user.isAccount) return 'NeedUpgradeToAccount';
  return isOwner(list, userId) ? 'AlreadyOwned' : null;
}
