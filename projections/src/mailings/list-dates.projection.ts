import type { Occasion } from '@wl/contracts';
import { defineProjection, type ProjectionContext, unhandled } from '../runner/projection.js';

/** Read model `list_dates`: each list's occasion date and birthday, found by day of the year for the reminder mails. */
export interface ListDateDocument {
  wishlistId: string;
  kind: 'occasion' | 'birthday';
  /** 'YYYY-MM-DD': the occasion's own date, or the birthday as entered (its year may be the year of birth). */
  date: string;
  occasion: Occasion | null;
  /** 'MM-DD' of `date`. */
  monthDay: string;
}

export const LIST_DATES = 'list_dates';

export const listDatesProjection = defineProjection({
  name: 'list_dates',
  collections: [LIST_DATES],
  indexes: [{ collection: LIST_DATES, field: 'monthDay' }],
  handles: [
    'WishlistCreated',
    'WishlistOccasionChanged',
    'WishlistBirthdaySet',
    'WishlistSettingsChanged',
    'WishlistDeleted',
  ],
  async apply(event, context) {
    const { wishlistId } = event.data;
    switch (event.type) {
      case 'WishlistOccasionChanged': {
        const { occasion, occasionDate } = event.data;
        return setDate(context, wishlistId, 'occasion', occasion && occasionDate, occasion);
      }
      case 'WishlistCreated':
      case 'WishlistSettingsChanged':
      case 'WishlistBirthdaySet':
        return setDate(context, wishlistId, 'birthday', event.data.personal?.birthday ?? null, null);
      case 'WishlistDeleted':
        context.delete(LIST_DATES, `${wishlistId}:occasion`);
        return context.delete(LIST_DATES, `${wishlistId}:birthday`);
      default:
        return unhandled(event);
    }
  },
});

function setDate(
  context: ProjectionContext,
  wishlistId: string,
  kind: ListDateDocument['kind'],
  date: string | null,
  occasion: Occasion | null,
) {
  const id = `${wishlistId}:${kind}`;
  if (!date) return context.delete(LIST_DATES, id);
  context.put(LIST_DATES, id, {
    wishlistId,
    kind,
    date,
    occasion,
    monthDay: date.slice(5, 10),
  } satisfies ListDateDocument);
}
