import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { EmailSettings, type EmailSettingsAnswer, Guid, MailSettingsKeyQuery } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../platform/config/config.js';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { AllowWithoutCsrfToken } from '../platform/http/csrf.guard.js';
import { MailSettingsKeys } from '../platform/mail/mail-settings-keys.js';
import { mailSettingsPage } from '../platform/mail/mail-settings-link.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { OptionalUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { AccountQueries } from './account.queries.js';
import { userDecider, userStream } from './user.decider.js';
import { refusal } from '../platform/http/refusal.js';

const notFound = () => new NotFoundException(refusal('NotFound', 'Not found'));

/**
 * Mail preferences reached from a link in a mail, without logging in: by the user's id with the mail-settings key the
 * link carries (`?k=`, mail-settings-keys.ts), or by the user's own session. Whoever has neither gets the 404 of an
 * unknown id, decided before anything is read, so the answer does not tell whether the id is a user's.
 */
@Controller('api/Account')
export class EmailSettingsController {
  constructor(
    private readonly accounts: AccountQueries,
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModels,
    private readonly keys: MailSettingsKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('GetEmailSettings/:id')
  async get(
    @Param('id') id: string,
    @Query(new ZodPipe(MailSettingsKeyQuery)) { k }: MailSettingsKeyQuery,
    @OptionalUserId() sessionUserId: string | null,
  ): Promise<EmailSettingsAnswer> {
    await this.requireReach(id, k, sessionUserId);
    return this.settingsOf(id);
  }

  /** 200 with the settings as saved (the spec's answer; it used to be 204). */
  @Post('UpdateEmailSettings')
  @HttpCode(200)
  async update(
    @Body(new ZodPipe(EmailSettings)) settings: EmailSettings,
    @OptionalUserId() sessionUserId: string | null,
    @CommandCtx() context: CommandContext,
  ): Promise<EmailSettingsAnswer> {
    const { userPrivateGuid, key, ...change } = settings;
    await this.requireReach(userPrivateGuid, key, sessionUserId);
    const { position } = await this.aggregates.execute(userStream(userPrivateGuid), userDecider, { type: 'ChangeEmailSettings', ...change }, context);
    await this.readModels.settle(position);
    return this.settingsOf(userPrivateGuid);
  }

  /** The user's own session, or the key of a mail sent to them; else the 404 of an unknown id. */
  private async requireReach(userId: string, key: string | undefined, sessionUserId: string | null): Promise<void> {
    if (sessionUserId === userId) return;
    if (!(await this.keys.opens(userId, key))) throw notFound();
  }

  private async settingsOf(id: string): Promise<EmailSettingsAnswer> {
    const account = Guid.safeParse(id).success ? await this.accounts.byId(id) : null;
    if (!account?.email) throw notFound();
    return {
      userPrivateGuid: account.userId, email: account.email,
      overviewEmailFrequency: account.overviewEmailFrequency, enableCrossOffNotifications: account.enableCrossOffNotifications,
    };
  }

  /**
   * RFC 8058 one-click unsubscribe, the `List-Unsubscribe` address of every mail (mail-settings-link.ts): the mail
   * program POSTs `List-Unsubscribe=One-Click` without a session or anti-forgery token, so the key in the address is
   * what grants it, never a session (a forged cross-site post would carry one). Turns off every mail the settings
   * govern (overview, reminders, cross-off confirmations); a repeat changes nothing. Without the key, or for an
   * unknown user, 404, as GetEmailSettings.
   */
  @Post('Unsubscribe/:id')
  @AllowWithoutCsrfToken()
  @HttpCode(204)
  async unsubscribe(
    @Param('id', new ZodPipe(Guid)) id: string,
    @Query(new ZodPipe(MailSettingsKeyQuery)) { k }: MailSettingsKeyQuery,
    @CommandCtx() context: CommandContext,
  ) {
    if (!(await this.keys.opens(id, k))) throw notFound();
    const off = { type: 'ChangeEmailSettings' as const, overviewEmailFrequency: 0, enableCrossOffNotifications: false };
    const { position } = await this.aggregates.execute(userStream(id), userDecider, off, context).catch((error: unknown) => {
      if (error instanceof Problem) throw notFound();
      throw error;
    });
    await this.readModels.settle(position);
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
