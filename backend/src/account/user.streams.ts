import { streamKind } from '../platform/use-case/use-case.js';
import { userDecider, userStream } from './user.decider.js';

/** A user's stream, as use cases load it (by the user's id). */
export const userOf = streamKind(userDecider, userStream);
