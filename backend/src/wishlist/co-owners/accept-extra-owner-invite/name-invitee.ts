import type { Sealed } from '@wl/contracts';
import { z } from 'zod';
import { userDecider } from '../../../account/user.decider.js';
import { userOf } from '../../../account/user.streams.js';
import { Problem } from '../../../platform/domain/problem.js';
import { defineUseCase } from '../../../platform/use-case/use-case.js';
import { listStream } from '../../list.streams.js';
import { acceptanceProblem } from './acceptance-problem.js';

/**
 * An account without names (`NeedAccountFullName`) gets the first and last name it gives when accepting an invite,
 * keeping its e-mail address (`personal` holds all three, sealed): only while it may accept the invite, so a refused
 * acceptance writes nothing.
 */
export const nameInvitee = defineUseCase({
  name: 'NameInvitee',
  payload: z.custom<{ userId: string; wishlistId: string; inviteHash: string; now: string; personal: Sealed }>(),
  login: 'optional',
  streams: { list: listStream, user: userOf },
  decides: 'user',
  locate: async ({ userId, wishlistId }) => ({ list: wishlistId, user: userId }),
  decide({ list, user }, { userId, inviteHash, now, personal }) {
    const problem = acceptanceProblem(list.state, user.state, inviteHash, userId, now);
    if (problem) throw new Problem(problem);
    if (!user.state.emailIndex) throw new Problem('Other');
    return userDecider.decide({ type: 'ChangeProfile', emailIndex: user.state.emailIndex, personal }, user.state);
  },
  readYourWrites: 'none',
  answer: () => undefined,
});
