import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../domain/aggregate-store.js';
import type { FastifyReply } from 'fastify';
import type { Session } from '../http/sessions.js';
import type { Actor, AnswerOf, AnyUseCase, PayloadOf } from './use-case.js';

/** The caller's session and the reply its cookie goes on (what `SessionCookies.start` writes to it). */
export interface Browser {
  readonly session: Session | null;
  readonly reply: Pick<FastifyReply, 'setCookie' | 'header'>;
}

/**
 * The one command the CommandBus carries for every use case; `commandBus.execute(new RunUseCase(...))` is typed with
 * the use case's answer, so no call site restates it. `browser` is the caller's session when the command came from a
 * route (null from a reactor or a background step): a use case with a `session` step needs it.
 */
export class RunUseCase<U extends AnyUseCase> extends Command<AnswerOf<U>> {
  constructor(
    readonly useCase: U,
    readonly payload: PayloadOf<U>,
    readonly actor: Actor,
    readonly context: CommandContext,
    readonly browser: Browser | null = null,
  ) {
    super();
  }
}
