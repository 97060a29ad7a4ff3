import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { CROSSED_OFF, crossedOffProjection, type CrossedOffDocument } from './crossed-off.projection.js';

const given = projectionSpec(crossedOffProjection);

describe('crossed-off projection', () => {
  it('records a cross-off for the giver, with the time it happened', async () => {
    expect(await given(crossedOff).documents(CROSSED_OFF)).toEqual([mark]);
  });

  it('forgets an undone cross-off', async () => {
    const undone = opened('CrossOffUndone', {
      giftId: 'gift-1',
      wishlistId: 'list-1',
      crossOffId: 'c-1',
      byUserId: 'giver-1',
      undoneBy: 'giver',
    });
    expect(await given(crossedOff, undone).documents(CROSSED_OFF)).toEqual([]);
  });

  it('keeps the cross-off of a deleted gift for the giver, with the gift as it was when it was deleted', async () => {
    const updated = opened('GiftUpdated', {
      ...giftFields,
      description: 'Fiets, rood',
      url: 'https://winkel.example/fiets',
    });
    expect(await given(created, crossedOff, updated, deleted).documents(CROSSED_OFF)).toEqual([
      {
        ...mark,
        removed: { at: later, description: 'Fiets, rood', url: 'https://winkel.example/fiets', imageUrl: null },
      },
    ]);
  });

  it("keeps the shop's picture of a deleted product gift, never an uploaded one (it is deleted with the gift)", async () => {
    const product = { productId: 'p-1', eans: ['5400000000001'], imageUrl: 'https://shop.example/fiets.png' };
    const withProduct = opened('GiftCreated', { ...giftFields, imageId: 'img-1', product });
    const removed = (await given(withProduct, crossedOff, deleted).document<CrossedOffDocument>(CROSSED_OFF, 'gift-1'))
      ?.removed;
    expect(removed?.imageUrl).toBe('https://shop.example/fiets.png');
    const uploaded = opened('GiftCreated', { ...giftFields, imageId: 'img-1' });
    expect(
      (await given(uploaded, crossedOff, deleted).document<CrossedOffDocument>(CROSSED_OFF, 'gift-1'))?.removed
        ?.imageUrl,
    ).toBeNull();
  });

  it("forgets a deleted gift that was not crossed off, or whose cross-off was undone, and every deleted gift's details", async () => {
    const undone = opened('CrossOffUndone', {
      giftId: 'gift-1',
      wishlistId: 'list-1',
      crossOffId: 'c-1',
      byUserId: 'giver-1',
      undoneBy: 'giver',
    });
    expect(await given(created, deleted).documents(CROSSED_OFF)).toEqual([]);
    expect(await given(created, crossedOff, undone, deleted).documents(CROSSED_OFF)).toEqual([]);
    expect(await given(created, crossedOff, deleted).documents('crossed_off_gift_details')).toEqual([]);
  });

  it('forgets a removed gift its giver hid, and nothing else', async () => {
    const hidden = (crossOffId: string) =>
      opened('RemovedCrossOffHidden', { giftId: 'gift-1', wishlistId: 'list-1', crossOffId, byUserId: 'giver-1' });
    expect(await given(created, crossedOff, deleted, hidden('c-1')).documents(CROSSED_OFF)).toEqual([]);
    expect(await given(created, crossedOff, deleted, hidden('c-0')).documents(CROSSED_OFF)).toHaveLength(1);
    expect(await given(created, crossedOff, hidden('c-1')).documents(CROSSED_OFF)).toEqual([mark]);
  });

  it('forgets the cross-off of a deleted gift whose details it never saw (a read model from before it kept them)', async () => {
    expect(await given(crossedOff, deleted).documents(CROSSED_OFF)).toEqual([]);
  });

  it('follows a crossed-off gift that moves to another list, and ignores a move of a gift not crossed off', async () => {
    const moved = (giftId: string) =>
      opened('GiftMoved', { giftId, fromWishlistId: 'list-1', wishlistId: 'list-2', categoryId: 'cat-2' });
    expect(await given(crossedOff, moved('gift-1'), moved('gift-2')).documents(CROSSED_OFF)).toEqual([
      { ...mark, wishlistId: 'list-2' },
    ]);
  });

  it('records the newest cross-off after an undo', async () => {
    const undone = opened('CrossOffUndone', {
      giftId: 'gift-1',
      wishlistId: 'list-1',
      crossOffId: 'c-1',
      byUserId: 'giver-1',
      undoneBy: 'giver',
    });
    const again = opened(
      'GiftCrossedOff',
      { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-2', byUserId: 'giver-2' },
      later,
    );
    expect(await given(crossedOff, undone, again).documents(CROSSED_OFF)).toEqual([
      { ...mark, crossOffId: 'c-2', userId: 'giver-2', at: later },
    ]);
  });
});

const at = '2024-05-01T10:00:00.000Z';
const later = '2024-05-03T10:00:00.000Z';
const crossedOff = opened(
  'GiftCrossedOff',
  { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-1', byUserId: 'giver-1' },
  at,
);
const giftFields = {
  giftId: 'gift-1',
  wishlistId: 'list-1',
  categoryId: 'cat-1',
  description: 'Fiets',
  url: null,
  crossOffEnabled: true,
  imageId: null,
  product: null,
};
const created = opened('GiftCreated', giftFields);
const deleted = opened('GiftDeleted', { giftId: 'gift-1', wishlistId: 'list-1' }, later);
const mark: CrossedOffDocument = { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-1', userId: 'giver-1', at };
