import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMAIL_VERIFICATION_CODE_HOURS } from '@wl/contracts';
import { EMAIL_VERIFICATIONS, type DocumentStore, type EmailVerificationDocument } from '@wl/projections';
import { AggregateStore, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { Problem } from '../platform/domain/problem.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { hashMailedCode, MailedCodes } from './mailed-code.js';
import { userDecider, type UserEvent, type UserState, userStream } from './user.decider.js';

export class RequestEmailVerification {
  constructor(readonly userId: string, readonly context: CommandContext) {}
}

export class VerifyEmail {
  constructor(readonly code: string, readonly context: CommandContext) {}
}

/** A new verification code for the user's current address (mailed-code.ts); the account-mails reactor mails the link. */
@CommandHandler(RequestEmailVerification)
export class RequestEmailVerificationHandler implements ICommandHandler<RequestEmailVerification, Executed<UserState, UserEvent>> {
  constructor(private readonly aggregates: AggregateStore, private readonly clock: Clock, private readonly codes: MailedCodes) {}

  async execute({ userId, context }: RequestEmailVerification) {
    const { codeHash, expiresAt } = await this.codes.issue('verify', userId, context.commandId, this.clock.now(), EMAIL_VERIFICATION_CODE_HOURS);
    return this.aggregates.execute(userStream(userId), userDecider, { type: 'RequestEmailVerification', codeHash, expiresAt }, context);
  }
}

/** Asks for a verification link and waits until the account-mails reactor has it on its way. */
@Injectable()
export class VerificationMails {
  constructor(private readonly commands: CommandBus, private readonly reactors: ReactorRunner) {}

  async request(userId: string, context: CommandContext): Promise<void> {
    const requested = await this.commands.execute<RequestEmailVerification, Executed<UserState, UserEvent>>(new RequestEmailVerification(userId, context));
    await this.reactors.caughtUp(requested.position, requested.events.map((e) => e.type));
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
