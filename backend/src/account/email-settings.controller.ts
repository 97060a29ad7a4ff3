import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type EmailSettingsAnswer, Guid, MailSettingsKeyQuery } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../platform/config/config.js';
import { AllowWithoutCsrfToken } from '../platform/http/csrf.guard.js';
import { MailSettingsKeys } from '../platform/mail/mail-settings-keys.js';
import { mailSettingsPage } from '../platform/mail/mail-settings-link.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { OptionalUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { AccountQueries } from './account.queries.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { changeEmailSettings } from './change-email-settings/change-email-settings.js';
import { unsubscribe } from './unsubscribe/unsubscribe.js';
import { requireReach, settingsOf } from './email-settings.js';

/**
 * Mail preferences reached from a link in a mail, without logging in: by the user's id with the mail-settings key the
 * link carries (`?k=`, mail-settings-keys.ts), or by the user's own session. Whoever has neither gets the 404 of an
 * unknown id, decided before anything is read, so the answer does not tell whether the id is a user's.
 */
@Controller('api/Account')
export class EmailSettingsController {
  constructor(
    private readonly accounts: AccountQueries,
    private readonly commands: CommandBus,
    private readonly keys: MailSettingsKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('GetEmailSettings/:id')
  async get(
    @Param('id') id: string,
    @Query(new ZodPipe(MailSettingsKeyQuery)) { k }: MailSettingsKeyQuery,
    @OptionalUserId() sessionUserId: string | null,
  ): Promise<EmailSettingsAnswer> {
    await requireReach(this.keys, id, k, sessionUserId);
    return settingsOf(this.accounts, id);
  }

  @Post('UpdateEmailSettings')
  @HttpCode(200)
  update(@RunsUseCase(changeEmailSettings) command: RunUseCase<typeof changeEmailSettings>) {
    return this.commands.execute(command);
  }

  /** One-click unsubscribe (`unsubscribe/`): the key in the address grants it, so no anti-forgery token. */
  @Post('Unsubscribe/:id')
  @AllowWithoutCsrfToken()
  @HttpCode(204)
  unsubscribe(@RunsUseCase(unsubscribe, 'params') command: RunUseCase<typeof unsubscribe>) {
    return this.commands.execute(command);
  }

  /**
   * The same address opened in a browser (a mail program without one-click) shows the settings page with the key it
   * was given; a GET changes nothing and checks nothing (the page's own calls do).
   */
  @Get('Unsubscribe/:id')
  toSettingsPage(
    @Param('id', new ZodPipe(Guid)) id: string,
    @Query(new ZodPipe(MailSettingsKeyQuery)) { k }: MailSettingsKeyQuery,
    @Res() reply: FastifyReply,
  ) {
    return reply.redirect(mailSettingsPage(this.config.publicUrl, id, k), 303);
  }
}
