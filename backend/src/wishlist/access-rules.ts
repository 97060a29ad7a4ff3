import type { AccessState, AccessType } from '@wl/contracts';

export interface Viewer {
  userId: string | null;
  /** Access grants (`accessGrant`) this viewer earned in this session by answering lists' questions. */
  accessGrants: readonly string[];
}

/**
 * A right answer grants access to the list for its current access epoch only: a new question or answer, or a change of
 * access type, ends every grant.
 */
export const accessGrant = (wishlistId: string, accessEpoch: number) => `${wishlistId}@${accessEpoch}`;

interface ListAccess {
  ownerIds: readonly string[];
  accessType: AccessType;
  accessEpoch: number;
}

/** Who may see a list (docs/permissions.md): its owners as owners; others by its access type. */
export function accessStateOf(list: ListAccess, wishlistId: string, viewer: Viewer): AccessState {
  if (viewer.userId !== null && list.ownerIds.includes(viewer.userId)) return 'OwnedByCurrentUser';
  switch (list.accessType) {
    case 'PUBLIC':
      return 'Access';
    case 'OPEN':
      return viewer.accessGrants.includes(accessGrant(wishlistId, list.accessEpoch)) ? 'Access' : 'Question';
    default:
      return 'NoAccess';
  }
}

export const viewerOf = (session: Viewer | null): Viewer => ({
  userId: session?.userId ?? null,
  accessGrants: session?.accessGrants ?? [],
});
