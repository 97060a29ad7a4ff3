import { Injectable } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMAIL_VERIFICATION_CODE_HOURS } from '@wl/contracts';
import { AggregateStore, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { MailedCodes } from './mailed-code.js';
import { userDecider, type UserEvent, type UserState, userStream } from './user.decider.js';

export class RequestEmailVerification {
  constructor(readonly userId: string, readonly context: CommandContext) {}
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
