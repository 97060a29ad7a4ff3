import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { RunUseCase } from '../platform/use-case/run-use-case.js';
import { issueVerificationCode } from './request-email-verification/request-email-verification.js';

/** Asks for a verification link for a user just registered and waits until the account-mails reactor has it on its way. */
@Injectable()
export class VerificationMails {
  constructor(
    private readonly commands: CommandBus,
    private readonly reactors: ReactorRunner,
  ) {}

  async request(userId: string, context: CommandContext, address: string): Promise<void> {
    const { position, eventTypes } = await this.commands.execute(
      new RunUseCase(issueVerificationCode, {}, { userId, accessGrants: [], address }, context),
    );
    await this.reactors.caughtUp(position, eventTypes);
  }
}
