import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMAIL_VERIFICATION_CODE_HOURS } from '@wl/contracts';
import { EMAIL_VERIFICATIONS, type DocumentStore, type EmailVerificationDocument } from '@wl/projections';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { Problem } from '../platform/domain/problem.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { hashMailedCode, newMailedCode } from './mailed-code.js';
import { userDecider, userStream } from './user.decider.js';

export class RequestEmailVerification {
  constructor(readonly userId: string, readonly context: CommandContext) {}
}

export class VerifyEmail {
  constructor(readonly code: string, readonly context: CommandContext) {}
}

/** A new verification code for the user's current address (mailed-code.ts). */
@CommandHandler(RequestEmailVerification)
export class RequestEmailVerificationHandler implements ICommandHandler<RequestEmailVerification, { code: string }> {
  constructor(private readonly aggregates: AggregateStore, private readonly clock: Clock) {}

  async execute({ userId, context }: RequestEmailVerification) {
    const { code, codeHash, expiresAt } = newMailedCode(this.clock.now(), EMAIL_VERIFICATION_CODE_HOURS);
    await this.aggregates.execute(userStream(userId), userDecider, { type: 'RequestEmailVerification', codeHash, expiresAt }, context);
    return { code };
  }
}

/** The read model only finds the user; single use, expiry and the address are decided on the user's stream. */
@CommandHandler(VerifyEmail)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmail, { position: string | null }> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly clock: Clock,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  async execute({ code, context }: VerifyEmail) {
    const codeHash = hashMailedCode(code);
    const found = await this.store.get<EmailVerificationDocument>(EMAIL_VERIFICATIONS, codeHash);
    if (!found) throw new Problem('IsUnknown');
    const { position } = await this.aggregates.execute(userStream(found.userId), userDecider, {
      type: 'VerifyEmail', codeHash, now: this.clock.now().toISOString(),
    }, context);
    return { position };
  }
}
