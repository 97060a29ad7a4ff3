import type { EventOf, Sealed } from '@wl/contracts';
import type { Decider } from '../platform/domain/decider.js';
import { Problem } from '../platform/domain/problem.js';

export type ForumEvent = EventOf<'ForumPostCreated'> | EventOf<'ForumPostDeleted'>;
export type ForumCommand =
  | { type: 'Post'; postId: string; wishlistId: string; authorId: string; personal: Sealed; mayView: boolean }
  | { type: 'DeletePost'; postId: string; wishlistId: string; actorId: string; actorOwnsList: boolean }
  | { type: 'ExpirePost'; postId: string; wishlistId: string };

/** One list's forum: who wrote which post. */
export interface ForumState {
  authors: Record<string, string>;
}

export const forumStream = (wishlistId: string) => `forum-${wishlistId}`;

export const forumDecider: Decider<ForumState, ForumCommand, ForumEvent> = {
  initialState: { authors: {} },
  decide(command, state) {
    switch (command.type) {
      case 'Post': {
        if (!command.mayView) throw new Problem('NoAccess');
        const { postId, wishlistId, authorId, personal } = command;
        return [{ type: 'ForumPostCreated', data: { postId, wishlistId, authorId, personal } }];
      }
      case 'DeletePost': {
        const author = state.authors[command.postId];
        if (!author) throw new Problem('PostNotFound');
        const reason = author === command.actorId ? 'author' : command.actorOwnsList ? 'owner' : null;
        if (!reason) throw new Problem('NotAllowed');
        return [{ type: 'ForumPostDeleted', data: { postId: command.postId, wishlistId: command.wishlistId, reason } }];
      }
      case 'ExpirePost':
        return state.authors[command.postId]
          ? [
              {
                type: 'ForumPostDeleted',
                data: { postId: command.postId, wishlistId: command.wishlistId, reason: 'expired' },
              },
            ]
          : [];
    }
  },
  evolve(state, event) {
    const authors = { ...state.authors };
    if (event.type === 'ForumPostCreated') authors[event.data.postId] = event.data.authorId;
    else delete authors[event.data.postId];
    return { authors };
  },
};
