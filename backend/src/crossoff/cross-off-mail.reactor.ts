import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EventType, tMail } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { mailGreeting } from '../platform/mail/greeting.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { ownerFullName } from '../wishlist/index.js';
import { GiverMail } from './giver-mail.js';

/** The giver gets the undo link by mail, unless they turned that mail off. */
@Injectable()
export class CrossOffMailReactor implements Reactor, OnModuleInit {
  readonly name = 'cross-off-mail';
  readonly handles = new Set<EventType>(['GiftCrossedOff']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly mail: GiverMail,
    private readonly failpoints: Failpoints,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type !== 'GiftCrossedOff' || this.mail.tooLate(event)) return;
    const { giftId, wishlistId, crossOffId, byUserId } = event.data;
    const contact = await this.mail.contactOf(byUserId);
    if (!contact?.enableCrossOffNotifications) return;
    const gift = await this.mail.gift(giftId);
    // A list that is there once stays there until it is deleted.
    const list = await this.mail.listAfter(event, wishlistId);
    if (!gift.fields || !list) return;
    const owner = ownerFullName(list);
    await this.mail.send(
      event,
      { userId: byUserId, contact },
      {
        subject: tMail('mail.crossed_off.subject', { owner }),
        text: tMail('mail.crossed_off.body', {
          greeting: mailGreeting(contact.firstName),
          gift: gift.fields.description,
          owner,
          link: `${this.mail.publicUrl}/crossedoff/${giftId}/${crossOffId}`,
        }),
      },
    );
    this.failpoints.check('cross-off-mail.queued');
  }
}
