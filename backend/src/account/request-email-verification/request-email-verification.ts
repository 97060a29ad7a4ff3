import { EMAIL_VERIFICATION_CODE_HOURS } from '@wl/contracts';
import { z } from 'zod';
import { Clock } from '../../platform/domain/clock.js';
import { Problem } from '../../platform/domain/problem.js';
import { ReactorRunner } from '../../platform/reactors/reactor-runner.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import type { CommandContext } from '../../platform/domain/aggregate-store.js';
import { defineUseCase, type Read } from '../../platform/use-case/use-case.js';
import { MailedCodes } from '../mailed-code.js';
import { userDecider } from '../user.decider.js';
import { userOf } from '../user.streams.js';

const issueCode = (userId: string, read: Read, context: CommandContext) =>
  read(MailedCodes).issue('verify', userId, context.commandId, read(Clock).now(), EMAIL_VERIFICATION_CODE_HOURS);

/**
 * A new verification code for the user's current address (mailed-code.ts); the account-mails reactor mails the link.
 * Sent by a new account's registration (`VerificationMails`, which waits until the mail is on its way) and by that
 * reactor for a changed address; not counted. Answers what it appended, for that wait.
 */
export const issueVerificationCode = defineUseCase({
  name: 'RequestEmailVerification',
  payload: z.object({}),
  login: 'required',
  streams: { user: userOf },
  decides: 'user',
  locate: async (_payload, actor) => ({ user: actor.userId }),
  /** Refused on the stream before a code is made or counted: 422 AlreadyVerified (Other: no user, or no address). */
  check({ user }) {
    if (!user.state.userId || !user.state.emailIndex) throw new Problem('Other');
    if (user.state.emailVerified) throw new Problem('AlreadyVerified');
  },
  prepare: (_payload, actor, read, { context }) => issueCode(actor.userId, read, context),
  decide: ({ user }, { codeHash, expiresAt }) =>
    userDecider.decide({ type: 'RequestEmailVerification', codeHash, expiresAt }, user.state),
  readYourWrites: 'answer',
  answer: ({ position, events }) => ({ position, eventTypes: events.map((e) => e.type) }),
});

/** `POST /api/Account/RequestEmailVerification`: a new link to the logged-in user's current address, counted per user. */
export const requestEmailVerification = defineUseCase({
  ...issueVerificationCode,
  async prepare(_payload, actor, read, { context }) {
    await read(RateLimits).consume('verificationMailsPerUser', actor.userId);
    return issueCode(actor.userId, read, context);
  },
  async answer({ position, events }, read) {
    await read(ReactorRunner).caughtUp(
      position,
      events.map((e) => e.type),
    );
  },
});
