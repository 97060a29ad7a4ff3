import { RequestResetPasswordRequest, RESET_CODE_HOURS } from '@wl/contracts';
import { Clock } from '../../platform/domain/clock.js';
import { Problem } from '../../platform/domain/problem.js';
import { ReactorRunner } from '../../platform/reactors/reactor-runner.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { AccountQueries } from '../account.queries.js';
import { MailedCodes } from '../mailed-code.js';
import { userDecider } from '../user.decider.js';
import { userOf } from '../user.streams.js';

/**
 * `POST /api/Account/RequestResetPassword`: records a reset code (mailed-code.ts); the account-mails reactor mails the
 * link and the answer waits until it is on its way. 422 NoUserFound for a login no account has.
 */
export const requestPasswordReset = defineUseCase({
  name: 'RequestPasswordReset',
  payload: RequestResetPasswordRequest,
  login: 'optional',
  streams: { user: userOf },
  decides: 'user',
  /** Counted per address before the lookup, so the answer cannot be used to test logins at will. */
  async locate({ login }, actor, read) {
    await read(RateLimits).consume('resetRequestPerIp', actor.address);
    const account = await read(AccountQueries).byLoginIdentifier(login);
    if (!account?.email) throw new Problem('NoUserFound');
    return { user: account.userId };
  },
  async prepare(_request, _actor, read, { located, context }) {
    await read(RateLimits).consume('resetRequestPerAccount', located.user);
    return read(MailedCodes).issue('reset', located.user, context.commandId, read(Clock).now(), RESET_CODE_HOURS);
  },
  decide: ({ user }, { codeHash, expiresAt }) =>
    userDecider.decide({ type: 'RequestPasswordReset', codeHash, expiresAt }, user.state),
  readYourWrites: 'refuse',
  async answer({ events, position }, read) {
    await read(ReactorRunner).caughtUp(
      position,
      events.map((e) => e.type),
    );
  },
});
