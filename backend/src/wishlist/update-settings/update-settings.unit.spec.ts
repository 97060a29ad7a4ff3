import { listEvents as list } from '../../../../tests/support/list-events.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { updateSettings } from './update-settings.js';

const given = specForUseCase(updateSettings);
const sealed = { keyId: 'k', iv: 'iv', data: 'sealed' };
const actor = (userId: string) => ({ userId, accessGrants: [], address: '192.0.2.1' });
const request = {
  privateGuid: 'list-1',
  username: 'mijn-feest',
  firstName: 'An',
  lastName: 'Peeters',
  accessType: 'PUBLIC' as const,
  includeInSearchResult: false,
  showCrossedOff: false,
};
const input = {
  renamed: true,
  usernameIndex: 'u2',
  replacesUsernameIndex: 'u',
  accessType: 'PUBLIC' as const,
  accessKey: null,
  includeInSearchResult: false,
  showCrossedOff: false,
  personal: sealed,
};
const shared = {
  list: { id: 'list-1', events: [list.created('list-1', 'owner'), list.coOwnerJoined('list-1', 'co')] },
};

describe('update settings: decided on the list stream', () => {
  it('lets owners change the settings, renaming the list', () => {
    given(shared).checking(request, actor('co')).passes();
    given(shared)
      .when(input, actor('owner'))
      .then([
        {
          type: 'WishlistSettingsChanged',
          data: {
            wishlistId: 'list-1',
            usernameIndex: 'u2',
            accessType: 'PUBLIC',
            includeInSearchResult: false,
            findableWhenVisible: false,
            showCrossedOff: false,
            personal: sealed,
            accessKey: null,
            accessEpoch: 0,
          },
        },
      ]);
  });

  it('refuses anyone else before the name is claimed, and cross-offs shown by a co-owner (NotPrimaryOwner)', () => {
    given(shared).checking(request, actor('stranger')).thenProblem('UserCannotAccessWishlist');
    given({ list: { id: 'list-1', events: [] } })
      .checking(request, actor('owner'))
      .thenProblem('UserCannotAccessWishlist');
    given(shared)
      .checking({ ...request, showCrossedOff: true }, actor('co'))
      .thenProblem('NotPrimaryOwner');
    given(shared)
      .checking({ ...request, showCrossedOff: true }, actor('owner'))
      .passes();
  });

  it('refuses a rename claimed against a name the list no longer has (another tab renamed it): InvalidData', () => {
    given(shared)
      .when({ ...input, replacesUsernameIndex: 'older' }, actor('owner'))
      .thenProblem('InvalidData');
  });
});
