import { limits } from '@wl/contracts';
import { Problem } from '../../platform/domain/problem.js';
import { inviteProblem, isOwner, requirePrimaryOwner } from './owner-rules.js';
import type { Decisions, WishlistEvent, WishlistState } from './wishlist-types.js';

/** Invites that can still be accepted at `now`: not accepted, not revoked (those leave the state), not expired. */
const openInvites = (state: WishlistState, now: string) =>
  Object.values(state.invites).filter((invite) => invite.acceptedBy === null && invite.expiresAt > now).length;

/** Co-owners: invited, revoked and removed by the primary owner; an invite accepted once, before it expires. */
export const coOwnerDecisions: Decisions<
  'InviteExtraOwner' | 'RevokeExtraOwnerInvite' | 'AcceptExtraOwnerInvite' | 'RemoveExtraOwner' | 'RemoveErasedOwner'
> = {
  InviteExtraOwner(command, state) {
    requirePrimaryOwner(state, command.actorId);
    const { wishlistId, inviteHash, expiresAt, now, personal, actorId } = command;
    if (inviteHash in state.invites) throw new Problem('Other');
    if (openInvites(state, now) >= limits.openInvitesPerWishlist) throw new Problem('TooManyInvites');
    return [{ type: 'ExtraOwnerInvited', data: { wishlistId, inviteHash, invitedBy: actorId, expiresAt, personal } }];
  },
  RevokeExtraOwnerInvite(command, state) {
    requirePrimaryOwner(state, command.actorId);
    const { wishlistId, inviteHash } = command;
    if (state.invites[inviteHash]?.acceptedBy !== null) throw new Problem('NotFound');
    return [{ type: 'ExtraOwnerInviteRevoked', data: { wishlistId, inviteHash } }];
  },
  AcceptExtraOwnerInvite(command, state) {
    const { wishlistId, inviteHash, userId, now } = command;
    const problem = inviteProblem(state, inviteHash, userId, now);
    if (problem) throw new Problem(problem);
    return [{ type: 'ExtraOwnerInviteAccepted', data: { wishlistId, inviteHash, userId } }];
  },
  RemoveExtraOwner(command, state) {
    requirePrimaryOwner(state, command.actorId);
    const { wishlistId, userId } = command;
    // Nobody removes themselves, and so the primary owner (the only one who removes) is never removed.
    if (userId === command.actorId) throw new Problem('InvalidData');
    if (!isOwner(state, userId)) throw new Problem('NotFound');
    // Every open invite's link may be known to them (docs/permissions.md, "Co-owner invites"): none outlives them.
    const open = Object.keys(state.invites).filter((inviteHash) => state.invites[inviteHash]!.acceptedBy === null);
    return [
      { type: 'ExtraOwnerRemoved', data: { wishlistId, userId } },
      ...open.map((inviteHash): WishlistEvent => ({
        type: 'ExtraOwnerInviteRevoked',
        data: { wishlistId, inviteHash },
      })),
    ];
  },
  /** A co-owner's account was deleted (the erasure reactor): they leave the list. */
  RemoveErasedOwner(command, state) {
    const { wishlistId, userId } = command;
    if (!isOwner(state, userId) || state.primaryOwnerId === userId) return [];
    return [{ type: 'ExtraOwnerRemoved', data: { wishlistId, userId } }];
  },
};
