import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { Guid, type LotHistory, type LotingFriendsList, type LotingOverview, type LotingView } from '@wl/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { createLoting } from './create-loting/create-loting.js';
import { LotingFriends } from './loting-friends.js';
import { historyOf } from './loting-history.js';
import { LotingOrganizer } from './loting-organizer.js';
import { LotsEnabledGuard } from './lots-enabled.guard.js';
import { deleteLoting } from './delete-loting/delete-loting.js';
import { resendLot } from './resend-lot/resend-lot.js';
import { openWithOrganizer } from './open-with-organizer/open-with-organizer.js';

/** The organizer's calls (docs/lots.md, docs/permissions.md "Lots"). */
@Controller('api/Loting')
@UseGuards(LotsEnabledGuard)
export class LotingController {
  constructor(
    private readonly friends: LotingFriends,
    private readonly organizer: LotingOrganizer,
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

  /** The organizer mail's link (docs/lots.md, "Organizer calls"). */
  @Post('OpenWithOrganizer')
  @HttpCode(200)
  open(@RunsUseCase(openWithOrganizer) command: RunUseCase<typeof openWithOrganizer>) {
    return this.bus.execute(command);
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
