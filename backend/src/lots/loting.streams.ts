import { streamKind } from '../platform/use-case/use-case.js';
import { lotingDecider, lotingStream } from './loting.decider.js';

/** A draw's stream, as use cases load it (by the draw's id). */
export const drawOf = streamKind(lotingDecider, lotingStream);
