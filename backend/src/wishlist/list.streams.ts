import { streamKind } from '../platform/use-case/use-case.js';
import { forumDecider, forumStream } from './forum.decider.js';
import { wishlistDecider, wishlistStream } from './wishlist.decider.js';

/** The list's stream and its forum's, as use cases load them (by the list's id). */
export const listStream = streamKind(wishlistDecider, wishlistStream);
export const forumOfList = streamKind(forumDecider, forumStream);
