import { ProblemCode } from '@wl/contracts';
import { z } from 'zod';
import { claimDecider } from '../domain/claim.decider.js';
import { defineStep } from '../use-case/define-step.js';
import { claimEntity, claimOf } from './claims.streams.js';

/**
 * A unique value (an e-mail or username index) claimed for its owner before the owner's own append, in the request's
 * context (docs/architecture.md, "Multi-stream changes"); taken by another, it refuses with `problemIfTaken`.
 */
export const claimValue = defineStep({
  name: 'ClaimValue',
  payload: z.object({
    kind: z.enum(['email', 'username']),
    index: z.string(),
    ownerId: z.string(),
    problemIfTaken: ProblemCode,
    renew: z.boolean().optional(),
  }),
  stream: claimOf,
  locate: ({ kind, index }) => claimEntity(kind, index),
  decide: (state, { ownerId, problemIfTaken, renew }) =>
    claimDecider.decide({ type: 'Claim', ownerId, problemIfTaken, renew }, state),
});
