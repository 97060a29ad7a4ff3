import type { OwnersAndInvitesAnswer } from '@wl/contracts';

/**
 * The rows (owner `publicUserGuid`s and invite `guid`s) that are new in `after` or differ from `before`: what a live
 * change brought, to be highlighted. Rows that are gone cannot be highlighted and are left out.
 */
export function changedRows(before: OwnersAndInvitesAnswer, after: OwnersAndInvitesAnswer): string[] {
  const ownersBefore = new Map(before.owners.map((owner) => [owner.publicUserGuid, owner]));
  const invitesBefore = new Set(before.invites.map((invite) => invite.guid));
  const owners = after.owners.filter((owner) => {
    const previous = ownersBefore.get(owner.publicUserGuid);
    return !previous || previous.isOnline !== owner.isOnline || previous.fullName !== owner.fullName;
  });
  const invites = after.invites.filter((invite) => !invitesBefore.has(invite.guid));
  return [...owners.map((owner) => owner.publicUserGuid), ...invites.map((invite) => invite.guid)];
}
