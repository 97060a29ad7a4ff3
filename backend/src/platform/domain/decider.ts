/**
 * An aggregate as a pure decider (DESIGN decision 2): `decide` turns a command into events or throws a Problem;
 * `evolve` folds an event into the state.
 */
export interface Decider<State, Command, Event> {
  initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

export const fold = <S, E>(
  decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>,
  events: E[],
  from = decider.initialState,
): S => events.reduce(decider.evolve, from);
