import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { sendList } from './send-list/send-list.js';

/** An owner mails their list's link to people they name (`send-list/`). */
@Controller('api/MyList')
export class SendWishlistController {
  constructor(private readonly commands: CommandBus) {}

  @Post('Send')
  @HttpCode(200)
  send(@RunsUseCase(sendList) command: RunUseCase<typeof sendList>) {
    return this.commands.execute(command);
  }
}
