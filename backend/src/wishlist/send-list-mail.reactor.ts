import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventType } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { claimDecider, claimStream } from '../platform/domain/claim.decider.js';
import { Clock } from '../platform/domain/clock.js';
import { derivedId } from '../platform/domain/derived-id.js';
import { MailOutbox, tooLateToMail } from '../platform/mail/mail-outbox.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';

/** Mails a sent list to each recipient, one outbox key per recipient. A sender erased before it ran sends nothing. */
@Injectable()
export class SendListMailReactor implements Reactor, OnModuleInit {
  readonly name = 'send-list-mail';
  readonly handles = new Set<EventType>(['WishlistSent']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly outbox: MailOutbox,
    private readonly failpoints: Failpoints,
    private readonly clock: Clock,
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type !== 'WishlistSent' || !event.data.personal || tooLateToMail(event.metadata.at, this.clock.now()))
      return;
    const { recipients, subject, text, replyTo } = event.data.personal;
    for (const [index, recipient] of recipients.entries()) {
      const settingsGuid = await this.userWithAddress(recipient.email);
      await this.outbox.enqueue(derivedId(event.eventId, 'mail', String(index)), {
        to: { name: recipient.name, address: recipient.email },
        subject,
        text,
        replyTo,
        settingsGuid,
      });
      this.failpoints.check('send-list-mail.first-queued');
    }
  }

  /** A recipient with an account gets the link to their mail settings; the address's claim stream says who holds it. */
  private async userWithAddress(address: string): Promise<string | null> {
    return (await this.aggregates.load(claimStream('email', await this.personal.index('email', address)), claimDecider))
      .state.ownerId;
  }
}
