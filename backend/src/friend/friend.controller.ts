import { Controller, Delete, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Friend } from '@wl/contracts';
import { type DocumentStore, FRIENDS, type FriendDocument } from '@wl/projections';
import { CurrentUserId } from '../platform/http/request-session.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { ownerFullName, WishlistQueries } from '../wishlist/index.js';
import { addFriend } from './add-friend/add-friend.js';
import { removeFriend } from './remove-friend/remove-friend.js';

function birthdayOf(date: string | null): Friend['birthday'] {
  const match = date && /^\d{4}-(\d{2})-(\d{2})$/.exec(date);
  return match ? { day: Number(match[2]), month: Number(match[1]) } : null;
}

/** A user's friends: lists they follow from the visitor page. */
@Controller('api/Friend')
export class FriendController {
  constructor(
    private readonly commands: CommandBus,
    private readonly wishlists: WishlistQueries,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  @Post('Add')
  @HttpCode(200)
  add(@RunsUseCase(addFriend) command: RunUseCase<typeof addFriend>) {
    return this.commands.execute(command);
  }

  @Delete(':privateGuid')
  @HttpCode(204)
  remove(@RunsUseCase(removeFriend, 'params') command: RunUseCase<typeof removeFriend>) {
    return this.commands.execute(command);
  }

  /** Lists that were deleted or made private since drop out of the overview. */
  @Get('Overview')
  async overview(@CurrentUserId() userId: string): Promise<Friend[]> {
    const friends = await this.store.find<FriendDocument>(FRIENDS, { userId }, 10_000);
    const rows = await Promise.all(
      friends.map(async (friend) => {
        const list = await this.wishlists.byId(friend.wishlistId);
        if (!list?.username || list.accessType === 'CLOSED') return null;
        return {
          privateGuid: friend.friendPrivateGuid,
          wishlistPublicGuid: list.publicGuid,
          username: list.username,
          fullName: ownerFullName(list),
          imageUrl: list.imageUrl,
          city: list.city,
          birthday: birthdayOf(list.birthday),
          lastListUpdate: list.lastUpdated,
        } satisfies Friend;
      }),
    );
    return rows.filter((r) => r !== null).sort((a, b) => a.fullName.localeCompare(b.fullName, 'nl-BE'));
  }
}
