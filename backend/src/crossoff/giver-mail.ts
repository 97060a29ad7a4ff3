import { Inject, Injectable } from '@nestjs/common';
import type { ProjectionEvent } from '@wl/projections';
import { type UserContact, UserContacts } from '../account/index.js';
import { giftDecider, giftStream } from '../gift/gift.decider.js';
import type { AppConfig } from '../platform/config/config.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { Clock } from '../platform/domain/clock.js';
import { derivedId } from '../platform/domain/derived-id.js';
import { MailOutbox, tooLateToMail } from '../platform/mail/mail-outbox.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { WishlistQueries } from '../wishlist/index.js';

/**
 * What the mails to a giver about her cross-off share (crossed off, undone by someone else, taken off the list): her
 * address from her stream (a lightweight user made a moment ago may not be in the accounts read model yet), the gift
 * from its stream, the list as the event left it, and one outbox entry per event (its id derived from the event's).
 */
@Injectable()
export class GiverMail {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly contacts: UserContacts,
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModels,
    private readonly wishlists: WishlistQueries,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get publicUrl(): string {
    return this.config.publicUrl;
  }

  tooLate(event: ProjectionEvent): boolean {
    return tooLateToMail(event.metadata.at, this.clock.now());
  }

  contactOf(userId: string): Promise<UserContact | null> {
    return this.contacts.of(userId);
  }

  async gift(giftId: string) {
    return (await this.aggregates.load(giftStream(giftId), giftDecider)).state;
  }

  /** The list's read model once it has seen the event: the owner's name is there while the list exists. */
  async listAfter(event: ProjectionEvent, wishlistId: string) {
    if (!(await this.readModels.caughtUp(event.position))) throw new Error('read models behind');
    return this.wishlists.byId(wishlistId);
  }

  async send(
    event: ProjectionEvent,
    giver: { userId: string; contact: UserContact },
    mail: { subject: string; text: string },
  ): Promise<void> {
    await this.outbox.enqueue(derivedId(event.eventId, 'mail'), {
      to: { name: giver.contact.firstName || undefined, address: giver.contact.address },
      settingsGuid: giver.userId,
      ...mail,
    });
  }
}
