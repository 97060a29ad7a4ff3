import { z } from 'zod';
import { type GiftCommand, giftDecider, giftStream } from '../gift/gift.decider.js';
import { defineStep } from '../platform/use-case/define-step.js';
import { streamKind } from '../platform/use-case/use-case.js';

/** What a list tells its gifts' streams (not the gift's own commands: an edit, a cross-off). */
type FollowCommand = Extract<GiftCommand, { type: 'FollowAdded' | 'FollowPlacement' | 'EndByList' }>;

/** A gift's stream follows what its list decided: created, placed in a category or another list, ended. */
export const giftFollowsList = defineStep({
  name: 'GiftFollowsList',
  payload: z.custom<{ giftId: string; command: FollowCommand }>(),
  stream: streamKind(giftDecider, giftStream),
  locate: ({ giftId }) => giftId,
  decide: (state, { command }) => giftDecider.decide(command, state),
});
