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
import type { Reactor } from '../platform/reactors/reactor.js';
import { ReactorRunner } from '../platform/reactors/reactor-runner.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { ownerFullName } from '../wishlist/views.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';

/**
 * Tells the giver when their cross-off was undone by someone else: a holder of the private cross-off guid who is not
 * the giver's own session, or support (docs/permissions.md, "Capabilities in support answers"). The gift is open again
 * and may be bought twice, so the mail goes whatever the giver's cross-off mail setting; one mail per undo (its id is
 * derived from the event's). The list's owner is told nothing.
 */
@Injectable()
export class CrossOffUndoneMailReactor implements Reactor, OnModuleInit {
  readonly name = 'cross-off-undone-mail';
  readonly handles = new Set<EventType>(['CrossOffUndone']);

  constructor(
    private readonly runner: ReactorRunner,
    private readonly outbox: MailOutbox,
    private readonly contacts: UserContacts,
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModels,
    private readonly wishlists: WishlistQueries,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.runner.register(this);
  }

  async react(event: ProjectionEvent): Promise<void> {
    if (event.type !== 'CrossOffUndone' || tooLateToMail(event.metadata.at, this.clock.now())) return;
    const { giftId, wishlistId, byUserId, undoneBy } = event.data;
    if (undoneBy !== 'capability' && undoneBy !== 'support') return;
    const contact = await this.contacts.of(byUserId);
    if (!contact) return;
    const { state: gift } = await this.aggregates.load(giftStream(giftId), giftDecider);
    if (!(await this.readModels.caughtUp(event.position))) throw new Error('read models behind');
    const list = await this.wishlists.byId(wishlistId);
    if (!gift.fields || !list?.username) return;
    const owner = ownerFullName(list);
    const what = t(undoneBy === 'support' ? 'mail.cross_off_undone.by_support' : 'mail.cross_off_undone.by_capability', { gift: gift.fields.description, owner });
    await this.outbox.enqueue(derivedId(event.eventId, 'mail'), {
      to: { name: contact.firstName || undefined, address: contact.address },
      settingsGuid: byUserId,
      subject: t('mail.cross_off_undone.subject', { owner }),
      text: t('mail.cross_off_undone.body', { greeting: mailGreeting(contact.firstName), what, link: `${this.config.publicUrl}/${list.username}` }),
    });
  }
}
