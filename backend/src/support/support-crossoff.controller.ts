import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { SupportGuard } from './support-role.js';
import { supportUndoCrossOff } from './support-undo-cross-off/support-undo-cross-off.js';

/** Support's actions on a cross-off (docs/support.md): recorded before they are done. */
@Controller('api/Support')
@UseGuards(SupportGuard)
export class SupportCrossOffController {
  constructor(private readonly commands: CommandBus) {}

  @Post('UndoCrossOff')
  @HttpCode(204)
  async undo(@RunsUseCase(supportUndoCrossOff) command: RunUseCase<typeof supportUndoCrossOff>) {
    await this.commands.execute(command);
  }
}
