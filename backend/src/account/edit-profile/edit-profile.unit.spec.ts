import type { UserEvent } from '../user.decider.js';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { sealed, userEvents as user } from '../../../../tests/support/user-events.js';
import { editProfile } from './edit-profile.js';

const given = specForUseCase(editProfile);
const me = { userId: 'user-1', accessGrants: [], address: '192.0.2.1' };
const stream = (...events: UserEvent[]) => ({ user: { id: 'user-1', events } });
const request = {
  userPrivateGuid: 'user-1',
  firstName: 'An',
  lastName: 'Peeters',
  email: 'an@example.be',
  overviewEmailFrequency: 0 as const,
  enableCrossOffNotifications: true,
};
const edit = (emailIndex: string, password: typeof sealed | null = null, overviewEmailFrequency: 0 | 1 = 0) => ({
  credentialsChange: false,
  changedAddress: emailIndex !== 'index-1',
  emailIndex,
  replacesEmailIndex: 'index-1',
  password,
  personal: sealed,
  emailSettings: { overviewEmailFrequency, enableCrossOffNotifications: true },
});

describe('edit profile: one append on the user stream', () => {
  it('checks the caller edits their own, existing profile', () => {
    given(stream(user.registered())).checking(request, me).passes();
    given(stream(user.registered()))
      .checking({ ...request, userPrivateGuid: 'someone-else' }, me)
      .thenProblem('WrongUserGuid');
    given(stream()).checking(request, me).thenProblem('Other');
    given(stream(user.registered(), user.deleted())).checking(request, me).thenProblem('Other');
  });

  it('records the profile, a new password and changed mail settings in one decision', () => {
    given(stream(user.registered()))
      .when(edit('index-1'), me)
      .then([user.profileChanged('index-1')]);
    given(stream(user.registered()))
      .when(edit('index-2', sealed, 1), me)
      .then([
        user.profileChanged('index-2'),
        user.passwordChanged(null),
        {
          type: 'EmailSettingsChanged',
          data: { userId: 'user-1', overviewEmailFrequency: 1, enableCrossOffNotifications: true },
        },
      ]);
  });

  it('refuses when the address changed since it was compared (a concurrent edit), so the right one is released', () => {
    given(stream(user.registered(), user.profileChanged('index-3')))
      .when(edit('index-2'), me)
      .thenProblem('Other');
  });
});
