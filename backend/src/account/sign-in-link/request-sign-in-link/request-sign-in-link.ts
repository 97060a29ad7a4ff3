import { Guid, SIGN_IN_LINK_MINUTES } from '@wl/contracts';
import { z } from 'zod';
import { Clock } from '../../../platform/domain/clock.js';
import { defineUseCase } from '../../../platform/use-case/use-case.js';
import { MailedCodes } from '../../mailed-code.js';
import { userDecider } from '../../user.decider.js';
import { userOf } from '../../user.streams.js';

/**
 * A new sign-in code for the user's current address (mailed-code.ts); the account-mails reactor mails the link. Sent
 * on the bus by `SignInLinkRequests` after the answer of `RequestSignInLink` left, for the user who holds the address.
 */
export const requestSignInLink = defineUseCase({
  name: 'RequestSignInLink',
  payload: z.object({ userId: Guid }),
  login: 'optional',
  streams: { user: userOf },
  decides: 'user',
  locate: async ({ userId }) => ({ user: userId }),
  prepare: async ({ userId }, _actor, read, { context }) =>
    read(MailedCodes).issue('sign-in', userId, context.commandId, read(Clock).now(), SIGN_IN_LINK_MINUTES / 60),
  decide: ({ user }, { codeHash, expiresAt }) =>
    userDecider.decide({ type: 'RequestSignInLink', codeHash, expiresAt }, user.state),
  readYourWrites: 'answer',
  answer: () => undefined,
});
