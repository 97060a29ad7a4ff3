import { streamKind } from '../platform/use-case/use-case.js';
import { giftDecider, giftStream } from './gift.decider.js';

/** A gift's stream, as use cases load it (by the gift's id). */
export const giftOf = streamKind(giftDecider, giftStream);
