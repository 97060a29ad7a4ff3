import { Controller, Get, Inject, NotFoundException } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../tokens.js';
import { OUTBOX, type OutboxMail } from './mailer.js';

/** Developer page data: the mail the embedded default kept instead of sending. Absent in production. */
@Controller('api/Dev')
export class OutboxController {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('Outbox')
  async outbox(): Promise<OutboxMail[]> {
    if (!this.config.developerPages) throw new NotFoundException();
    const mails = await this.store.find<OutboxMail>(OUTBOX, {}, 200);
    return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  }
}
