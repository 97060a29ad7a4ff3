import { ResetPasswordRequest } from '@wl/contracts';
import { type DocumentStore, PASSWORD_RESETS, type PasswordResetDocument } from '@wl/projections';
import { Clock } from '../../platform/domain/clock.js';
import { Problem } from '../../platform/domain/problem.js';
import { Sessions } from '../../platform/http/sessions.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { Passwords } from '../../platform/security/passwords.js';
import { DOCUMENT_STORE } from '../../platform/tokens.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { AccountQueries } from '../account.queries.js';
import { hashMailedCode } from '../mailed-code.js';
import { refuseRepeatedPassword } from '../new-password.js';
import { userDecider } from '../user.decider.js';
import { userOf } from '../user.streams.js';

/**
 * `POST /api/Account/ResetPassword`: a new password by the mailed code. The read model only finds the user; single use
 * and expiry are decided on the user's stream, so two tabs using one code at once give one success (422 IsUnknown,
 * IsExpired). Whoever was logged in with the old password is logged out everywhere, and this browser is logged in.
 */
export const resetPassword = defineUseCase({
  name: 'ResetPassword',
  payload: ResetPasswordRequest,
  login: 'optional',
  streams: { user: userOf },
  decides: 'user',
  async locate({ resetCode }, _actor, read) {
    const reset = await read<DocumentStore>(DOCUMENT_STORE).get<PasswordResetDocument>(
      PASSWORD_RESETS,
      hashMailedCode(resetCode),
    );
    if (!reset) throw new Problem('IsUnknown');
    return { user: reset.userId };
  },
  async prepare({ resetCode, password }, _actor, read, { located }) {
    refuseRepeatedPassword(password, await read(AccountQueries).passwordHolder(located.user));
    const personal = await read(PersonalData).seal(located.user, {
      passwordHash: await read(Passwords).hash(password),
    });
    return { codeHash: hashMailedCode(resetCode), now: read(Clock).now().toISOString(), personal };
  },
  decide: ({ user }, { codeHash, now, personal }) =>
    userDecider.decide({ type: 'ResetPassword', codeHash, now, personal }, user.state),
  async session({ state }, browser, read) {
    await read(Sessions).endAllOf(state.userId!);
    await browser.start(state.userId!);
  },
  readYourWrites: 'refuse',
  answer: () => undefined,
});
