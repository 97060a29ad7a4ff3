import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type EventType, t } from '@wl/contracts';
import type { ProjectionEvent } from '@wl/projections';
import { UserContacts } from '../account/user-contact.js';
import { giftDecider, giftStream } from '../gift/gift.decider.js';
import type { AppConfig } from '../platform/config/config.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { derivedId } from '../platform/domain/derived-id.js';
import { mailGreeting } from '../platform/mail/greeting.js';
import { MailOutbox, tooLateToMail } from '../platform/mail/mail-outbox.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { ownerFullName } from '../wishlist/views.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';

/**
 * The giver gets the undo link by mail, unless they turned that mail off. The giver's address is read from their
 * stream (a lightweight user made a moment ago may not be in the accounts read model yet); the gift from its stream.
 */
@Injectable()
export class CrossOffMailReactor implements Reactor, OnModuleInit {
  readonly name = 'cross-off-mail';
  readonly handles = new Set<EventType>(['GiftCrossedOff']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly outbox: MailOutbox,
    private readonly contacts: UserContacts,
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModels,
    private readonly wishlists: WishlistQueries,
    private readonly failpoints: Failpoints,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type !== 'GiftCrossedOff' || tooLateToMail(event.metadata.at, this.clock.now())) return;
    const { giftId, wishlistId, crossOffId, byUserId } = event.data;
    const contact = await this.contacts.of(byUserId);
    if (!contact?.enableCrossOffNotifications) return;
    const { state: gift } = await this.aggregates.load(giftStream(giftId), giftDecider);
    // The owner's name is in the list's read model; a list that is there once stays there until it is deleted.
    if (!(await this.readModels.caughtUp(event.position))) throw new Error('read models behind');
    const list = await this.wishlists.byId(wishlistId);
    if (!gift.fields || !list) return;
    const owner = ownerFullName(list);
    await this.outbox.enqueue(derivedId(event.eventId, 'mail'), {
      to: { name: contact.firstName || undefined, address: contact.address },
      settingsGuid: byUserId,
      subject: t('mail.crossed_off.subject', { owner }),
      text: t('mail.crossed_off.body', {
        greeting: mailGreeting(contact.firstName), gift: gift.fields.description, owner, link: `${this.config.publicUrl}/crossedoff/${giftId}/${crossOffId}`,
      }),
    });
    this.failpoints.check('cross-off-mail.queued');
  }
}
