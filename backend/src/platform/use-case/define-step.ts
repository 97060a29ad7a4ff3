import type { DomainEvent } from '@wl/contracts';
import type { z } from 'zod';
import { type Data, defineUseCase, type Read, type StreamKind } from './use-case.js';

/** What a step's append did: its events (none when it decided nothing or ran before), the state after, the position. */
export interface StepResult<S, E> {
  events: E[];
  state: S;
  position: string | null;
}

/**
 * A use case on one stream that no route runs: a reactor's, a job's or a follow-up's step, run with `UseCases.run`.
 * It needs no login, waits for no read model, and answers what its append did.
 */
export const defineStep = <Payload, S, E extends DomainEvent>(step: {
  name: string;
  payload: z.ZodType<Payload>;
  stream: StreamKind<S, E>;
  /** The stream's entity id: from the payload, or found in a read model. */
  locate: (payload: Payload, read: Read) => string | Promise<string>;
  decide: (state: Data<S>, payload: Data<Payload>) => E[];
}) =>
  defineUseCase({
    name: step.name,
    payload: step.payload,
    login: 'optional',
    streams: { target: step.stream },
    decides: 'target',
    locate: async (payload, _actor, read) => ({ target: await step.locate(payload, read) }),
    decide: ({ target }, payload) => step.decide(target.state, payload),
    readYourWrites: 'none',
    answer: ({ events, state, position }): StepResult<S, E> => ({ events, state, position }),
  });
