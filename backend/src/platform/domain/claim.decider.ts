import type { EventOf, ProblemCode } from '@wl/contracts';
import type { Decider } from './decider.js';
import { Problem } from './problem.js';

/** A unique value (e-mail index, username index) is one stream: claimed by at most one owner at a time. */
export type ClaimEvent = EventOf<'ValueClaimed'> | EventOf<'ValueReleased'>;
export type ClaimCommand =
  | { type: 'Claim'; ownerId: string; problemIfTaken: ProblemCode }
  | { type: 'Release'; ownerId: string };
export interface ClaimState { ownerId: string | null }

export const claimStream = (kind: 'email' | 'username', index: string) => `claim-${kind}-${index}`;

export const claimDecider: Decider<ClaimState, ClaimCommand, ClaimEvent> = {
  initialState: { ownerId: null },
  decide(command, state) {
    switch (command.type) {
      case 'Claim':
        if (state.ownerId === command.ownerId) return [];
        if (state.ownerId !== null) throw new Problem(command.problemIfTaken);
        return [{ type: 'ValueClaimed', data: { ownerId: command.ownerId } }];
      case 'Release':
        return state.ownerId === command.ownerId ? [{ type: 'ValueReleased', data: { ownerId: command.ownerId } }] : [];
    }
  },
  evolve(_state, event) {
    return { ownerId: event.type === 'ValueClaimed' ? event.data.ownerId : null };
  },
};
