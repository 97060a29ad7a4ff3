import { useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import type { OwnerWishlist, WishlistSummary } from '@wl/contracts';
import { pageError, statusOf } from '../../api/errors.js';
import { ApiErrorView } from '../../shared/ErrorScreens.js';
import { Loading } from '../../ui/Loading.js';
import { useListDeleted } from '../../live/deletedLists.js';
import { ListGone } from '../../shared/ListGone.js';
import { ListNotFound } from '../../shared/ListNotFound.js';
import { useGetOwnerListQuery, useMyLists } from '../../api/ownerApi.js';

type OwnedListProps = {
  username: string;
  /** Where this page lives for another username (the list was renamed, perhaps in another tab). */
  pathFor?: (username: string) => string;
  /** The list, and all of the user's lists (for moving to another one). */
  children: (wishlist: OwnerWishlist, lists: WishlistSummary[]) => ReactNode;
};

/**
 * One of the user's own lists by username (its private guid is looked up among the user's lists), with the
 * loading, error and not-found states. A list renamed while shown is followed to its new address.
 */
export function OwnedList({ username, pathFor = (name) => `/${name}`, children }: OwnedListProps) {
  const lists = useMyLists();
  const summary = lists.data?.find((list) => list.username.toLowerCase() === username.toLowerCase());
  const shown = useRef<{ username: string; privateGuid: string } | null>(null);
  if (summary) shown.current = { username, privateGuid: summary.privateGuid };
  const privateGuid =
    summary?.privateGuid ?? (shown.current?.username === username ? shown.current.privateGuid : undefined);
  const list = useGetOwnerListQuery(privateGuid ?? skipToken);
  const deleted = useListDeleted(privateGuid);

  if (deleted) return <ListGone forOwner />;
  if (lists.isLoading || list.isLoading) return <Loading />;
  if (pageError(lists) || !lists.data) return <ApiErrorView error={lists.error} onRetry={lists.refetch} />;
  if (!summary) {
    const renamedTo = !list.error && list.data && list.data.privateGuid === privateGuid ? list.data.username : null;
    if (renamedTo && renamedTo.toLowerCase() !== username.toLowerCase())
      return <Navigate to={pathFor(renamedTo)} replace />;
    return <ListNotFound username={username} />;
  }
  if (statusOf(list.error) === 404) return <ListNotFound username={username} />;
  if (pageError(list) || !list.data) return <ApiErrorView error={list.error} onRetry={list.refetch} />;
  return children(list.data, lists.data);
}
