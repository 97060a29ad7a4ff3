import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RESET_CODE_HOURS } from '@wl/contracts';
import { PASSWORD_RESETS, type DocumentStore, type PasswordResetDocument } from '@wl/projections';
import { AggregateStore, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { Problem } from '../platform/domain/problem.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Passwords } from '../platform/security/passwords.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { AccountQueries } from './account.queries.js';
import { hashMailedCode, MailedCodes } from './mailed-code.js';
import { refuseRepeatedPassword } from './new-password.js';
import { userDecider, type UserEvent, type UserState, userStream } from './user.decider.js';

export class RequestPasswordReset {
  constructor(readonly userId: string, readonly context: CommandContext) {}
}

export class ResetPassword {
  constructor(readonly code: string, readonly password: string, readonly context: CommandContext) {}
}

/** Records the request; the account-mails reactor mails the link (mailed-code.ts). */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset, Executed<UserState, UserEvent>> {
  constructor(private readonly aggregates: AggregateStore, private readonly clock: Clock, private readonly codes: MailedCodes) {}

  async execute({ userId, context }: RequestPasswordReset) {
    const { codeHash, expiresAt } = await this.codes.issue('reset', userId, context.commandId, this.clock.now(), RESET_CODE_HOURS);
    return this.aggregates.execute(userStream(userId), userDecider, { type: 'RequestPasswordReset', codeHash, expiresAt }, context);
  }
}

/** Single use is decided on the user stream, so two tabs using one code at once give one success. */
@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword, { userId: string; position: string | null }> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly clock: Clock,
    private readonly passwords: Passwords,
    private readonly personal: PersonalData,
    private readonly accounts: AccountQueries,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  async execute({ code, password, context }: ResetPassword) {
    const codeHash = hashMailedCode(code);
    const reset = await this.store.get<PasswordResetDocument>(PASSWORD_RESETS, codeHash);
    if (!reset) throw new Problem('IsUnknown');
    refuseRepeatedPassword(password, await this.accounts.passwordHolder(reset.userId));
    const personal = await this.personal.seal(reset.userId, { passwordHash: await this.passwords.hash(password) });
    const { position } = await this.aggregates.execute(userStream(reset.userId), userDecider, {
      type: 'ResetPassword', codeHash, now: this.clock.now().toISOString(), personal,
    }, context);
    return { userId: reset.userId, position };
  }
}
