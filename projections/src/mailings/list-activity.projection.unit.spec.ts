import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { LIST_ACTIVITY, listActivityProjection } from './list-activity.projection.js';

const given = projectionSpec(listActivityProjection);

describe('list activity projection', () => {
  it('records a gift coming onto a list and going off it, by its latest description, in the list\u2019s month', async () => {
    const activity = await given(
      created('g-1', 'Een boek', '2026-10-30T10:00:00.000Z'),
      opened('GiftUpdated', { ...gift('g-1', 'Een dik boek'), categoryId: 'cat-1' }, '2026-10-31T10:00:00.000Z'),
      opened('GiftDeleted', { giftId: 'g-1', wishlistId: 'list-1' }, '2026-11-02T10:00:00.000Z'),
    ).documents(LIST_ACTIVITY);
    expect(activity).toEqual([
      {
        wishlistId: 'list-1',
        listMonth: 'list-1|2026-10',
        kind: 'giftAdded',
        giftId: 'g-1',
        description: 'Een boek',
        at: '2026-10-30T10:00:00.000Z',
      },
      {
        wishlistId: 'list-1',
        listMonth: 'list-1|2026-11',
        kind: 'giftRemoved',
        giftId: 'g-1',
        description: 'Een dik boek',
        at: '2026-11-02T10:00:00.000Z',
      },
    ]);
  });

  it('tells a moved gift\u2019s removal on the list it went to, and knows nothing of cross-offs', async () => {
    expect(listActivityProjection.handles.has('GiftCrossedOff')).toBe(false);
    const activity = await given(
      created('g-1', 'Sokken', '2026-10-30T10:00:00.000Z'),
      opened('GiftMoved', { giftId: 'g-1', fromWishlistId: 'list-1', wishlistId: 'list-2', categoryId: 'cat-2' }),
      opened('GiftDeleted', { giftId: 'g-1', wishlistId: 'list-2' }, '2026-11-02T10:00:00.000Z'),
    ).documents<{ kind: string; wishlistId: string }>(LIST_ACTIVITY);
    expect(activity.find((a) => a.kind === 'giftRemoved')).toMatchObject({ wishlistId: 'list-2' });
  });
});

const gift = (giftId: string, description: string) => ({
  giftId,
  wishlistId: 'list-1',
  categoryId: 'cat-1',
  description,
  url: null,
  crossOffEnabled: true,
  imageId: null,
  product: null,
});
const created = (giftId: string, description: string, at: string) =>
  opened('GiftCreated', gift(giftId, description), at);
