import { DeleteAccountRequest } from '@wl/contracts';
import type { DocumentStore } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../platform/domain/clock.js';
import { Sessions } from '../../platform/http/sessions.js';
import { ReactorRunner } from '../../platform/reactors/reactor-runner.js';
import { DOCUMENT_STORE } from '../../platform/tokens.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { AccountQueries } from '../account.queries.js';
import { checkCurrentPassword } from '../current-password.js';
import { userDecider } from '../user.decider.js';
import { userOf } from '../user.streams.js';

/** Operational collection: why people leave, kept without any link to who said it. */
const DELETE_FEEDBACK = 'delete_feedback';

/**
 * `POST /api/Account/Delete`: removes a person (DESIGN decision 5). An account with a password is deleted only with
 * that password (a lightweight user has none to give). The user stream decides and records `UserDeleted`; the erasure
 * reactor then forgets their key, removes their pictures and deletes their lists, and the claims reactor gives their
 * e-mail address and usernames free; the answer waits for them (they finish after a crash too). Every session of the
 * user ends, and this browser is logged out.
 */
export const deleteAccount = defineUseCase({
  name: 'DeleteAccount',
  payload: DeleteAccountRequest,
  login: 'required',
  streams: { user: userOf },
  decides: 'user',
  locate: async (_request, actor) => ({ user: actor.userId }),
  async prepare({ password, ...feedback }, actor, read) {
    const account = await read(AccountQueries).byId(actor.userId);
    if (account?.passwordHash)
      await checkCurrentPassword(read, password, account.passwordHash, actor.userId, actor.address);
    return feedback;
  },
  decide: ({ user }) => userDecider.decide({ type: 'DeleteUser' }, user.state),
  async followUps({ input: { questionId, answerId, customAnswer } }, read) {
    if (questionId === undefined && !customAnswer) return;
    const at = read(Clock).now().toISOString().slice(0, 10);
    await read<DocumentStore>(DOCUMENT_STORE).commit([
      { kind: 'put', collection: DELETE_FEEDBACK, id: randomUUID(), doc: { questionId, answerId, customAnswer, at } },
    ]);
  },
  readYourWrites: 'answer',
  async session({ actor }, browser, read) {
    await read(Sessions).endAllOf(actor.userId, { except: browser.current, becauseDeleted: true });
    await browser.start(null);
  },
  async answer({ position, events }, read) {
    await read(ReactorRunner).caughtUp(
      position,
      events.map((e) => e.type),
    );
    return { success: true };
  },
});
