import { Body, Controller, Get, Ip, Post, Res, UseGuards } from '@nestjs/common';
import { type CreateLotingAnswer, CreateLotingRequest, type LotingFriendsList } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { LotingCreation } from './create-loting.js';
import { LotingFriends } from './loting-friends.js';
import { LotsEnabledGuard } from './lots-enabled.guard.js';

/** The organizer's calls (docs/lots.md, docs/permissions.md "Lots"). */
@Controller('api/Loting')
@UseGuards(LotsEnabledGuard)
export class LotingController {
  constructor(private readonly creation: LotingCreation, private readonly friends: LotingFriends) {}

  @Post('Create')
  async create(
    @Body(new ZodPipe(CreateLotingRequest)) request: z.output<typeof CreateLotingRequest>,
    @CurrentUserId() userId: string,
    @Ip() ip: string,
    @CommandCtx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreateLotingAnswer> {
    const answer = await this.creation.create(userId, ip, request, context);
    reply.status(201);
    return answer;
  }

  @Get('LotingFriendsList')
  friendsList(@CurrentUserId() userId: string): Promise<LotingFriendsList> {
    return this.friends.list(userId);
  }
}
