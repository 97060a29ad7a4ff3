import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EventType, tMail } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { Clock } from '../platform/domain/clock.js';
import { derivedId } from '../platform/domain/derived-id.js';
import { mailGreeting } from '../platform/mail/greeting.js';
import { MailOutbox, tooLateToMail } from '../platform/mail/mail-outbox.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { ownerFullName, WishlistQueries } from '../wishlist/index.js';
import { UserContacts } from './user-contact.js';

/**
 * A co-owner the primary owner removed is told by mail (docs/permissions.md, "Removed co-owners are told"). A co-owner
 * removed because they deleted their account has no address left, so gets nothing.
 */
@Injectable()
export class CoOwnerRemovedMailReactor implements Reactor, OnModuleInit {
  readonly name = 'co-owner-removed-mail';
  readonly handles = new Set<EventType>(['ExtraOwnerRemoved']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly outbox: MailOutbox,
    private readonly contacts: UserContacts,
    private readonly readModels: ReadModels,
    private readonly wishlists: WishlistQueries,
    private readonly failpoints: Failpoints,
    private readonly clock: Clock,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type !== 'ExtraOwnerRemoved' || tooLateToMail(event.metadata.at, this.clock.now())) return;
    const { userId, wishlistId } = event.data;
    const contact = await this.contacts.of(userId);
    if (!contact) return;
    // The list's name is in its read model; a list that is there once stays there until it is deleted.
    if (!(await this.readModels.caughtUp(event.position))) throw new Error('read models behind');
    const list = await this.wishlists.byId(wishlistId);
    if (!list) return;
    const owner = ownerFullName(list);
    await this.outbox.enqueue(derivedId(event.eventId, 'mail'), {
      to: { name: contact.firstName || undefined, address: contact.address },
      settingsGuid: userId,
      subject: tMail('mail.co_owner_removed.subject', { owner }),
      text: tMail('mail.co_owner_removed.body', { greeting: mailGreeting(contact.firstName), owner }),
    });
    this.failpoints.check('co-owner-removed-mail.queued');
  }
}
