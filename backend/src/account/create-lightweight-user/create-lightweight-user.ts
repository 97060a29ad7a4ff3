import { CreateLightweightUserRequest, type CurrentUser, Email, sendListAllowedFrom } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { claimValue } from '../../platform/claims/claim-value.js';
import { Clock } from '../../platform/domain/clock.js';
import { Problem } from '../../platform/domain/problem.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { UseCases } from '../../platform/use-case/use-cases.js';
import { countNewUser } from '../new-users.js';
import { userDecider } from '../user.decider.js';
import { userOf } from '../user.streams.js';

/**
 * `POST /api/Afstreper/Create`: the anonymous cross-off by e-mail starts here. A user known only by an e-mail address
 * (isAccount false), logged in at once. The address must be free (its claim stream, 422 EmailInUse): an address of an
 * existing user needs that user's password (or a reset mail) instead. Setting a password later makes it a full account.
 */
export const createLightweightUser = defineUseCase({
  name: 'CreateLightweightUser',
  payload: CreateLightweightUserRequest,
  login: 'optional',
  streams: { user: userOf },
  decides: 'user',
  async locate({ email }, actor, read) {
    if (actor.userId) throw new Problem('Other');
    if (!Email.safeParse(email).success) throw new Problem('EmailUnusable');
    await countNewUser(read(RateLimits), actor.address);
    return { user: randomUUID() };
  },
  async prepare(request, _actor, read, { located, context }) {
    const userId = located.user;
    const email = Email.parse(request.email);
    const personal = read(PersonalData);
    const emailIndex = await personal.index('email', email);
    const claim = { kind: 'email', index: emailIndex, ownerId: userId, problemIfTaken: 'EmailInUse' } as const;
    await read(UseCases).run(claimValue, claim, context);
    return {
      email,
      userId,
      publicGuid: randomUUID() as string,
      emailIndex,
      personal: await personal.seal(userId, { email, firstName: '', lastName: '', passwordHash: '' }),
    };
  },
  decide: ({ user }, { userId, publicGuid, emailIndex, personal }) =>
    userDecider.decide(
      {
        type: 'RegisterUser',
        userId,
        publicGuid,
        isAccount: false,
        receiveMailing: false,
        emailIndex,
        personal,
        firstWishlist: null,
        extraOwnerInvite: null,
      },
      user.state,
    ),
  async session({ input }, browser) {
    await browser.start(input.userId);
  },
  readYourWrites: 'answer',
  answer: ({ input: { userId, publicGuid, email } }, read): CurrentUser => ({
    privateGuid: userId,
    publicGuid,
    email,
    firstName: '',
    lastName: '',
    isAccount: false,
    overviewEmailFrequency: 0,
    enableCrossOffNotifications: true,
    emailVerified: false,
    sendListAllowedFrom: sendListAllowedFrom(read(Clock).now().toISOString()),
  }),
});
