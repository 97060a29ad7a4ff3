import { Inject, Injectable } from '@nestjs/common';
import type { ForumPost } from '@wl/contracts';
import { type DocumentStore, FORUM_POSTS, type ForumPostDocument } from '@wl/projections';
import { DOCUMENT_STORE } from '../platform/tokens.js';

/** A list's forum, oldest message first; the poster may delete their own, an owner of the list every post. */
@Injectable()
export class ForumQueries {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async postsOf(wishlistId: string, viewerId: string | null, viewerOwnsList = false): Promise<ForumPost[]> {
    const posts = await this.store.find<ForumPostDocument>(FORUM_POSTS, { wishlistId }, 10_000);
    return posts
      .filter((p) => p.message !== null)
      .sort((a, b) => a.createDate.localeCompare(b.createDate))
      .map((p) => ({
        publicGuid: p.postId,
        fullName: p.fullName ?? '',
        message: p.message!,
        createDate: p.createDate,
        deletableByCurrentUser: viewerOwnsList || p.authorId === viewerId,
      }));
  }

  get(postId: string): Promise<ForumPostDocument | null> {
    return this.store.get<ForumPostDocument>(FORUM_POSTS, postId);
  }
}
