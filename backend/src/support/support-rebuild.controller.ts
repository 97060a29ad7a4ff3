import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { Guid, type SupportRebuildJob, SupportRebuildRequest, type SupportReadModels } from '@wl/contracts';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { SupportRebuilds } from './support-rebuild.service.js';
import { SupportGuard } from './support-role.js';

/** Rebuilding a read model into a shadow copy swapped in without downtime (docs/support.md, "Rebuild"). */
@Controller('api/Support')
@UseGuards(SupportGuard)
export class SupportRebuildController {
  constructor(private readonly rebuilds: SupportRebuilds) {}

  @Get('ReadModels')
  readModels(): Promise<SupportReadModels> {
    return this.rebuilds.readModelsStatus();
  }

  @Post('Rebuild')
  @HttpCode(202)
  start(
    @Body(new ZodPipe(SupportRebuildRequest)) { readModel }: { readModel: string },
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ): Promise<SupportRebuildJob> {
    return this.rebuilds.start(readModel, userId, context);
  }

  @Get('Rebuild/:jobId')
  job(@Param('jobId', new ZodPipe(Guid)) jobId: string): Promise<SupportRebuildJob> {
    return this.rebuilds.job(jobId);
  }
}
