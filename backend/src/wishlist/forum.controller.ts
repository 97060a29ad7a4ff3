import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CreateForumPostRequest, type ForumPost, Guid } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentSession, CurrentUserId } from '../platform/http/request-session.js';
import type { Session } from '../platform/http/sessions.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { accessStateOf, viewerOf } from './access-rules.js';
import { forumDecider, forumStream } from './forum.decider.js';
import { ForumQueries } from './forum.queries.js';
import { ownerFullName } from './views.js';
import { WishlistQueries } from './wishlist.queries.js';

/** The forum under a list: logged-in visitors post; posters delete their own posts, owners any post on their list. */
@Controller('api/Wishlist')
export class ForumController {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly wishlists: WishlistQueries,
    private readonly forum: ForumQueries,
    private readonly personal: PersonalData,
    private readonly readModels: ReadModels,
  ) {}

  /** Names are asked only of users without one (lightweight users); 422 NameRequired when they are missing. */
  @Post('CreateForumPost')
  @HttpCode(201)
  async create(
    @Body(new ZodPipe(CreateForumPostRequest)) request: CreateForumPostRequest,
    @CurrentUserId() userId: string,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<ForumPost> {
    const list = await this.wishlists.byPublicGuid(request.publicWishlistGuid);
    const [account] = await this.wishlists.accounts([userId]);
    if (!list || !account) throw new Problem('NoAccess');
    const fullName = ownerFullName(account) || ownerFullName({ firstName: request.firstName ?? null, lastName: request.lastName ?? null });
    if (!fullName) throw new Problem('NameRequired');
    const access = accessStateOf(list, list.wishlistId, viewerOf(session));
    const postId = randomUUID();
    const { position } = await this.aggregates.execute(forumStream(list.wishlistId), forumDecider, {
      type: 'Post', postId, wishlistId: list.wishlistId, authorId: userId,
      personal: await this.personal.seal(userId, { fullName, message: request.message }),
      mayView: access === 'Access' || access === 'OwnedByCurrentUser',
    }, context);
    await this.readModels.settle(position);
    const post = await this.forum.get(postId);
    return { publicGuid: postId, fullName, message: request.message, createDate: post?.createDate ?? new Date().toISOString(), deletableByCurrentUser: true };
  }

  @Delete('DeleteForumPost/:id')
  @HttpCode(204)
  async delete(@Param('id', new ZodPipe(Guid)) postId: string, @CurrentUserId() userId: string, @CommandCtx() context: CommandContext) {
    const post = await this.forum.get(postId);
    const list = post && (await this.wishlists.byId(post.wishlistId));
    if (!post || !list) throw new Problem('PostNotFound');
    const { position } = await this.aggregates.execute(forumStream(list.wishlistId), forumDecider, {
      type: 'DeletePost', postId, wishlistId: list.wishlistId, actorId: userId, actorOwnsList: list.ownerIds.includes(userId),
    }, context);
    await this.readModels.settle(position);
  }
}
