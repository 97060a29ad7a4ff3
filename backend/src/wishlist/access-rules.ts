import type { AccessState, AccessType } from '@wl/contracts';

export interface Viewer {
  userId: string | null;
  /** Lists whose access question this viewer answered in this session. */
  answeredWishlists: readonly string[];
}

/** Who may see a list (docs/permissions.md): its owners as owners; others by its access type. */
export function accessStateOf(list: { ownerIds: readonly string[]; accessType: AccessType }, wishlistId: string, viewer: Viewer): AccessState {
  if (viewer.userId !== null && list.ownerIds.includes(viewer.userId)) return 'OwnedByCurrentUser';
  switch (list.accessType) {
    case 'PUBLIC':
      return 'Access';
    case 'OPEN':
      return viewer.answeredWishlists.includes(wishlistId) ? 'Access' : 'Question';
    default:
      return 'NoAccess';
  }
}

export const viewerOf = (session: { userId: string | null; answeredWishlists: readonly string[] } | null): Viewer => ({
  userId: session?.userId ?? null,
  answeredWishlists: session?.answeredWishlists ?? [],
});
