import { Body, Controller, ForbiddenException, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  Guid,
  InviteExtraOwnerRequest,
  type NewOwnerInvite,
  type OwnersAndInvitesAnswer,
  RemoveExtraOwnerRequest,
  RevokeExtraOwnerInviteRequest,
} from '@wl/contracts';
import type { CommandContext } from '../../platform/domain/aggregate-store.js';
import { CommandCtx } from '../../platform/http/command-context.js';
import { refusal } from '../../platform/http/refusal.js';
import { CurrentUserId } from '../../platform/http/request-session.js';
import { ZodPipe } from '../../platform/http/zod-body.js';
import { ReadModels } from '../../platform/projections/read-models.js';
import { WishlistQueries } from '../wishlist.queries.js';
import { CoOwnerQueries } from './co-owner.queries.js';
import { CoOwners } from './co-owners.js';

/**
 * The owners tab: every owner reads the owners and open invites (their links the primary owner only); only the primary
 * owner invites, revokes and removes (422 `NotPrimaryOwner` for a co-owner, `UserCannotAccessWishlist` for anyone
 * else), decided on the list's stream.
 */
@Controller('api/WishlistOwner')
export class WishlistOwnerController {
  constructor(
    private readonly coOwners: CoOwners,
    private readonly coOwnerQueries: CoOwnerQueries,
    private readonly queries: WishlistQueries,
    private readonly readModels: ReadModels,
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
  async invite(
    @Body(new ZodPipe(InviteExtraOwnerRequest)) request: InviteExtraOwnerRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ): Promise<NewOwnerInvite> {
    const { invite, position } = await this.coOwners.invite(userId, request.privateWishlistGuid, request.name, context);
    await this.readModels.settle(position);
    return invite;
  }

  @Post('RevokeExtraOwnerInvite')
  @HttpCode(204)
  async revoke(
    @Body(new ZodPipe(RevokeExtraOwnerInviteRequest)) request: RevokeExtraOwnerInviteRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    const { position } = await this.coOwners.revoke(userId, request.privateWishlistGuid, request.inviteGuid, context);
    await this.readModels.settle(position);
  }

  @Post('RemoveExtraOwner')
  @HttpCode(204)
  async remove(
    @Body(new ZodPipe(RemoveExtraOwnerRequest)) request: RemoveExtraOwnerRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    const { position } = await this.coOwners.remove(
      userId,
      request.privateWishlistGuid,
      request.publicUserGuid,
      context,
    );
    await this.readModels.settle(position);
  }
}
