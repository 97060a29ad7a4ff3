import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import {
  Guid,
  type LotHistory,
  type LotingFriendsList,
  type LotingOverview,
  type LotingView,
  type OpenWithOrganizerAnswer,
  OpenWithOrganizerRequest,
} from '@wl/contracts';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Problem } from '../platform/domain/problem.js';
import { refusal } from '../platform/http/refusal.js';
import { CurrentSession, CurrentUserId } from '../platform/http/request-session.js';
import { SessionCookies } from '../platform/http/session-cookies.js';
import type { Session } from '../platform/http/sessions.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { WishlistQueries } from '../wishlist/index.js';
import { createLoting } from './create-loting/create-loting.js';
import { LotingFriends } from './loting-friends.js';
import { historyOf } from './loting-history.js';
import { LotingOrganizer } from './loting-organizer.js';
import { LotsEnabledGuard } from './lots-enabled.guard.js';
import { deleteLoting } from './delete-loting/delete-loting.js';
import { resendLot } from './resend-lot/resend-lot.js';

/** The organizer's calls (docs/lots.md, docs/permissions.md "Lots"). */
@Controller('api/Loting')
@UseGuards(LotsEnabledGuard)
export class LotingController {
  constructor(
    private readonly friends: LotingFriends,
    private readonly organizer: LotingOrganizer,
    private readonly wishlists: WishlistQueries,
    private readonly sessionCookies: SessionCookies,
    private readonly bus: CommandBus,
  ) {}

  @Post('Create')
  @HttpCode(201)
  create(@RunsUseCase(createLoting) command: RunUseCase<typeof createLoting>) {
    return this.bus.execute(command);
  }

  @Get('LotingFriendsList')
  friendsList(@CurrentUserId() userId: string): Promise<LotingFriendsList> {
    return this.friends.list(userId);
  }

  @Get('Overview')
  overview(@CurrentUserId() userId: string): Promise<LotingOverview> {
    return this.organizer.overview(userId);
  }

  /**
   * The organizer mail's link. The organizer's own session gets the view; a lightweight organizer (no password to log
   * in with) is logged in by the link where nobody is logged in; anyone else must log in as the organizer (401).
   */
  @Post('OpenWithOrganizer')
  @HttpCode(200)
  async open(
    @Body(new ZodPipe(OpenWithOrganizerRequest)) { publicLotingGuid, privateUserGuid }: OpenWithOrganizerRequest,
    @CurrentSession() session: Session | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OpenWithOrganizerAnswer> {
    const record = await this.organizer.find(privateUserGuid);
    if (!record || record.state.publicGuid !== publicLotingGuid.toLowerCase()) throw new Problem('NotFound');
    if (record.state.status === 'deleted') throw new Problem('Deleted');
    const { organizerId } = record.state;
    if (session?.userId === organizerId)
      return { loting: await this.organizer.view(record, privateUserGuid), changedCurrentUser: false };
    // The link never replaces another user's session (login CSRF: a link could otherwise swap anyone's session for the
    // sender's lightweight organizer); only a browser where nobody is logged in is logged in by it.
    const account = session?.userId ? null : await this.wishlists.account(organizerId);
    if (!account || account.isAccount)
      throw new UnauthorizedException(refusal('NotLoggedIn', 'Log in as the organizer of this draw.'));
    const loting = await this.organizer.view(record, privateUserGuid);
    await this.sessionCookies.start(reply, session, organizerId);
    return { loting, changedCurrentUser: true };
  }

  @Post('ResendLot')
  @HttpCode(204)
  async resend(@RunsUseCase(resendLot) command: RunUseCase<typeof resendLot>): Promise<void> {
    await this.bus.execute(command);
  }

  @Get(':manageGuid')
  async view(
    @Param('manageGuid', new ZodPipe(Guid)) manageGuid: string,
    @CurrentUserId() userId: string,
  ): Promise<LotingView> {
    return this.organizer.view(await this.organizer.organizedBy(userId, manageGuid), manageGuid);
  }

  /** The audit history, also of a deleted draw (then without names). */
  @Get(':manageGuid/History')
  async history(
    @Param('manageGuid', new ZodPipe(Guid)) manageGuid: string,
    @CurrentUserId() userId: string,
  ): Promise<LotHistory> {
    const record = await this.organizer.organizedBy(userId, manageGuid);
    return historyOf(record, await this.organizer.redone(record));
  }

  @Delete(':manageGuid')
  @HttpCode(200)
  async delete(@RunsUseCase(deleteLoting, 'params') command: RunUseCase<typeof deleteLoting>): Promise<void> {
    await this.bus.execute(command);
  }
}
