import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { sendContactMessage } from './send-message/send-message.js';

/** The contact form: anyone may write to support (`send-message/`). */
@Controller('api/Contact')
export class ContactController {
  constructor(private readonly commands: CommandBus) {}

  @Post('SendMessage')
  @HttpCode(200)
  send(@RunsUseCase(sendContactMessage) command: RunUseCase<typeof sendContactMessage>) {
    return this.commands.execute(command);
  }
}
