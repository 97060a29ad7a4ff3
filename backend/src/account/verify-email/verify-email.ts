import { VerifyEmailRequest } from '@wl/contracts';
import { type DocumentStore, EMAIL_VERIFICATIONS, type EmailVerificationDocument } from '@wl/projections';
import { Clock } from '../../platform/domain/clock.js';
import { Problem } from '../../platform/domain/problem.js';
import { DOCUMENT_STORE } from '../../platform/tokens.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { hashMailedCode } from '../mailed-code.js';
import { userDecider } from '../user.decider.js';
import { userOf } from '../user.streams.js';

/**
 * `POST /api/Account/VerifyEmail`: the code is the capability, whoever opens the link confirms, logged in or not. The
 * read model only finds the user; single use, expiry and the address are decided on the user's stream (422
 * IsUnknown or IsExpired).
 */
export const verifyEmail = defineUseCase({
  name: 'VerifyEmail',
  payload: VerifyEmailRequest,
  login: 'optional',
  streams: { user: userOf },
  decides: 'user',
  async locate({ code }, _actor, read) {
    const found = await read<DocumentStore>(DOCUMENT_STORE).get<EmailVerificationDocument>(
      EMAIL_VERIFICATIONS,
      hashMailedCode(code),
    );
    if (!found) throw new Problem('IsUnknown');
    return { user: found.userId };
  },
  prepare: async ({ code }, _actor, read) => ({ codeHash: hashMailedCode(code), now: read(Clock).now().toISOString() }),
  decide: ({ user }, { codeHash, now }) => userDecider.decide({ type: 'VerifyEmail', codeHash, now }, user.state),
  readYourWrites: 'refuse',
  answer: () => undefined,
});
