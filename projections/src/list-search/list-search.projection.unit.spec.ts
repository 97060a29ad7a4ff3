import type { WishlistPersonal } from '@wl/contracts';
import { opened, projectionSpec } from '../../../tests/support/projection-spec.js';
import { LIST_SEARCH, LIST_SEARCH_ENTRIES, listSearchProjection } from './list-search.projection.js';

const given = projectionSpec(listSearchProjection);

describe('list search projection', () => {
  it('indexes every word of a findable public list\u2019s names, lower case and without accents', async () => {
    expect(await given(created({ accessType: 'PUBLIC', includeInSearchResult: true })).documents(LIST_SEARCH)).toEqual(
      [...tokens].sort().map((token) => ({ token, wishlistId: 'list-1', tokens })),
    );
    expect(
      await given(created({ accessType: 'PUBLIC', includeInSearchResult: true })).documents(LIST_SEARCH_ENTRIES),
    ).toEqual([{ wishlistId: 'list-1', tokens, card }]);
  });

  it('indexes a findable list with an access question too', async () => {
    expect(
      await given(created({ accessType: 'OPEN', includeInSearchResult: true })).documents(LIST_SEARCH),
    ).toHaveLength(5);
  });

  it('does not index a list that is not findable, a private list, or an erased owner\u2019s list', async () => {
    expect(await given(created({ accessType: 'PUBLIC', includeInSearchResult: false })).documents(LIST_SEARCH)).toEqual(
      [],
    );
    expect(await given(created({ accessType: 'CLOSED', includeInSearchResult: true })).documents(LIST_SEARCH)).toEqual(
      [],
    );
    const erased = opened('WishlistCreated', {
      ...created({ accessType: 'PUBLIC', includeInSearchResult: true }).data,
      personal: null,
    });
    expect(await given(erased).documents(LIST_SEARCH)).toEqual([]);
  });

  it('replaces the words when the names change and removes them when the list stops being findable', async () => {
    const renamed = changed(
      { accessType: 'PUBLIC', includeInSearchResult: true },
      { firstName: 'Marie', lastName: 'Claes', username: 'mc', city: null },
    );
    expect(
      (
        await given(created({ accessType: 'PUBLIC', includeInSearchResult: true }), renamed).documents<{
          token: string;
        }>(LIST_SEARCH)
      ).map((d) => d.token),
    ).toEqual(['claes', 'marie', 'mc']);
    const hidden = changed({ accessType: 'CLOSED', includeInSearchResult: false }, {});
    expect(
      await given(created({ accessType: 'PUBLIC', includeInSearchResult: true }), hidden).documents(LIST_SEARCH),
    ).toEqual([]);
    expect(
      await given(created({ accessType: 'PUBLIC', includeInSearchResult: true }), hidden).documents(
        LIST_SEARCH_ENTRIES,
      ),
    ).toEqual([{ wishlistId: 'list-1', tokens: [], card }]);
  });

  it('keeps the list\u2019s picture on its card, also through a time it was not findable', async () => {
    const picture = opened('WishlistImageChanged', { wishlistId: 'list-1', imageId: null, themeId: 'birthday' });
    const hidden = changed({ accessType: 'CLOSED', includeInSearchResult: false }, {});
    const findable = changed({ accessType: 'PUBLIC', includeInSearchResult: true }, {});
    const history = [created({ accessType: 'PUBLIC', includeInSearchResult: true }), hidden, picture, findable];
    expect(await given(...history).documents(LIST_SEARCH_ENTRIES)).toEqual([
      { wishlistId: 'list-1', tokens, card: { ...card, imageUrl: '/themes/birthday.svg' } },
    ]);
    expect(await given(...history).documents(LIST_SEARCH)).toHaveLength(5);
  });

  it('makes a list findable from its settings', async () => {
    const findable = changed({ accessType: 'PUBLIC', includeInSearchResult: true }, {});
    expect(
      await given(created({ accessType: 'PUBLIC', includeInSearchResult: false }), findable).documents(LIST_SEARCH),
    ).toHaveLength(5);
  });

  it('removes a deleted list\u2019s words', async () => {
    const deleted = opened('WishlistDeleted', { wishlistId: 'list-1' });
    expect(
      await given(created({ accessType: 'PUBLIC', includeInSearchResult: true }), deleted).documents(LIST_SEARCH),
    ).toEqual([]);
    expect(
      await given(created({ accessType: 'PUBLIC', includeInSearchResult: true }), deleted).documents(
        LIST_SEARCH_ENTRIES,
      ),
    ).toEqual([]);
  });
});

const personal: WishlistPersonal = {
  username: 'jvd',
  firstName: 'José',
  lastName: 'Van Damme',
  city: 'Gent',
  accessQuestion: null,
  accessAnswer: null,
  birthday: null,
};
const tokens = ['jose', 'van', 'damme', 'jvd', 'gent'];
const card = {
  publicGuid: 'pub-1',
  username: 'jvd',
  firstName: 'José',
  lastName: 'Van Damme',
  city: 'Gent',
  imageUrl: null,
};
type Access = { accessType: 'PUBLIC' | 'OPEN' | 'CLOSED'; includeInSearchResult: boolean };
const created = (access: Access) =>
  opened('WishlistCreated', {
    wishlistId: 'list-1',
    publicGuid: 'pub-1',
    primaryOwnerId: 'owner-1',
    usernameIndex: 'idx',
    showCrossedOff: false,
    accessKey: null,
    ...access,
    personal,
  });
const changed = (access: Access, names: Partial<WishlistPersonal>) =>
  opened('WishlistSettingsChanged', {
    wishlistId: 'list-1',
    usernameIndex: 'idx',
    showCrossedOff: false,
    findableWhenVisible: access.includeInSearchResult,
    accessKey: null,
    accessEpoch: 0,
    ...access,
    personal: { ...personal, ...names },
  });
