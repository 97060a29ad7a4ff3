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
 * Tells the giver when the owner deleted a gift she had crossed off (alone, with its category or with the list), so
 * she can cancel a purchase. Like the undone mail it goes whatever her cross-off mail setting: it is about money
 * spent. Once per deletion (its id derives from the event's); the owner is told nothing (docs/permissions.md).
 */
@Injectable()
export class CrossOffRemovedMailReactor implements Reactor, OnModuleInit {
  readonly name = 'cross-off-removed-mail';
  readonly handles = new Set<EventType>(['GiftDeleted']);

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
    if (event.type !== 'GiftDeleted' || tooLateToMail(event.metadata.at, this.clock.now())) return;
    // The gift's stream ends with its deletion, so its state is the gift as it was deleted, with the cross-off it had.
    const { state: gift } = await this.aggregates.load(giftStream(event.data.giftId), giftDecider);
    if (!gift.crossOff || !gift.fields) return;
    const contact = await this.contacts.of(gift.crossOff.byUserId);
    if (!contact) return;
    // The owner's name is in the list's read model while the list exists; a deleted list's gifts are mailed without it.
    if (!(await this.readModels.caughtUp(event.position))) throw new Error('read models behind');
    const list = await this.wishlists.byId(event.data.wishlistId);
    const description = gift.fields.description;
    const what = list
      ? t('mail.cross_off_removed.from_list', { gift: description, owner: ownerFullName(list) })
      : t('mail.cross_off_removed.list_deleted', { gift: description });
    await this.outbox.enqueue(derivedId(event.eventId, 'mail'), {
      to: { name: contact.firstName || undefined, address: contact.address },
      settingsGuid: gift.crossOff.byUserId,
      subject: t('mail.cross_off_removed.subject'),
      text: t('mail.cross_off_removed.body', { greeting: mailGreeting(contact.firstName), what, link: `${this.config.publicUrl}/crossedoff` }),
    });
    this.failpoints.check('cross-off-removed-mail.queued');
  }
}
