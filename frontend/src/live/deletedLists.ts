import { useSyncExternalStore } from 'react';

/**
 * Lists this tab was told were deleted while it followed them (live `WishlistDeleted` by public guid,
 * `OwnerWishlistDeleted` by private guid): their pages say so instead of showing what is gone.
 */
const deleted = new Set<string>();
const listeners = new Set<() => void>();

export function listDeleted(guid: string): void {
  if (deleted.has(guid)) return;
  deleted.add(guid);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useListDeleted(guid: string | undefined): boolean {
  // A page rendered on the server, and hydrated, shows a list that was there.
  return useSyncExternalStore(
    subscribe,
    () => guid !== undefined && deleted.has(guid),
    () => false,
  );
}
