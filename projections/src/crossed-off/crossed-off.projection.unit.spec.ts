import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { CROSSED_OFF, crossedOffProjection, type CrossedOffDocument } from './crossed-off.projection.js';

const given = projectionSpec(crossedOffProjection);

describe('crossed-off projection', () => {
  it('records a cross-off for the giver, with the time it happened', async () => {
    expect(await given(crossedOff).documents(CROSSED_OFF)).toEqual([mark]);
  });

  it('forgets an undone cross-off', async () => {
    const undone = opened('CrossOffUndone', { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-1', byUserId: 'giver-1', undoneBy: 'giver' });
    expect(await given(crossedOff, undone).documents(CROSSED_OFF)).toEqual([]);
  });

  it('forgets the cross-off of a deleted gift', async () => {
    expect(await given(crossedOff, opened('GiftDeleted', { giftId: 'gift-1', wishlistId: 'list-1' })).documents(CROSSED_OFF)).toEqual([]);
  });

  it('follows a crossed-off gift that moves to another list, and ignores a move of a gift not crossed off', async () => {
    const moved = (giftId: string) => opened('GiftMoved', { giftId, fromWishlistId: 'list-1', wishlistId: 'list-2', categoryId: 'cat-2' });
    expect(await given(crossedOff, moved('gift-1'), moved('gift-2')).documents(CROSSED_OFF)).toEqual([{ ...mark, wishlistId: 'list-2' }]);
  });

  it('records the newest cross-off after an undo', async () => {
    const undone = opened('CrossOffUndone', { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-1', byUserId: 'giver-1', undoneBy: 'giver' });
    const again = opened('GiftCrossedOff', { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-2', byUserId: 'giver-2' }, later);
    expect(await given(crossedOff, undone, again).documents(CROSSED_OFF)).toEqual([{ ...mark, crossOffId: 'c-2', userId: 'giver-2', at: later }]);
  });
});

const at = '2024-05-01T10:00:00.000Z';
const later = '2024-05-03T10:00:00.000Z';
const crossedOff = opened('GiftCrossedOff', { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-1', byUserId: 'giver-1' }, at);
const mark: CrossedOffDocument = { giftId: 'gift-1', wishlistId: 'list-1', crossOffId: 'c-1', userId: 'giver-1', at };
