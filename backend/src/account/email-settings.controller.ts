import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { EmailSettings, type EmailSettingsAnswer, Guid } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../platform/config/config.js';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { AllowWithoutCsrfToken } from '../platform/http/csrf.guard.js';
import { mailSettingsPage } from '../platform/mail/mail-settings-link.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { AccountQueries } from './account.queries.js';
import { userDecider, userStream } from './user.decider.js';
import { refusal } from '../platform/http/refusal.js';

/** Mail preferences reached from a link in a mail, by the user's private guid, without logging in. */
@Controller('api/Account')
export class EmailSettingsController {
  constructor(
    private readonly accounts: AccountQueries,
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('GetEmailSettings/:id')
  get(@Param('id') id: string): Promise<EmailSettingsAnswer> {
    return this.settingsOf(id);
  }

  /** 200 with the settings as saved (the spec's answer; it used to be 204). */
  @Post('UpdateEmailSettings')
  @HttpCode(200)
  async update(@Body(new ZodPipe(EmailSettings)) settings: EmailSettings, @CommandCtx() context: CommandContext): Promise<EmailSettingsAnswer> {
    const { userPrivateGuid, ...change } = settings;
    const { position } = await this.aggregates.execute(userStream(userPrivateGuid), userDecider, { type: 'ChangeEmailSettings', ...change }, context);
    await this.readModels.settle(position);
    return this.settingsOf(userPrivateGuid);
  }

  private async settingsOf(id: string): Promise<EmailSettingsAnswer> {
    const account = Guid.safeParse(id).success ? await this.accounts.byId(id) : null;
    if (!account?.email) throw new NotFoundException(refusal('NotFound', 'Not found'));
    return {
      userPrivateGuid: account.userId, email: account.email,
      overviewEmailFrequency: account.overviewEmailFrequency, enableCrossOffNotifications: account.enableCrossOffNotifications,
    };
  }

  /**
   * RFC 8058 one-click unsubscribe, the `List-Unsubscribe` address of every mail (mail-settings-link.ts): the mail
   * program POSTs `List-Unsubscribe=One-Click` without a session or anti-forgery token, so the guid in the address is
   * the capability, as on the settings page. Turns off every mail the settings govern (overview, reminders, cross-off
   * confirmations); a repeat changes nothing. An unknown guid answers 404, as GetEmailSettings does.
   */
  @Post('Unsubscribe/:id')
  @AllowWithoutCsrfToken()
  @HttpCode(204)
  async unsubscribe(@Param('id', new ZodPipe(Guid)) id: string, @CommandCtx() context: CommandContext) {
    const off = { type: 'ChangeEmailSettings' as const, overviewEmailFrequency: 0, enableCrossOffNotifications: false };
    const { position } = await this.aggregates.execute(userStream(id), userDecider, off, context).catch((error: unknown) => {
      if (error instanceof Problem) throw new NotFoundException(refusal('NotFound', 'Not found'));
      throw error;
    });
    await this.readModels.settle(position);
  }

  /** The same address opened in a browser (a mail program without one-click) shows the settings page; a GET changes nothing. */
  @Get('Unsubscribe/:id')
  toSettingsPage(@Param('id', new ZodPipe(Guid)) id: string, @Res() reply: FastifyReply) {
    return reply.redirect(mailSettingsPage(this.config.publicUrl, id), 303);
  }
}
