import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SIGN_IN_LINK_MINUTES } from '@wl/contracts';
import { AggregateStore, type CommandContext, type Executed } from '../../platform/domain/aggregate-store.js';
import { Clock } from '../../platform/domain/clock.js';
import { hashMailedCode, MailedCodes } from '../mailed-code.js';
import { userDecider, type UserEvent, type UserState, userStream } from '../user.decider.js';

export class RequestSignInLink {
  constructor(readonly userId: string, readonly context: CommandContext) {}
}

export class SignInWithLink {
  constructor(readonly userId: string, readonly code: string, readonly context: CommandContext) {}
}

/** A new sign-in code for the user's current address (mailed-code.ts); the account-mails reactor mails the link. */
@CommandHandler(RequestSignInLink)
export class RequestSignInLinkHandler implements ICommandHandler<RequestSignInLink, Executed<UserState, UserEvent>> {
  constructor(private readonly aggregates: AggregateStore, private readonly clock: Clock, private readonly codes: MailedCodes) {}

  async execute({ userId, context }: RequestSignInLink) {
    const { codeHash, expiresAt } = await this.codes.issue('sign-in', userId, context.commandId, this.clock.now(), SIGN_IN_LINK_MINUTES / 60);
    return this.aggregates.execute(userStream(userId), userDecider, { type: 'RequestSignInLink', codeHash, expiresAt }, context);
  }
}

/**
 * Single use, expiry and the address the link went to are decided on the user's stream, so two tabs opening one link
 * at once give one sign-in. The link names the user, so no read model is asked which user a code belongs to.
 */
@CommandHandler(SignInWithLink)
export class SignInWithLinkHandler implements ICommandHandler<SignInWithLink, Executed<UserState, UserEvent>> {
  constructor(private readonly aggregates: AggregateStore, private readonly clock: Clock) {}

  execute({ userId, code, context }: SignInWithLink) {
    return this.aggregates.execute(userStream(userId), userDecider, {
      type: 'SignInWithLink', codeHash: hashMailedCode(code), now: this.clock.now().toISOString(),
    }, context);
  }
}
