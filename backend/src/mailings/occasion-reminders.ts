import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type MessageKey, t, tMail } from '@wl/contracts';
import {
  type AccountDocument,
  ACCOUNTS,
  type DocumentStore,
  FRIENDS,
  type FriendDocument,
  LIST_DATES,
  type ListDateDocument,
  type WishlistDocument,
} from '@wl/projections';
import type { AppConfig } from '../platform/config/config.js';
import { JobScheduler } from '../platform/jobs/job-scheduler.js';
import { MailOutbox } from '../platform/mail/mail-outbox.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../platform/tokens.js';
import { ownerFullName, WishlistQueries } from '../wishlist/index.js';
import { formatCalendarDay, letter } from './letter.js';

const EVERY_MS = 60 * 60 * 1000;
/** Friends are reminded this many days before, or as soon as a date within that span is entered. */
export const REMINDER_DAYS_AHEAD = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a reminder is about: a birthday (also the occasion MyBirthday) or another occasion, on one calendar day. */
interface Coming {
  wishlistId: string;
  day: string;
  occasion: ListDateDocument['occasion'];
}

/**
 * Reminder mails (docs/mailings.md), behind the site switch `reminderMailsEnabled`: the friends of a list hear about
 * its birthday or occasion two weeks ahead, once per occasion and friend (the outbox key names the list, the day and
 * the friend), so hourly runs, restarts and a second process send nothing twice. Friends who chose no overview mails
 * get no reminders either; a private list reminds nobody.
 */
@Injectable()
export class OccasionReminders implements OnModuleInit {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly wishlists: WishlistQueries,
    private readonly jobs: JobScheduler,
  ) {}

  onModuleInit() {
    this.jobs.register({ name: 'occasion-reminders', everyMs: EVERY_MS, run: (now) => this.run(now) });
  }

  /** Queues the reminders owed at `now`; answers how many. */
  async run(now: Date): Promise<number> {
    if (!this.config.site.reminderMailsEnabled) return 0;
    let queued = 0;
    for (const coming of await this.comingUp(now)) queued += await this.remind(coming);
    return queued;
  }

  /** Birthdays and occasions from tomorrow to two weeks ahead; a list with both on one day is reminded of once. */
  private async comingUp(now: Date): Promise<Coming[]> {
    const found = new Map<string, Coming>();
    for (let ahead = 1; ahead <= REMINDER_DAYS_AHEAD; ahead++) {
      const day = new Date(now.getTime() + ahead * DAY_MS).toISOString().slice(0, 10);
      for (const date of await this.store.find<ListDateDocument>(LIST_DATES, { monthDay: day.slice(5) }, 100_000)) {
        if (date.kind === 'occasion' && date.date !== day) continue;
        const occasion = date.kind === 'birthday' ? 'MyBirthday' : date.occasion;
        const key = `${date.wishlistId}:${day}`;
        if (!found.has(key) || occasion === 'MyBirthday')
          found.set(key, { wishlistId: date.wishlistId, day, occasion });
      }
    }
    return [...found.values()];
  }

  private async remind(coming: Coming): Promise<number> {
    const list = await this.wishlists.byId(coming.wishlistId);
    if (!list?.username || list.accessType === 'CLOSED') return 0;
    let queued = 0;
    for (const friend of await this.store.find<FriendDocument>(FRIENDS, { wishlistId: list.wishlistId }, 100_000)) {
      if (list.ownerIds.includes(friend.userId)) continue;
      const account = await this.store.get<AccountDocument>(ACCOUNTS, friend.userId);
      if (!account?.email || account.overviewEmailFrequency === 0) continue;
      if (
        await this.outbox.enqueue(
          `reminder:${list.wishlistId}:${coming.day}:${friend.userId}`,
          this.mail(account, list, coming),
        )
      )
        queued++;
    }
    return queued;
  }

  private mail(account: AccountDocument, list: WishlistDocument, coming: Coming) {
    const owner = ownerFullName(list);
    const params = {
      owner,
      date: formatCalendarDay(coming.day),
      link: `${this.config.publicUrl}/${list.username}`,
      occasion: coming.occasion ? t(`occasion.${coming.occasion}` satisfies MessageKey) : '',
    };
    const birthday = coming.occasion === 'MyBirthday';
    return {
      to: { name: account.firstName || undefined, address: account.email! },
      settingsGuid: account.userId,
      subject: tMail(birthday ? 'mail.reminder.birthday.subject' : 'mail.reminder.occasion.subject', params),
      text: letter(account.firstName, [
        tMail(birthday ? 'mail.reminder.birthday.body' : 'mail.reminder.occasion.body', params),
        tMail('mail.reminder.why', { owner }),
      ]),
    };
  }
}
