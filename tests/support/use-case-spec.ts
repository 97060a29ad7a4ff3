import type { DomainEvent } from '@wl/contracts';
import { fold } from '../../backend/src/platform/domain/decider.js';
import { Problem } from '../../backend/src/platform/domain/problem.js';
import type {
  ActorOf,
  Data,
  FollowedUp,
  Loaded,
  Login,
  Streams,
  UseCase,
} from '../../backend/src/platform/use-case/use-case.js';

/** Each stream a use case loads: its entity id and the events it holds. */
type History<S extends Streams> = { [K in keyof S]: { id: string; events: DomainEvent[] } };

function expectProblem(run: () => unknown, problem: string) {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(Problem);
  expect((thrown as Problem).problem).toBe(problem);
}

/**
 * given(streams).when(input, actor).then(events) / .thenProblem(name), and given(streams).checking(payload,
 * actor).passes() / .thenProblem(name): a use case's decide and check, on the states its streams' deciders fold from
 * the given events, as `specFor` does for one decider.
 */
export function specForUseCase<P, S extends Streams, T extends keyof S, I, A, L extends Login, F extends FollowedUp>(
  useCase: UseCase<P, S, T, I, A, L, F>,
) {
  return (history: History<S>) => {
    const loaded = Object.fromEntries(
      Object.entries(history).map(([name, { id, events }]) => [
        name,
        { id, state: fold(useCase.streams[name]!.decider, events) },
      ]),
    ) as Loaded<S>;
    return {
      when: (input: Data<I>, actor: ActorOf<L>) => ({
        then: (expected: DomainEvent[]) => expect(useCase.decide(loaded, input, actor)).toEqual(expected),
        thenProblem: (problem: string) => expectProblem(() => useCase.decide(loaded, input, actor), problem),
      }),
      checking: (payload: Data<P>, actor: ActorOf<L>) => ({
        passes: () => expect(() => useCase.check?.(loaded, payload, actor)).not.toThrow(),
        thenProblem: (problem: string) => expectProblem(() => useCase.check?.(loaded, payload, actor), problem),
      }),
    };
  };
}
