import { z } from 'zod';
import { claimDecider } from '../domain/claim.decider.js';
import { defineStep } from '../use-case/define-step.js';
import { claimEntity, claimOf } from './claims.streams.js';

/** A unique value given free by its owner; `generation`: only the claim of that generation (see the claim decider). */
export const releaseClaim = defineStep({
  name: 'ReleaseClaim',
  payload: z.object({
    kind: z.enum(['email', 'username']),
    index: z.string(),
    ownerId: z.string(),
    generation: z.number().int().optional(),
  }),
  stream: claimOf,
  locate: ({ kind, index }) => claimEntity(kind, index),
  decide: (state, { ownerId, generation }) => claimDecider.decide({ type: 'Release', ownerId, generation }, state),
});
