import { z } from 'zod';
import { defineStep } from '../platform/use-case/define-step.js';
import { forumDecider } from './forum.decider.js';
import { forumOfList } from './list.streams.js';

/** A forum post of a year ago removed by the retention job (forum-retention.ts). */
export const expireForumPost = defineStep({
  name: 'ExpireForumPost',
  payload: z.object({ wishlistId: z.string(), postId: z.string() }),
  stream: forumOfList,
  locate: ({ wishlistId }) => wishlistId,
  decide: (state, { wishlistId, postId }) => forumDecider.decide({ type: 'ExpirePost', postId, wishlistId }, state),
});
