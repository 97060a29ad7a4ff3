import { type CurrentUser, EditProfileRequest } from '@wl/contracts';
import { ClaimReleases } from '../../platform/domain/claim-releases.js';
import { claimValue } from '../../platform/claims/claim-value.js';
import { Problem } from '../../platform/domain/problem.js';
import { Sessions } from '../../platform/http/sessions.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { Failpoints } from '../../platform/reactors/failpoints.js';
import { Passwords } from '../../platform/security/passwords.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { UseCases } from '../../platform/use-case/use-cases.js';
import { AccountQueries, currentUserOf } from '../account.queries.js';
import { checkCurrentPassword } from '../current-password.js';
import { refuseRepeatedPassword } from '../new-password.js';
import { emailHolder, userDecider } from '../user.decider.js';
import { userOf } from '../user.streams.js';

/**
 * `POST /api/Account/Edit`: names and e-mail address, password, mail settings, in one append on the user's stream.
 * Changing the password or the address (the two ways into an account) asks for the current password and ends every
 * other session of the user. A new address is claimed before the append; the old one is given free by the follow-up,
 * which the claims reactor also runs (ClaimReleases), so a crash between the appends still frees it.
 */
export const editProfile = defineUseCase({
  name: 'EditProfile',
  payload: EditProfileRequest,
  login: 'required',
  streams: { user: userOf },
  decides: 'user',
  locate: async (_request, actor) => ({ user: actor.userId }),
  check({ user }, request, actor) {
    if (request.userPrivateGuid !== actor.userId) throw new Problem('WrongUserGuid');
    if (!user.state.userId || !user.state.emailIndex) throw new Problem('Other');
  },
  async prepare(request, actor, read, { streams, context }) {
    const { userId } = actor;
    const accounts = read(AccountQueries);
    const before = await accounts.byId(userId);
    if (!before) throw new Problem('Other');
    const credentialsChange =
      request.password !== undefined || request.email.trim().toLowerCase() !== before.email?.toLowerCase();
    if (credentialsChange && before.passwordHash)
      await checkCurrentPassword(read, request.currentPassword, before.passwordHash, userId, actor.address);
    if (request.password !== undefined)
      refuseRepeatedPassword(request.password, {
        ...request,
        usernames: (await accounts.passwordHolder(userId)).usernames,
      });
    const personal = read(PersonalData);
    const emailIndex = await personal.index('email', request.email);
    // Renewed: see the claim decider (a claim a crash left to the reactor to release is taken anew).
    const claim = {
      kind: 'email',
      index: emailIndex,
      ownerId: userId,
      problemIfTaken: 'EmailUnavailable',
      renew: true,
    } as const;
    const { state } = streams.user;
    const changedAddress = emailIndex !== state.emailIndex;
    if (changedAddress) await read(UseCases).run(claimValue, claim, context);
    const { email, firstName, lastName, overviewEmailFrequency, enableCrossOffNotifications } = request;
    const password =
      request.password === undefined
        ? null
        : await personal.seal(userId, { passwordHash: await read(Passwords).hash(request.password) });
    return {
      credentialsChange,
      changedAddress,
      emailIndex,
      replacesEmailIndex: state.emailIndex ?? '',
      password,
      personal: await personal.seal(userId, { email, firstName, lastName }),
      emailSettings: { overviewEmailFrequency, enableCrossOffNotifications },
    };
  },
  // The address it replaces is the one prepare compared and claimed against: changed since, the stream refuses (Other).
  decide: ({ user }, { emailIndex, replacesEmailIndex, personal, password, emailSettings }) =>
    userDecider.decide(
      { type: 'EditProfile', emailIndex, replacesEmailIndex, personal, password, emailSettings },
      user.state,
    ),
  async followUps({ actor, input, eventId, position, context }, read) {
    if (!input.changedAddress) return;
    read(Failpoints).check('edit-profile.changed');
    // ProfileChanged is the append's first event: the step derives from it, as the reactor's does.
    await read(ClaimReleases).releaseReplaced(emailHolder(actor.userId), input.emailIndex, {
      eventId: eventId!,
      position: position!,
      cause: context,
    });
  },
  async session({ actor, input }, browser, read) {
    if (input.credentialsChange) await read(Sessions).endAllOf(actor.userId, { except: browser.current });
  },
  readYourWrites: 'refuse',
  async answer({ actor }, read): Promise<CurrentUser> {
    const account = await read(AccountQueries).byId(actor.userId);
    if (!account) throw new Problem('Other');
    return currentUserOf(account);
  },
});
