import { Controller, Get, Inject, NotFoundException, Req } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../tokens.js';
import { OUTBOX, type OutboxMail } from './mailer.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A caller on this machine: the socket's own peer address (not `request.ip`, which believes X-Forwarded-For when a
 * proxy is trusted), and no forwarding header, since a reverse proxy on the same machine connects from loopback too.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const { headers, raw } = request;
  return (
    LOOPBACK.has(raw.socket.remoteAddress ?? '') &&
    headers['x-forwarded-for'] === undefined &&
    headers.forwarded === undefined
  );
}

/**
 * Developer page data: the mail the embedded default kept instead of sending. Only with DEV_OUTBOX=true and only to a
 * caller on this machine; anyone else gets the 404 of an address that does not exist.
 */
@Controller('api/Dev')
export class OutboxController {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('Outbox')
  async outbox(@Req() request: FastifyRequest): Promise<OutboxMail[]> {
    if (!this.config.devOutbox || !fromThisMachine(request)) throw new NotFoundException();
    const mails = await this.store.find<OutboxMail>(OUTBOX, {}, 200);
    return mails.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  }
}
