import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type EventType, tMail } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import type { AppConfig } from '../platform/config/config.js';
import { Clock } from '../platform/domain/clock.js';
import { derivedId } from '../platform/domain/derived-id.js';
import { MailOutbox, tooLateToMail } from '../platform/mail/mail-outbox.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { contactMessageKey } from './contact-message.decider.js';

/**
 * Mails a contact message to the support address (SITE_SUPPORT_EMAIL), reply-to the sender, once (one outbox key per
 * event), then forgets the message's key: from then on the log holds only ciphertext nobody can open, and the outbox
 * drops the mail's text once it is sent. A replay finds the key forgotten, or the outbox key known, and sends nothing.
 */
@Injectable()
export class ContactMailReactor implements Reactor, OnModuleInit {
  readonly name = 'contact-mail';
  readonly handles = new Set<EventType>(['ContactMessageSent']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly outbox: MailOutbox,
    private readonly personal: PersonalData,
    private readonly failpoints: Failpoints,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type !== 'ContactMessageSent') return;
    const opened = event.data.personal;
    if (opened && !tooLateToMail(event.metadata.at, this.clock.now())) {
      const who = tMail(event.metadata.userId ? 'mail.contact.who.account' : 'mail.contact.who.anonymous');
      await this.outbox.enqueue(derivedId(event.eventId, 'mail'), {
        to: { address: this.config.site.supportEmail },
        replyTo: opened.email,
        subject: tMail('mail.contact.subject', { subject: opened.subject }),
        text: tMail('mail.contact.body', { ...opened, who }),
        settingsGuid: null,
      });
      this.failpoints.check('contact-mail.queued');
    }
    await this.personal.forget(contactMessageKey(event.data.messageId));
  }
}
