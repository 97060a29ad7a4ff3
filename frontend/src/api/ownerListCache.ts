import type { OwnerWishlist } from '@wl/contracts';
import type { AppDispatch } from './dispatch.js';
import { problemOf, statusOf } from './errors.js';
import { ownerApi, ownerListTag } from './ownerApi.js';

/**
 * How the owner's cached list (`getOwnerList`) follows the owner's edits: the one place the edit endpoints
 * (`listSettingsApi`, `categoriesApi`, `giftsApi`) change it, and the tags they invalidate.
 */

/** A call on one of the owner's lists: the cached list it changes. */
export type OnList<T> = T & { wishlistPrivateGuid: string };
/** A move from one of the owner's lists (`sourceWishlistPrivateGuid`) to another (`wishlistPrivateGuid`). */
export type Move<T> = T & { sourceWishlistPrivateGuid: string; wishlistPrivateGuid: string };

/** What an endpoint's `onQueryStarted` is given that these helpers use. */
interface CallUnderWay<Answer> {
  dispatch: AppDispatch;
  queryFulfilled: Promise<{ data: Answer }>;
}

/** A call whose answer is the whole list: the answer replaces the cached list; a refusal leaves it as it is. */
export async function answerReplacesOwnerList(_: unknown, { dispatch, queryFulfilled }: CallUnderWay<OwnerWishlist>) {
  const answer = await queryFulfilled.catch(() => undefined);
  if (answer) dispatch(ownerApi.util.upsertQueryData('getOwnerList', answer.data.privateGuid, answer.data));
}

/** A call shown in the cached list at once (`change` on a draft of the list `listOf` names), undone when refused. */
export const changedAtOnce =
  <Arg>(listOf: (arg: Arg) => string, change: (list: OwnerWishlist, arg: Arg) => void) =>
  async (arg: Arg, { dispatch, queryFulfilled }: CallUnderWay<unknown>) => {
    const patch = dispatch(ownerApi.util.updateQueryData('getOwnerList', listOf(arg), (list) => change(list, arg)));
    await queryFulfilled.catch(() => patch.undo());
  };

/** A changed gift also changes the list overview (gift count, last update) and what visitors see. */
export const afterGiftChange = (privateGuid: string) => [
  ownerListTag(privateGuid),
  'MyLists' as const,
  'VisitorList' as const,
];

/** The server says the caller no longer owns the list (or the session changed): the list is loaded again. */
const lostTheList = (error: unknown) => statusOf(error) === 401 || problemOf(error) === 'UserCannotAccessWishlist';

/** A list-level edit replaces the cached list with the answer; the overview, visitors and the username lookup follow. */
export const afterListEdit = (privateGuid: string, error: unknown) =>
  error
    ? lostTheList(error)
      ? [ownerListTag(privateGuid)]
      : []
    : ['MyLists' as const, 'VisitorList' as const, 'AccessState' as const];

/** The items in the order of `keys`; items missing from it keep their place at the end. */
export function inOrder<T>(items: T[], keys: string[], keyOf: (item: T) => string): T[] {
  const position = new Map(keys.map((key, index) => [key, index]));
  return [...items].sort((a, b) => (position.get(keyOf(a)) ?? keys.length) - (position.get(keyOf(b)) ?? keys.length));
}
