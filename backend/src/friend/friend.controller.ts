import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { AddFriendRequest, type AddFriendAnswer, type Friend, Guid } from '@wl/contracts';
import { type DocumentStore, FRIENDS, type FriendDocument } from '@wl/projections';
import { Inject } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentSession, CurrentUserId } from '../platform/http/request-session.js';
import type { Session } from '../platform/http/sessions.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { accessStateOf, viewerOf, ownerFullName, WishlistQueries } from '../wishlist/index.js';
import { friendsDecider, friendsStream } from './friends.decider.js';

function birthdayOf(date: string | null): Friend['birthday'] {
  const match = date && /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  return match ? { day: Number(match[2]), month: Number(match[1]) } : null;
}

/** A user's friends: lists they follow from the visitor page. */
@Controller('api/Friend')
export class FriendController {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly wishlists: WishlistQueries,
    private readonly readModels: ReadModels,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  @Post('Add')
  @HttpCode(200)
  async add(
    @Body(new ZodPipe(AddFriendRequest)) { wishlistPublicGuid }: AddFriendRequest,
    @CurrentUserId() userId: string,
    @CurrentSession() session: Session,
    @CommandCtx() context: CommandContext,
  ): Promise<AddFriendAnswer> {
    const list = await this.wishlists.byPublicGuid(wishlistPublicGuid);
    if (!list) throw new Problem('NoAccess');
    const friendPrivateGuid = randomUUID();
    const { position } = await this.aggregates.execute(friendsStream(userId), friendsDecider, {
      type: 'AddFriend', userId, wishlistId: list.wishlistId, friendPrivateGuid,
      ownList: list.ownerIds.includes(userId), mayView: accessStateOf(list, list.wishlistId, viewerOf(session)) === 'Access',
    }, context);
    await this.readModels.settle(position, 'answer');
    return { friendPrivateGuid };
  }

  @Delete(':privateGuid')
  @HttpCode(204)
  async remove(@Param('privateGuid', new ZodPipe(Guid)) friendPrivateGuid: string, @CurrentUserId() userId: string, @CommandCtx() context: CommandContext) {
    const { position } = await this.aggregates.execute(friendsStream(userId), friendsDecider, { type: 'RemoveFriend', userId, friendPrivateGuid }, context);
    await this.readModels.settle(position);
  }

  /** Lists that were deleted or made private since drop out of the overview. */
  @Get('Overview')
  async overview(@CurrentUserId() userId: string): Promise<Friend[]> {
    const friends = await this.store.find<FriendDocument>(FRIENDS, { userId }, 10_000);
    const rows = await Promise.all(friends.map(async (friend) => {
      const list = await this.wishlists.byId(friend.wishlistId);
      if (!list?.username || list.accessType === 'CLOSED') return null;
      return {
        privateGuid: friend.friendPrivateGuid, wishlistPublicGuid: list.publicGuid, username: list.username, fullName: ownerFullName(list),
        imageUrl: list.imageUrl, city: list.city, birthday: birthdayOf(list.birthday), lastListUpdate: list.lastUpdated,
      } satisfies Friend;
    }));
    return rows.filter((r) => r !== null).sort((a, b) => a.fullName.localeCompare(b.fullName, 'nl-BE'));
  }
}
