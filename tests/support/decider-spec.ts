import type { Decider } from '../../backend/src/platform/domain/decider.js';
import { fold } from '../../backend/src/platform/domain/decider.js';
import { Problem } from '../../backend/src/platform/domain/problem.js';

/** given(events).when(command).then(events) / .thenProblem(name), for pure deciders. */
export function specFor<S, C, E>(decider: Decider<S, C, E>) {
  return (history: E[]) => ({
    when: (command: C) => ({
      then(expected: E[]) {
        expect(decider.decide(command, fold(decider, history))).toEqual(expected);
      },
      thenProblem(problem: string) {
        let thrown: unknown;
        try {
          decider.decide(command, fold(decider, history));
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(Problem);
        expect((thrown as Problem).problem).toBe(problem);
      },
    }),
  });
}
