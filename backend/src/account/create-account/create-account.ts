import { CreateAccountRequest, type CreateAccountAnswer } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { claimValue } from '../../platform/claims/claim-value.js';
import { releaseClaim } from '../../platform/claims/release-claim.js';
import { Clock } from '../../platform/domain/clock.js';
import { Problem } from '../../platform/domain/problem.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { Failpoints } from '../../platform/reactors/failpoints.js';
import { stepContext } from '../../platform/reactors/reactor.js';
import { Passwords } from '../../platform/security/passwords.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { UseCases } from '../../platform/use-case/use-cases.js';
import {
  claimFirstWishlistUsername,
  createFirstWishlistNow,
  firstWishlistOf,
  planFirstWishlist,
} from '../first-wishlist/create-first-wishlist.js';
import { newAccountAnswer } from '../new-account-answer.js';
import { countNewUser } from '../new-users.js';
import { userDecider } from '../user.decider.js';
import { userOf } from '../user.streams.js';
import { VerificationMails } from '../verification-mails.js';

/**
 * `POST /api/Account/Create` for a caller who is not logged in (a logged-in lightweight user is upgraded instead:
 * `upgrade-to-account/`): a full account with its first list. The e-mail address and the username are claimed first
 * (each a stream of its own, so two people can never get the same one); a username that turns out to be taken gives
 * the address free again. Then `UserRegistered` names the first list, which the follow-up makes (the first-list
 * reactor finishes it if the process dies before), and asks for the verification mail. A claim whose owner never came
 * to be (the process died before the registration) is released by the claims reactor after a grace period. When the
 * list cannot be made now, the account stands, the caller is logged in and the answer is 422 `WishlistFailed`.
 */
export const createAccount = defineUseCase({
  name: 'CreateAccount',
  payload: CreateAccountRequest,
  login: 'optional',
  streams: { user: userOf },
  decides: 'user',
  async locate(_request, actor, read) {
    await countNewUser(read(RateLimits), actor.address);
    return { user: randomUUID() };
  },
  async prepare(request, _actor, read, { located, context }) {
    const userId = located.user;
    const wishlistId = randomUUID();
    const personal = read(PersonalData);
    const emailIndex = await personal.index('email', request.email);
    // Hashed before anything is written: a refusal for a busy server (503) leaves nothing half made.
    const passwordHash = await read(Passwords).hash(request.password);
    const email = { kind: 'email', index: emailIndex, ownerId: userId } as const;
    await read(UseCases).run(claimValue, { ...email, problemIfTaken: 'EmailUnavailable' }, context);
    read(Failpoints).check('create-account.email-claimed');
    const { username, firstName, lastName } = request;
    const usernameIndex = await claimFirstWishlistUsername(read, wishlistId, username, context).catch(
      async (error: unknown) => {
        // Its own ids: the claim's, derived from the same context on the same stream, are taken.
        const release = stepContext(context.idempotencyKey ?? context.commandId, 'release-email', context);
        await read(UseCases).run(releaseClaim, email, release);
        throw error;
      },
    );
    return {
      userId,
      publicGuid: randomUUID() as string,
      isAccount: true,
      receiveMailing: request.receiveMailing,
      emailIndex,
      personal: await personal.seal(userId, { email: request.email, firstName, lastName, passwordHash }),
      firstWishlist: await planFirstWishlist(read, userId, wishlistId, usernameIndex, {
        username,
        firstName,
        lastName,
      }),
      extraOwnerInvite: null,
    };
  },
  decide: ({ user }, registration) => userDecider.decide({ type: 'RegisterUser', ...registration }, user.state),
  async followUps({ input, eventId, context, actor }, read, step) {
    read(Failpoints).check('create-account.registered');
    const created = await createFirstWishlistNow(read, firstWishlistOf(eventId!, input)!, context);
    // A mail that could not be sent is not a failed registration: the outbox retries, the send page offers a new link.
    await read(VerificationMails).request(input.userId, step('verification-mail'), actor.address);
    return { position: created?.position ?? null, wishlistCreated: created !== null };
  },
  async session({ input }, browser) {
    await browser.start(input.userId);
  },
  readYourWrites: 'answer',
  answer({ payload, input }, read, followed): CreateAccountAnswer {
    if (!followed?.wishlistCreated) throw new Problem('WishlistFailed');
    const registeredAt = read(Clock).now().toISOString();
    return newAccountAnswer(payload, input, registeredAt, input.firstWishlist.wishlistId);
  },
});
