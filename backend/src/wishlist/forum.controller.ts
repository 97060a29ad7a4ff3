import { Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { deleteForumPost } from './forum/delete-forum-post/delete-forum-post.js';
import { postInForum } from './forum/post-in-forum/post-in-forum.js';

/** The forum under a list: logged-in visitors post; posters delete their own posts, owners any post on their list. */
@Controller('api/Wishlist')
export class ForumController {
  constructor(private readonly commands: CommandBus) {}

  @Post('CreateForumPost')
  @HttpCode(201)
  create(@RunsUseCase(postInForum) command: RunUseCase<typeof postInForum>) {
    return this.commands.execute(command);
  }

  @Delete('DeleteForumPost/:id')
  @HttpCode(204)
  delete(@RunsUseCase(deleteForumPost, 'params') command: RunUseCase<typeof deleteForumPost>) {
    return this.commands.execute(command);
  }
}
