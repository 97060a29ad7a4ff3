import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { checkCrossOff } from './check-cross-off/check-cross-off.js';

@Controller('api/Wishlist')
export class StartFlowController {
  constructor(private readonly commands: CommandBus) {}

  @Post('StartFlow')
  @HttpCode(204)
  async startFlow(@RunsUseCase(checkCrossOff) command: RunUseCase<typeof checkCrossOff>): Promise<void> {
    await this.commands.execute(command);
  }
}
