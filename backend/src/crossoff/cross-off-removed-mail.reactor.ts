import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EventType, tMail } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { mailGreeting } from '../platform/mail/greeting.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { ownerFullName } from '../wishlist/index.js';
import { GiverMail } from './giver-mail.js';

/**
 * Tells the giver when the owner deleted a gift she had crossed off (alone, with its category or with the list), so
 * she can cancel a purchase. Like the undone mail it goes whatever her cross-off mail setting: it is about money
 * spent. Once per deletion; the owner is told nothing (docs/permissions.md).
 */
@Injectable()
export class CrossOffRemovedMailReactor implements Reactor, OnModuleInit {
  readonly name = 'cross-off-removed-mail';
  readonly handles = new Set<EventType>(['GiftDeleted']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly mail: GiverMail,
    private readonly failpoints: Failpoints,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type !== 'GiftDeleted' || this.mail.tooLate(event)) return;
    // The gift's stream ends with its deletion, so its state is the gift as it was deleted, with the cross-off it had.
    const gift = await this.mail.gift(event.data.giftId);
    if (!gift.crossOff || !gift.fields) return;
    const userId = gift.crossOff.byUserId;
    const contact = await this.mail.contactOf(userId);
    if (!contact) return;
    // A deleted list's gifts are mailed without the owner's name.
    const list = await this.mail.listAfter(event, event.data.wishlistId);
    const description = gift.fields.description;
    const what = list
      ? tMail('mail.cross_off_removed.from_list', { gift: description, owner: ownerFullName(list) })
      : tMail('mail.cross_off_removed.list_deleted', { gift: description });
    await this.mail.send(
      event,
      { userId, contact },
      {
        subject: tMail('mail.cross_off_removed.subject'),
        text: tMail('mail.cross_off_removed.body', {
          greeting: mailGreeting(contact.firstName),
          what,
          link: `${this.mail.publicUrl}/crossedoff`,
        }),
      },
    );
    this.failpoints.check('cross-off-removed-mail.queued');
  }
}
