import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_RESETS, type DocumentStore, type PasswordResetDocument } from '@wl/projections';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { Problem } from '../platform/domain/problem.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Passwords } from '../platform/security/passwords.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { AccountQueries } from './account.queries.js';
import { hashMailedCode } from './mailed-code.js';
import { refuseRepeatedPassword } from './new-password.js';
import { userDecider, userStream } from './user.decider.js';

export class ResetPassword {
  constructor(readonly code: string, readonly password: string, readonly context: CommandContext) {}
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
