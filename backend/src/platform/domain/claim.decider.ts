import type { EventOf, ProblemCode } from '@wl/contracts';
import type { Decider } from './decider.js';
import { Problem } from './problem.js';

/** A unique value (e-mail index, username index) is one stream: claimed by at most one owner at a time. */
export type ClaimEvent = EventOf<'ValueClaimed'> | EventOf<'ValueReleased'>;
export type ClaimCommand =
  /**
   * `renew`: the owner takes the value anew even when the stream still says it holds it (a rename back to a value
   * whose release a crash left to the claims reactor), so that a late release of the older claim gives nothing free.
   */
  | { type: 'Claim'; ownerId: string; problemIfTaken: ProblemCode; renew?: boolean }
  /** `generation`: release only the claim of that generation (the one the owner held before it replaced the value). */
  | { type: 'Release'; ownerId: string; generation?: number };
/** `generation` counts the claims made on the stream: a claim made again is another claim than the one before it. */
export interface ClaimState {
  ownerId: string | null;
  generation: number;
}

export const claimStream = (kind: 'email' | 'username', index: string) => `claim-${kind}-${index}`;

export const claimDecider: Decider<ClaimState, ClaimCommand, ClaimEvent> = {
  initialState: { ownerId: null, generation: 0 },
  decide(command, state) {
    switch (command.type) {
      case 'Claim':
        if (state.ownerId === command.ownerId && !command.renew) return [];
        if (state.ownerId !== null && state.ownerId !== command.ownerId) throw new Problem(command.problemIfTaken);
        return [{ type: 'ValueClaimed', data: { ownerId: command.ownerId } }];
      case 'Release': {
        const held =
          state.ownerId === command.ownerId &&
          (command.generation === undefined || command.generation === state.generation);
        return held ? [{ type: 'ValueReleased', data: { ownerId: command.ownerId } }] : [];
      }
    }
  },
  evolve(state, event) {
    return event.type === 'ValueClaimed'
      ? { ownerId: event.data.ownerId, generation: state.generation + 1 }
      : { ...state, ownerId: null };
  },
};
