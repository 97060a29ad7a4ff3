import type { PersonalData } from '../platform/personal-data/personal-data.js';
import type { WishlistState } from './wishlist.decider.js';

/** The list's birthday as its stream last set it (null when none, or erased). */
export async function birthdayOf(personal: PersonalData, state: WishlistState): Promise<string | null> {
  if (!state.birthdaySource) return null;
  return (await personal.open<{ birthday?: string | null }>(state.birthdaySource))?.birthday ?? null;
}
