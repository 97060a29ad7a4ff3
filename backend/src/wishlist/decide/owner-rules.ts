import type { ProblemCode } from '@wl/contracts';
import { Problem } from '../../platform/domain/problem.js';
import type { WishlistState } from './wishlist-types.js';

export const isOwner = (state: WishlistState, userId: string | null) =>
  userId !== null && state.ownerIds.includes(userId);

/** The one access check of owner commands, on the loaded list; each call answers with the problem its spec names. */
export function requireOwner(state: WishlistState, actorId: string, problem: ProblemCode = 'UserCannotAccessWishlist') {
  if (!state.exists || !isOwner(state, actorId)) throw new Problem(problem);
}

/**
 * Owners change the settings, but whether the owners are shown cross-offs (`showCrossedOff`) only the primary owner:
 * a co-owner switching it on would spoil the surprise for the person the list is for.
 */
export function requireSettingsRights(state: WishlistState, actorId: string, showCrossedOff: boolean) {
  requireOwner(state, actorId);
  if (showCrossedOff !== state.showCrossedOff && state.primaryOwnerId !== actorId) throw new Problem('NotPrimaryOwner');
}

/** Inviting, revoking and removing co-owners: the primary owner's alone. */
export function requirePrimaryOwner(state: WishlistState, actorId: string) {
  requireOwner(state, actorId);
  if (state.primaryOwnerId !== actorId) throw new Problem('NotPrimaryOwner');
}

/** Why an invite cannot be accepted now by this user, or null when it can (once, before it expires, not by an owner). */
export function inviteProblem(
  state: WishlistState,
  inviteHash: string,
  userId: string | null,
  now: string,
): 'NotFound' | 'AlreadyAccepted' | 'Expired' | 'AlreadyOwned' | null {
  const invite = state.exists ? state.invites[inviteHash] : undefined;
  if (!invite) return 'NotFound';
  if (invite.acceptedBy !== null) return 'AlreadyAccepted';
  if (invite.expiresAt <= now) return 'Expired';
  return isOwner(state, userId) ? 'AlreadyOwned' : null;
}
