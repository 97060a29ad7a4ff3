import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '../../platform/domain/aggregate-store.js';
import { Failpoints } from '../../platform/reactors/failpoints.js';
import { AccountQueries } from '../account.queries.js';
import { RunUseCase } from '../../platform/use-case/run-use-case.js';
import { requestSignInLink } from './request-sign-in-link/request-sign-in-link.js';

/**
 * The work behind `RequestSignInLink`, done after its answer left, so the answer cannot tell whether the address is
 * known: who holds the address is read from its claim stream, and only a user with it gets a link (mailed by the
 * account-mails reactor). Shutting down waits for requests still being recorded.
 */
@Injectable()
export class SignInLinkRequests implements OnApplicationShutdown {
  private readonly logger = new Logger('SignInLinks');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountQueries,
    private readonly failpoints: Failpoints,
  ) {}

  start(email: string, address: string, context: CommandContext): void {
    const work = this.mailLinkIfKnown(email, address, context).catch((error: unknown) => this.logger.error(error));
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Resolves once every request started so far has been recorded or given up. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  onApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  private async mailLinkIfKnown(email: string, address: string, context: CommandContext): Promise<void> {
    const userId = await this.accounts.claimHolder('email', email);
    this.failpoints.check('sign-in-link.request');
    if (userId)
      await this.commands.execute(
        new RunUseCase(requestSignInLink, { userId }, { userId: context.userId, accessGrants: [], address }, context),
      );
  }
}
