import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { UseCases } from '../platform/use-case/use-cases.js';
import { issueVerificationCode } from './request-email-verification/request-email-verification.js';

/** Asks for a verification link for a user just registered and waits until the account-mails reactor has it on its way. */
@Injectable()
export class VerificationMails {
  constructor(
    private readonly useCases: UseCases,
    private readonly reactors: ReactorRunner,
  ) {}

  async request(userId: string, context: CommandContext, address: string): Promise<void> {
    const asUser = { userId, accessGrants: [], address };
    const { position, eventTypes } = await this.useCases.run(issueVerificationCode, {}, context, asUser);
    await this.reactors.caughtUp(position, eventTypes);
  }
}
