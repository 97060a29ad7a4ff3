import { defineProjection, type ProjectionContext, unhandled } from '../runner/projection.js';

/** Read model `site_stats`: counters for the home page (users, gifts, list birthdays per month). */
export interface CounterDocument {
  count: number;
}
/** Which month a list's birthday is in, to move it between month counters. */
interface BirthdayDocument {
  month: number | null;
}

export const SITE_STATS = 'site_stats';
const USERS = 'users';
const GIFTS = 'gifts';
export const birthdaysIn = (month: number) => `birthdays-${month}`;
const birthdayOf = (wishlistId: string) => `list-birthday-${wishlistId}`;

export const statsProjection = defineProjection({
  name: 'site_stats',
  collections: [SITE_STATS],
  indexes: [],
  handles: [
    'UserRegistered',
    'UserDeleted',
    'GiftCreated',
    'GiftDeleted',
    'WishlistSettingsChanged',
    'WishlistDeleted',
    'WishlistBirthdaySet',
  ],
  async apply(event, context) {
    switch (event.type) {
      case 'UserRegistered':
        return add(context, USERS, 1);
      case 'UserDeleted':
        return add(context, USERS, -1);
      case 'GiftCreated':
        return add(context, GIFTS, 1);
      case 'GiftDeleted':
        return add(context, GIFTS, -1);
      case 'WishlistSettingsChanged':
      case 'WishlistBirthdaySet': {
        const birthday = event.data.personal?.birthday;
        return moveBirthday(context, event.data.wishlistId, birthday ? Number(birthday.slice(5, 7)) : null);
      }
      case 'WishlistDeleted':
        return moveBirthday(context, event.data.wishlistId, null);
      default:
        return unhandled(event);
    }
  },
});

async function add(context: ProjectionContext, counter: string, by: number) {
  const current = await context.get<CounterDocument>(SITE_STATS, counter);
  context.put(SITE_STATS, counter, { count: (current?.count ?? 0) + by });
}

async function moveBirthday(context: ProjectionContext, wishlistId: string, month: number | null) {
  const previous = (await context.get<BirthdayDocument>(SITE_STATS, birthdayOf(wishlistId)))?.month ?? null;
  if (previous === month) return;
  if (previous !== null) await add(context, birthdaysIn(previous), -1);
  if (month !== null) await add(context, birthdaysIn(month), 1);
  context.put(SITE_STATS, birthdayOf(wishlistId), { month });
}

export const STATS_COUNTERS = { users: USERS, gifts: GIFTS };
