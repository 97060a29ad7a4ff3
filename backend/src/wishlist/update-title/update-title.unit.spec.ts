import { listEvents as list } from '../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { updateTitle } from './update-title.js';

const given = specForUseCase(updateTitle);
const sealed = { keyId: 'k', iv: 'iv', data: 'sealed-title' };
const actor = (userId: string) => ({ userId, accessGrants: [], address: '192.0.2.1' });
const events = [list.created('list-1', 'owner'), list.coOwnerJoined('list-1', 'co')];
const request = { privateGuid: 'list-1', title: 'Sinterklaas' };

describe('an owner\u2019s edit of a list (the title): decided on its stream', () => {
  it('lets its owners change it', () => {
    given({ list: { id: 'list-1', events } })
      .checking(request, actor('co'))
      .passes();
    given({ list: { id: 'list-1', events } })
      .when({ personal: sealed }, actor('co'))
      .then([{ type: 'WishlistTitleChanged', data: { wishlistId: 'list-1', personal: sealed } }]);
  });

  it('refuses anyone else before anything is sealed, and a deleted list', () => {
    given({ list: { id: 'list-1', events } })
      .checking(request, actor('stranger'))
      .thenProblem('UserCannotAccessWishlist');
    given({ list: { id: 'list-1', events: [...events, list.coOwnerRemoved('list-1', 'co')] } })
      .checking(request, actor('co'))
      .thenProblem('UserCannotAccessWishlist');
    given({ list: { id: 'list-1', events: [...events, list.deleted('list-1')] } })
      .checking(request, actor('owner'))
      .thenProblem('UserCannotAccessWishlist');
  });
});
