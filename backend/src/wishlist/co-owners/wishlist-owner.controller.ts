import { Controller, ForbiddenException, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Guid, type OwnersAndInvitesAnswer } from '@wl/contracts';
import { refusal } from '../../platform/http/refusal.js';
import { CurrentUserId } from '../../platform/http/request-session.js';
import { ZodPipe } from '../../platform/http/zod-body.js';
import type { RunUseCase } from '../../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../../platform/use-case/use-case-route.js';
import { WishlistQueries } from '../wishlist.queries.js';
import { CoOwnerQueries } from './co-owner.queries.js';
import { inviteExtraOwner } from './invite-extra-owner/invite-extra-owner.js';
import { removeExtraOwner } from './remove-extra-owner/remove-extra-owner.js';
import { revokeExtraOwnerInvite } from './revoke-extra-owner-invite/revoke-extra-owner-invite.js';

/**
 * The owners tab: every owner reads the owners and open invites (their links the primary owner only); only the primary
 * owner invites, revokes and removes (422 `NotPrimaryOwner` for a co-owner, `UserCannotAccessWishlist` for anyone
 * else), decided on the list's stream.
 */
@Controller('api/WishlistOwner')
export class WishlistOwnerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly coOwnerQueries: CoOwnerQueries,
    private readonly queries: WishlistQueries,
  ) {}

  @Get(':id/GetOwnersAndInvites')
  async ownersAndInvites(
    @Param('id', new ZodPipe(Guid)) id: string,
    @CurrentUserId() userId: string,
  ): Promise<OwnersAndInvitesAnswer> {
    const list = await this.queries.byId(id);
    if (!list?.ownerIds.includes(userId))
      throw new ForbiddenException(refusal('NoAccess', 'Only owners see the owners of a list'));
    return this.coOwnerQueries.ownersAndInvites(list, userId);
  }

  @Post('InviteExtraOwner')
  @HttpCode(200)
  invite(@RunsUseCase(inviteExtraOwner) command: RunUseCase<typeof inviteExtraOwner>) {
    return this.commands.execute(command);
  }

  @Post('RevokeExtraOwnerInvite')
  @HttpCode(204)
  revoke(@RunsUseCase(revokeExtraOwnerInvite) command: RunUseCase<typeof revokeExtraOwnerInvite>) {
    return this.commands.execute(command);
  }

  @Post('RemoveExtraOwner')
  @HttpCode(204)
  remove(@RunsUseCase(removeExtraOwner) command: RunUseCase<typeof removeExtraOwner>) {
    return this.commands.execute(command);
  }
}
