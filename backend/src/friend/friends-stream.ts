import { streamKind } from '../platform/use-case/use-case.js';
import { friendsDecider, friendsStream } from './friends.decider.js';

/** A user's friends stream, as use cases load it (by the user's id). */
export const friendsOfUser = streamKind(friendsDecider, friendsStream);
