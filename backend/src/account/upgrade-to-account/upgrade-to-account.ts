import { CreateAccountRequest, type CreateAccountAnswer } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { Problem } from '../../platform/domain/problem.js';
import { Sessions } from '../../platform/http/sessions.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { Passwords } from '../../platform/security/passwords.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { AccountQueries, currentUserOf } from '../account.queries.js';
import {
  claimFirstWishlistUsername,
  createFirstWishlistNow,
  firstWishlistOf,
  planFirstWishlist,
} from '../first-wishlist/create-first-wishlist.js';
import { countNewUser } from '../new-users.js';
import { userDecider } from '../user.decider.js';
import { userOf } from '../user.streams.js';
import { VerificationMails } from '../verification-mails.js';

/**
 * `POST /api/Account/Create` by a logged-in lightweight user (crossed off by e-mail) who starts a list: the same user
 * becomes a full account with a username, names and a password, and gets a first list, like `createAccount`
 * (docs/permissions.md, "Lightweight users start a list"). A full account is refused on its stream (AlreadyLoggedIn)
 * before it is counted, so it spends none of its address's new-user allowance. The e-mail address stays theirs and must
 * be the one given. The password is hashed before anything is written, the username claimed next, then
 * `UserUpgradedToAccount` names the list (a username left claimed by a refused upgrade is released by the claim
 * check). A password of their own ends every other session, and this browser gets a new one with its answered
 * questions.
 */
export const upgradeToAccount = defineUseCase({
  name: 'UpgradeToAccount',
  payload: CreateAccountRequest,
  login: 'required',
  streams: { user: userOf },
  decides: 'user',
  locate: async (_request, actor) => ({ user: actor.userId }),
  check({ user }) {
    if (user.state.isAccount) throw new Problem('AlreadyLoggedIn');
  },
  async prepare(request, actor, read, { streams: { user }, context }) {
    await countNewUser(read(RateLimits), actor.address);
    const personal = read(PersonalData);
    if (user.state.emailIndex !== (await personal.index('email', request.email))) throw new Problem('Other');
    const passwordHash = await read(Passwords).hash(request.password);
    const wishlistId = randomUUID();
    const { email, firstName, lastName, username, receiveMailing } = request;
    const usernameIndex = await claimFirstWishlistUsername(read, wishlistId, username, context);
    return {
      receiveMailing,
      personal: await personal.seal(actor.userId, { email, firstName, lastName, passwordHash }),
      firstWishlist: await planFirstWishlist(read, actor.userId, wishlistId, usernameIndex, {
        username,
        firstName,
        lastName,
      }),
    };
  },
  decide: ({ user }, upgrade) => userDecider.decide({ type: 'UpgradeToAccount', ...upgrade }, user.state),
  async followUps({ events, eventId, context, actor }, read, step) {
    const upgraded = events.find((event) => event.type === 'UserUpgradedToAccount');
    if (!upgraded) throw new Problem('Other');
    const created = await createFirstWishlistNow(read, firstWishlistOf(eventId!, upgraded.data)!, context);
    await read(VerificationMails)
      .request(actor.userId, step('verification-mail'), actor.address)
      .catch((error: unknown) => {
        if (!(error instanceof Problem && error.problem === 'AlreadyVerified')) throw error;
      });
    return { position: created?.position ?? null, wishlistCreated: created !== null };
  },
  async session({ actor }, browser, read) {
    await read(Sessions).endAllOf(actor.userId, { except: browser.current });
    await browser.start(actor.userId);
  },
  readYourWrites: 'answer',
  async answer({ actor, input }, read, followed): Promise<CreateAccountAnswer> {
    if (!followed?.wishlistCreated) throw new Problem('WishlistFailed');
    const account = await read(AccountQueries).byId(actor.userId);
    if (!account) throw new Problem('Other');
    return { user: currentUserOf(account), wishlistPrivateGuid: input.firstWishlist.wishlistId };
  },
});
