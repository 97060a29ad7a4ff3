import { z } from 'zod';
import { defineStep } from '../platform/use-case/define-step.js';
import { lotingDecider } from './loting.decider.js';
import { drawOf } from './loting.streams.js';

/**
 * The system deletes a draw (no organizer asks): its organizer's account was deleted (the lifecycle reactor) or it
 * expired (the retention job). A draw deleted already stays as it is.
 */
export const deleteDraw = defineStep({
  name: 'DeleteDraw',
  payload: z.object({ lotingId: z.string(), reason: z.enum(['organizerDeleted', 'expired']) }),
  stream: drawOf,
  locate: ({ lotingId }) => lotingId,
  decide: (state, { reason }) =>
    lotingDecider.decide({ type: 'DeleteLoting', actorId: null, reason, replacedBy: null }, state),
});
