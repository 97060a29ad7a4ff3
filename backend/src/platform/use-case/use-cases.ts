import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '../domain/aggregate-store.js';
import { RunUseCase } from './run-use-case.js';
import type { Actor, AnswerOf, AnyUseCase, PayloadOf } from './use-case.js';

/** The actor of a step no person asked for right now: a reactor's, a job's, or a use case's follow-up. */
export const SYSTEM_ACTOR: Actor = { userId: null, accessGrants: [], address: 'system' };

/**
 * Runs a use case from code that is not a route (a reactor, a job, another use case's prepare or follow-up), on the
 * same CommandBus and runner as every route: the one way anything appends. The context carries the step's ids
 * (`stepContext`), so a step run again appends nothing new.
 */
@Injectable()
export class UseCases {
  constructor(private readonly commands: CommandBus) {}

  run<U extends AnyUseCase>(
    useCase: U,
    payload: PayloadOf<U>,
    context: CommandContext,
    actor: Actor = SYSTEM_ACTOR,
  ): Promise<AnswerOf<U>> {
    return this.commands.execute(new RunUseCase(useCase, payload, actor, context));
  }
}
