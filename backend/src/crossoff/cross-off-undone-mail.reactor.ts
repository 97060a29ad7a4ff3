import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EventType, tMail } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { mailGreeting } from '../platform/mail/greeting.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { ownerFullName } from '../wishlist/index.js';
import { GiverMail } from './giver-mail.js';

/**
 * Tells the giver when their cross-off was undone by someone else: a holder of the private cross-off guid who is not
 * the giver's own session, or support (docs/permissions.md, "Capabilities in support answers"). The gift is open again
 * and may be bought twice, so the mail goes whatever the giver's cross-off mail setting; one mail per undo. The list's
 * owner is told nothing.
 */
@Injectable()
export class CrossOffUndoneMailReactor implements Reactor, OnModuleInit {
  readonly name = 'cross-off-undone-mail';
  readonly handles = new Set<EventType>(['CrossOffUndone']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly mail: GiverMail,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type !== 'CrossOffUndone' || this.mail.tooLate(event)) return;
    const { giftId, wishlistId, byUserId, undoneBy } = event.data;
    if (undoneBy !== 'capability' && undoneBy !== 'support') return;
    const contact = await this.mail.contactOf(byUserId);
    if (!contact) return;
    const gift = await this.mail.gift(giftId);
    const list = await this.mail.listAfter(event, wishlistId);
    if (!gift.fields || !list?.username) return;
    const owner = ownerFullName(list);
    const what = tMail(
      undoneBy === 'support' ? 'mail.cross_off_undone.by_support' : 'mail.cross_off_undone.by_capability',
      { gift: gift.fields.description, owner },
    );
    await this.mail.send(
      event,
      { userId: byUserId, contact },
      {
        subject: tMail('mail.cross_off_undone.subject', { owner }),
        text: tMail('mail.cross_off_undone.body', {
          greeting: mailGreeting(contact.firstName),
          what,
          link: `${this.mail.publicUrl}/${list.username}`,
        }),
      },
    );
  }
}
