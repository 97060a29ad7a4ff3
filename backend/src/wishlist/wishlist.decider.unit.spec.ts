import { specFor } from '../../../tests/support/decider-spec.js';
import { wishlistDecider, type WishlistEvent } from './wishlist.decider.js';

const given = specFor(wishlistDecider);

describe('wishlist decider', () => {
  it('creates a list with its first category, once', () => {
    given([]).when({ type: 'CreateWishlist', wishlist: created.data, firstCategory: category.data }).then([created, category]);
    given([created]).when({ type: 'CreateWishlist', wishlist: created.data, firstCategory: category.data }).thenProblem('Other');
  });
  it('lets an owner add a category and refuses anyone else', () => {
    const next = { ...category.data, categoryId: 'cat-2' };
    given([created, category]).when({ type: 'CreateCategory', actorId: 'owner-1', category: next }).then([{ type: 'CategoryCreated', data: next }]);
    given([created, category]).when({ type: 'CreateCategory', actorId: 'stranger', category: next }).thenProblem('WishlistNotFound');
    given([]).when({ type: 'CreateCategory', actorId: 'owner-1', category: next }).thenProblem('WishlistNotFound');
  });
});

const created: Extract<WishlistEvent, { type: 'WishlistCreated' }> = {
  type: 'WishlistCreated',
  data: {
    wishlistId: 'list-1', publicGuid: 'pub-1', primaryOwnerId: 'owner-1', usernameIndex: 'idx', accessType: 'PUBLIC',
    includeInSearchResult: false, showCrossedOff: false, personal: { keyId: 'owner-1', iv: 'iv', data: 'sealed' }, accessKey: null,
  },
};
const category: Extract<WishlistEvent, { type: 'CategoryCreated' }> = {
  type: 'CategoryCreated', data: { wishlistId: 'list-1', categoryId: 'cat-1', publicGuid: 'cpub-1', name: 'Mijn wensen' },
};
