import type { Friend } from '@wl/contracts';

export const friendSortKeys = ['fullName', 'city', 'birthday', 'lastUpdate'] as const;
export type FriendSortKey = (typeof friendSortKeys)[number];

const collator = new Intl.Collator('nl-BE', { sensitivity: 'base', numeric: true });
const byName = (a: Friend, b: Friend) => collator.compare(a.fullName, b.fullName);

/** Friends without the sorted value go last, whatever the direction. */
function lastWhenMissing<T>(a: T | null, b: T | null, compare: (a: T, b: T) => number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compare(a, b);
}

/**
 * Friends in the order of a sort key (spec 01 §2): name, city and birthday (day in the year) ascending, last update
 * descending (lastUpdate sorts by lastListUpdate); ties by name.
 */
export function sortFriends(friends: readonly Friend[], key: FriendSortKey): Friend[] {
  const compare = (a: Friend, b: Friend): number => {
    switch (key) {
      case 'fullName':
        return 0;
      case 'city':
        return lastWhenMissing(a.city?.trim() || null, b.city?.trim() || null, collator.compare);
      case 'birthday':
        return lastWhenMissing(a.birthday, b.birthday, (x, y) => x.month - y.month || x.day - y.day);
      case 'lastUpdate':
        return Date.parse(b.lastListUpdate) - Date.parse(a.lastListUpdate);
    }
  };
  return [...friends].sort((a, b) => compare(a, b) || byName(a, b));
}
