import type { OwnerInvite, OwnersAndInvitesAnswer } from '@wl/contracts';

/**
 * A key per invite row: its guid, or for a co-owner, who gets no links, its name and how many invites of that name
 * come before it.
 */
export function inviteKeys(invites: readonly OwnerInvite[]): string[] {
  const seen = new Map<string, number>();
  return invites.map(({ guid, name }) => {
    if (guid) return guid;
    const before = seen.get(name) ?? 0;
    seen.set(name, before + 1);
    return `${name}#${before}`;
  });
}

/**
 * The rows (owner `publicUserGuid`s and invite keys) that are new in `after` or differ from `before`: what a live
 * change brought, to be highlighted. Rows that are gone cannot be highlighted and are left out.
 */
export function changedRows(before: OwnersAndInvitesAnswer, after: OwnersAndInvitesAnswer): string[] {
  const ownersBefore = new Map(before.owners.map((owner) => [owner.publicUserGuid, owner]));
  const invitesBefore = new Set(inviteKeys(before.invites));
  const owners = after.owners.filter((owner) => {
    const previous = ownersBefore.get(owner.publicUserGuid);
    return !previous || previous.isOnline !== owner.isOnline || previous.fullName !== owner.fullName;
  });
  return [
    ...owners.map((owner) => owner.publicUserGuid),
    ...inviteKeys(after.invites).filter((key) => !invitesBefore.has(key)),
  ];
}
