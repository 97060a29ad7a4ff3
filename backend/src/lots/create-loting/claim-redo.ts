import { z } from 'zod';
import { defineStep } from '../../platform/use-case/define-step.js';
import { lotingDecider } from '../loting.decider.js';
import { drawOf } from '../loting.streams.js';

/**
 * A redo deletes the draw it replaces (`redone`) on that draw's own stream, before the new draw is appended: of
 * parallel redos of one draw exactly one gets past this, the others answer `Deleted` and write nothing. A crash
 * between the two appends leaves the old draw deleted without its replacement (docs/lots.md).
 */
export const claimRedo = defineStep({
  name: 'ClaimRedo',
  payload: z.object({ lotingId: z.string(), actorId: z.string(), replacedBy: z.string() }),
  stream: drawOf,
  locate: ({ lotingId }) => lotingId,
  decide: (state, { actorId, replacedBy }) => lotingDecider.decide({ type: 'ClaimRedo', actorId, replacedBy }, state),
});
