import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { GIFT_EANS, GIFT_PRODUCTS, giftsByEanProjection } from './gifts-by-ean.projection.js';

const given = projectionSpec(giftsByEanProjection);

describe('gifts by EAN projection', () => {
  it('indexes a gift made from a product under each of its EANs', async () => {
    expect(await given(created('gift-1', [ean1, ean2])).documents(GIFT_EANS)).toEqual([
      { ean: ean1, giftId: 'gift-1' },
      { ean: ean2, giftId: 'gift-1' },
    ]);
  });

  it('does not index a free gift', async () => {
    expect(await given(created('gift-1', null)).documents(GIFT_EANS)).toEqual([]);
  });

  it('follows a change of the EANs and forgets a gift that became free or was deleted', async () => {
    expect(await given(created('gift-1', [ean1]), updated('gift-1', [ean2])).documents(GIFT_EANS)).toEqual([
      { ean: ean2, giftId: 'gift-1' },
    ]);
    expect(await given(created('gift-1', [ean1]), updated('gift-1', null)).documents(GIFT_EANS)).toEqual([]);
    expect(
      await given(created('gift-1', [ean1]), created('gift-2', [ean1]), deleted('gift-1')).documents(GIFT_EANS),
    ).toEqual([{ ean: ean1, giftId: 'gift-2' }]);
  });

  it('indexes a gift made from a product without EAN by its product id, and forgets it when it gets EANs or is deleted (issue 27)', async () => {
    expect(await given(created('gift-1', [])).documents(GIFT_PRODUCTS)).toEqual([
      { productId: 'shop:42', giftId: 'gift-1' },
    ]);
    expect(await given(created('gift-1', [])).documents(GIFT_EANS)).toEqual([]);
    const moved = await given(created('gift-1', []), updated('gift-1', [ean1]));
    expect([await moved.documents(GIFT_PRODUCTS), await moved.documents(GIFT_EANS)]).toEqual([
      [],
      [{ ean: ean1, giftId: 'gift-1' }],
    ]);
    expect(
      await given(created('gift-1', []), created('gift-2', []), deleted('gift-1')).documents(GIFT_PRODUCTS),
    ).toEqual([{ productId: 'shop:42', giftId: 'gift-2' }]);
  });
});

const ean1 = '5412345678908';
const ean2 = '5901234123457';
const fields = (giftId: string, eans: string[] | null) => ({
  giftId,
  wishlistId: 'list-1',
  categoryId: 'cat-1',
  description: 'Een boek',
  url: 'https://shop.example/42',
  crossOffEnabled: true,
  imageId: null,
  product: eans && { productId: 'shop:42', eans, imageUrl: null },
});
const created = (giftId: string, eans: string[] | null) => opened('GiftCreated', fields(giftId, eans));
const updated = (giftId: string, eans: string[] | null) => opened('GiftUpdated', fields(giftId, eans));
const deleted = (giftId: string) => opened('GiftDeleted', { giftId, wishlistId: 'list-1' });
