import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { LIST_DATES, listDatesProjection } from './list-dates.projection.js';

const given = projectionSpec(listDatesProjection);

describe('list dates projection', () => {
  it('keeps a list\u2019s occasion date and birthday by day of the year', async () => {
    const dates = await given(
      opened('WishlistOccasionChanged', { wishlistId: 'list-1', occasion: 'Graduation', occasionDate: '2027-06-30' }),
      opened('WishlistBirthdaySet', { wishlistId: 'list-1', personal: { birthday: '1990-03-09' } }),
    ).documents(LIST_DATES);
    expect(dates).toEqual([
      { wishlistId: 'list-1', kind: 'birthday', date: '1990-03-09', occasion: null, monthDay: '03-09' },
      { wishlistId: 'list-1', kind: 'occasion', date: '2027-06-30', occasion: 'Graduation', monthDay: '06-30' },
    ]);
  });

  it('forgets an occasion without date, an erased birthday and a deleted list', async () => {
    expect(
      await given(
        opened('WishlistOccasionChanged', { wishlistId: 'list-1', occasion: 'Graduation', occasionDate: '2027-06-30' }),
        opened('WishlistOccasionChanged', { wishlistId: 'list-1', occasion: 'Graduation', occasionDate: null }),
        opened('WishlistBirthdaySet', { wishlistId: 'list-1', personal: { birthday: '1990-03-09' } }),
        opened('WishlistBirthdaySet', { wishlistId: 'list-1', personal: null }),
      ).documents(LIST_DATES),
    ).toEqual([]);
    expect(
      await given(
        opened('WishlistBirthdaySet', { wishlistId: 'list-1', personal: { birthday: '1990-03-09' } }),
        opened('WishlistDeleted', { wishlistId: 'list-1' }),
      ).documents(LIST_DATES),
    ).toEqual([]);
  });
});
