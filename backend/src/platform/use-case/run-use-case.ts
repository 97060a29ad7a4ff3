import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../domain/aggregate-store.js';
import type { Actor, AnswerOf, AnyUseCase, PayloadOf } from './use-case.js';

/**
 * The one command the CommandBus carries for every use case; `commandBus.execute(new RunUseCase(...))` is typed with
 * the use case's answer, so no call site restates it.
 */
export class RunUseCase<U extends AnyUseCase> extends Command<AnswerOf<U>> {
  constructor(readonly useCase: U, readonly payload: PayloadOf<U>, readonly actor: Actor, readonly context: CommandContext) {
    super();
  }
}
