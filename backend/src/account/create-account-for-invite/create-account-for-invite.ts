import { CreateForExtraOwnerInviteRequest, type CreateAccountAnswer } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { claimValue } from '../../platform/claims/claim-value.js';
import { Clock } from '../../platform/domain/clock.js';
import { Problem } from '../../platform/domain/problem.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { Failpoints } from '../../platform/reactors/failpoints.js';
import { Passwords } from '../../platform/security/passwords.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import { defineUseCase, type Read } from '../../platform/use-case/use-case.js';
import { UseCases } from '../../platform/use-case/use-cases.js';
import { CoOwners } from '../../wishlist/index.js';
import { listStream } from '../../wishlist/list.streams.js';
import { inviteProblem } from '../../wishlist/wishlist.decider.js';
import { acceptRegistrationInviteOf } from '../accept-registration-invite/accept-registration-invite.js';
import { countNewUser } from '../new-users.js';
import { userDecider } from '../user.decider.js';
import { newAccountAnswer } from '../new-account-answer.js';
import { userOf } from '../user.streams.js';
import { VerificationMails } from '../verification-mails.js';

/** The invite a link's guid names (the invite lookup finds its list), or 422 InvalidInvite. */
const inviteOf = (read: Read, inviteGuid: string) =>
  read(CoOwners)
    .find(inviteGuid)
    .catch((error: unknown) => {
      throw error instanceof Problem ? new Problem('InvalidInvite') : error;
    });

/**
 * `POST /api/Account/CreateForExtraOwnerInvite`: a new full account that accepts a co-owner invite (docs/permissions.md,
 * "Co-owners"), without a list of its own (a co-owner needs none; they can make one later): the answer's
 * `wishlistPrivateGuid` is the list it now co-owns. Anyone logged in gets `AlreadyLoggedIn` (they accept with
 * `AcceptExtraOwnerInvite`). The invite is checked on the list's stream before anything is written, the password
 * hashed, the e-mail address claimed, and the `UserRegistered` names the invite, which the follow-up accepts right
 * away (the `extra-owner-invite` reactor accepts it if the process dies before). When the invite was taken back in the
 * moment between the check and the registration, the account stands, the caller is logged in and the answer is 422
 * `InvalidInvite`.
 */
export const createAccountForInvite = defineUseCase({
  name: 'CreateAccountForInvite',
  payload: CreateForExtraOwnerInviteRequest,
  login: 'optional',
  streams: { user: userOf, list: listStream },
  decides: 'user',
  async locate({ inviteGuid }, actor, read) {
    if (actor.userId) throw new Problem('AlreadyLoggedIn');
    await countNewUser(read(RateLimits), actor.address);
    return { user: randomUUID(), list: (await inviteOf(read, inviteGuid)).wishlistId };
  },
  async prepare(request, _actor, read, { located, streams: { list }, context }) {
    const { inviteHash } = await inviteOf(read, request.inviteGuid);
    const registeredAt = read(Clock).now().toISOString();
    if (inviteProblem(list.state, inviteHash, null, registeredAt)) throw new Problem('InvalidInvite');
    const userId = located.user;
    const personal = read(PersonalData);
    const emailIndex = await personal.index('email', request.email);
    const passwordHash = await read(Passwords).hash(request.password);
    const claim = { kind: 'email', index: emailIndex, ownerId: userId, problemIfTaken: 'EmailUnavailable' } as const;
    await read(UseCases).run(claimValue, claim, context);
    const { email, firstName, lastName, receiveMailing } = request;
    return {
      registeredAt,
      registration: {
        userId,
        publicGuid: randomUUID() as string,
        isAccount: true,
        receiveMailing,
        emailIndex,
        personal: await personal.seal(userId, { email, firstName, lastName, passwordHash }),
        firstWishlist: null,
        extraOwnerInvite: { wishlistId: located.list, inviteHash },
      },
    };
  },
  decide: ({ user }, { registration }) => userDecider.decide({ type: 'RegisterUser', ...registration }, user.state),
  async followUps({ input: { registration, registeredAt }, eventId, context, actor }, read, step) {
    read(Failpoints).check('create-for-invite.registered');
    const acceptance = await acceptRegistrationInviteOf(
      read(UseCases),
      eventId!,
      new Date(registeredAt),
      registration,
      context,
    );
    await read(VerificationMails).request(registration.userId, step('verification-mail'), actor.address);
    return acceptance;
  },
  async session({ input }, browser) {
    await browser.start(input.registration.userId);
  },
  readYourWrites: 'answer',
  answer({ payload, input: { registration, registeredAt } }, _read, followed): CreateAccountAnswer {
    if (!followed?.accepted) throw new Problem('InvalidInvite');
    return newAccountAnswer(payload, registration, registeredAt, registration.extraOwnerInvite.wishlistId);
  },
});
