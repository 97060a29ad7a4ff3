import type { EventOf } from '@wl/contracts';
import type { Decider } from '../platform/domain/decider.js';
import { Problem } from '../platform/domain/problem.js';

export type UserEvent = EventOf<'UserRegistered'>;
export type RegisterUser = { type: 'RegisterUser' } & EventOf<'UserRegistered'>['data'];
export interface UserState { exists: boolean; isAccount: boolean }

export const userStream = (userId: string) => `user-${userId}`;

export const userDecider: Decider<UserState, RegisterUser, UserEvent> = {
  initialState: { exists: false, isAccount: false },
  decide(command, state) {
    if (state.exists) throw new Problem('Other');
    const { type: _type, ...data } = command;
    return [{ type: 'UserRegistered', data }];
  },
  evolve(_state, event) {
    return { exists: true, isAccount: event.data.isAccount };
  },
};
