import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DeleteAccountRequest } from '@wl/contracts';
import type { DocumentStore } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { userDecider, type UserEvent, type UserState, userStream } from './user.decider.js';

/** Operational collection: why people leave, kept without any link to who said it. */
const DELETE_FEEDBACK = 'delete_feedback';

/** Why the person leaves: the request without its password. */
export type LeavingFeedback = Pick<DeleteAccountRequest, 'questionId' | 'answerId' | 'customAnswer'>;

export class DeleteAccount {
  constructor(readonly userId: string, readonly feedback: LeavingFeedback, readonly context: CommandContext) {}
}

/**
 * Removes a person (DESIGN decision 5): the user stream decides and records `UserDeleted`; the erasure reactor then
 * forgets their key (so what the log holds about them can no longer be read), removes their pictures and deletes their
 * lists, and the claims reactor gives their e-mail address and usernames free.
 */
@CommandHandler(DeleteAccount)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccount, Executed<UserState, UserEvent>> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly clock: Clock,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  async execute({ userId, feedback, context }: DeleteAccount) {
    const deleted = await this.aggregates.execute(userStream(userId), userDecider, { type: 'DeleteUser' }, context);
    if (feedback.questionId !== undefined || feedback.customAnswer) {
      await this.store.commit([{ kind: 'put', collection: DELETE_FEEDBACK, id: randomUUID(), doc: { questionId: feedback.questionId, answerId: feedback.answerId, customAnswer: feedback.customAnswer, at: this.clock.now().toISOString().slice(0, 10) } }]);
    }
    return deleted;
  }
}
