import type { Friend } from '@wl/contracts';

export const friendSortKeys = ['fullName', 'city', 'birthday', 'lastUpdate'] as const;
export type FriendSortKey = (typeof friendSortKeys)[number];
export type SortDirection = 'ascending' | 'descending';

/** Spec 01 §2: name, city and birthday ascending, last update descending (newest first). */
export const defaultDirections: Readonly<Record<FriendSortKey, SortDirection>> = {
  fullName: 'ascending',
  city: 'ascending',
  birthday: 'ascending',
  lastUpdate: 'descending',
};

const collator = new Intl.Collator('nl-BE', { sensitivity: 'base', numeric: true });
const byName = (a: Friend, b: Friend) => collator.compare(a.fullName, b.fullName);

/** Friends without the sorted value go last, whatever the direction. */
function lastWhenMissing<T>(a: T | null, b: T | null, compare: (a: T, b: T) => number, sign: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return sign * compare(a, b);
}

/**
 * Friends in the order of a sort key and direction (lastUpdate sorts by lastListUpdate, birthday by day in the
 * year); ties by name, A to Z.
 */
export function sortFriends(friends: readonly Friend[], key: FriendSortKey, direction: SortDirection): Friend[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const compare = (a: Friend, b: Friend): number => {
    switch (key) {
      case 'fullName':
        return sign * byName(a, b);
      case 'city':
        return lastWhenMissing(a.city?.trim() || null, b.city?.trim() || null, collator.compare, sign);
      case 'birthday':
        return lastWhenMissing(a.birthday, b.birthday, (x, y) => x.month - y.month || x.day - y.day, sign);
      case 'lastUpdate':
        return sign * (Date.parse(a.lastListUpdate) - Date.parse(b.lastListUpdate));
    }
  };
  return [...friends].sort((a, b) => compare(a, b) || byName(a, b));
}
