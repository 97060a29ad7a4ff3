import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { EmailSettings, type EmailSettingsAnswer, Guid } from '@wl/contracts';
import { AggregateStore, type CommandContext } from '../platform/domain/aggregate-store.js';
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
}
