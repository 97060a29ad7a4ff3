import { type SignInWithLinkAnswer, SignInWithLinkRequest } from '@wl/contracts';
import { Clock } from '../../../platform/domain/clock.js';
import { Problem } from '../../../platform/domain/problem.js';
import { defineUseCase } from '../../../platform/use-case/use-case.js';
import { hashMailedCode } from '../../mailed-code.js';
import { userDecider } from '../../user.decider.js';
import { userOf } from '../../user.streams.js';

/**
 * `POST /api/Account/SignInWithLink`: signs in the user the link was mailed to. Single use, expiry and the address the
 * link went to are decided on the user's stream, so two tabs opening one link at once give one sign-in; the link names
 * the user, so no read model is asked whose code it is. A browser signed in as someone else gets 422
 * `OtherUserSignedIn` and keeps its session (the link stays unused) until the person confirms with `replaceOtherUser`.
 */
export const signInWithLink = defineUseCase({
  name: 'SignInWithLink',
  payload: SignInWithLinkRequest,
  login: 'optional',
  streams: { user: userOf },
  decides: 'user',
  async locate({ userId, replaceOtherUser }, actor) {
    if (actor.userId && actor.userId !== userId && !replaceOtherUser) throw new Problem('OtherUserSignedIn');
    return { user: userId };
  },
  prepare: async ({ code }, _actor, read) => ({ codeHash: hashMailedCode(code), now: read(Clock).now().toISOString() }),
  decide: ({ user }, { codeHash, now }) => userDecider.decide({ type: 'SignInWithLink', codeHash, now }, user.state),
  async session({ payload }, browser) {
    await browser.start(payload.userId);
  },
  readYourWrites: 'answer',
  answer: ({ state }): SignInWithLinkAnswer => ({ isAccount: state.isAccount }),
});
