import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { tMail } from '@wl/contracts';
import {
  ACCOUNTS,
  type AccountDocument,
  type DocumentStore,
  FORUM_POSTS,
  FRIENDS,
  type ForumPostDocument,
  type FriendDocument,
  LIST_ACTIVITY,
  type ListActivityDocument,
  listMonthOf,
  type WishlistDocument,
} from '@wl/projections';
import type { AppConfig } from '../platform/config/config.js';
import { JobScheduler } from '../platform/jobs/job-scheduler.js';
import { MailOutbox } from '../platform/mail/mail-outbox.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../platform/tokens.js';
import { ownerFullName, WishlistQueries } from '../wishlist/index.js';
import { formatDayOf, letter } from './letter.js';
import {
  type LastOverview,
  monthsBetween,
  OVERVIEW_FREQUENCIES,
  overviewDue,
  overviewPeriod,
  overviewSince,
} from './overview-period.js';

const EVERY_MS = 60 * 60 * 1000;
/** Operational collection: per user, the last overview (its period and time). */
export const OVERVIEW_MAILS = 'overview_mails';
const MAX_USERS = 1_000_000;

interface Window {
  since: Date;
  now: Date;
}
const within = (at: string, { since, now }: Window) => at > since.toISOString() && at <= now.toISOString();

/**
 * The overview mail (docs/mailings.md): at the frequency each user chose, what changed since their last overview on
 * the lists of their friends (gifts on and off, new forum posts) and on their own lists (new forum posts). Never a
 * cross-off: the activity read model does not hold them. Run hourly by whichever process holds the job's lease; one
 * mail per user and period (the outbox key), so a rerun, a restart or a second process sends nothing twice.
 */
@Injectable()
export class OverviewMails implements OnModuleInit {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly wishlists: WishlistQueries,
    private readonly jobs: JobScheduler,
  ) {}

  onModuleInit() {
    this.jobs.register({ name: 'overview-mails', everyMs: EVERY_MS, run: (now) => this.run(now) });
  }

  /** Sends every overview due at `now`; answers how many were queued. */
  async run(now: Date): Promise<number> {
    let queued = 0;
    for (const months of OVERVIEW_FREQUENCIES) {
      for (const account of await this.store.find<AccountDocument>(
        ACCOUNTS,
        { overviewEmailFrequency: months },
        MAX_USERS,
      )) {
        if (await this.overviewFor(account, months, now)) queued++;
      }
    }
    return queued;
  }

  private async overviewFor(account: AccountDocument, months: number, now: Date): Promise<boolean> {
    if (!account.email) return false;
    const last = await this.store.get<LastOverview>(OVERVIEW_MAILS, account.userId);
    if (!overviewDue(last, now, months)) return false;
    const period = overviewPeriod(now, months);
    const window = { since: overviewSince(last, account.createdAt, now, months), now };
    const sections = await this.sections(account.userId, window);
    const queued =
      sections.length > 0 &&
      (await this.outbox.enqueue(`overview:${account.userId}:${period}`, {
        to: { name: account.firstName || undefined, address: account.email },
        settingsGuid: account.userId,
        subject: tMail('mail.overview.subject'),
        text: letter(account.firstName, [
          tMail('mail.overview.intro', { since: formatDayOf(window.since) }),
          ...sections,
        ]),
      }));
    // Also without news: the next overview starts from here.
    await this.store.commit([
      {
        kind: 'put',
        collection: OVERVIEW_MAILS,
        id: account.userId,
        doc: { period, at: now.toISOString() } satisfies LastOverview,
      },
    ]);
    return queued;
  }

  /** One paragraph per list with news: friends' lists first, then the user's own. */
  private async sections(userId: string, window: Window): Promise<string[]> {
    const own = await this.wishlists.listsOf(userId);
    const ownIds = new Set(own.map((list) => list.wishlistId));
    const friendIds = (await this.store.find<FriendDocument>(FRIENDS, { userId }, 10_000))
      .map((f) => f.wishlistId)
      .filter((id) => !ownIds.has(id));
    const friendLists = (await Promise.all(friendIds.map((id) => this.wishlists.byId(id)))).filter(isVisibleFriendList);
    const sections: string[] = [];
    for (const list of friendLists) {
      const lines = [
        ...(await this.giftLines(list.wishlistId, window)),
        ...(await this.forumLines(list.wishlistId, userId, window)),
      ];
      if (lines.length)
        sections.push(
          [tMail('mail.overview.friend_list', { owner: ownerFullName(list), link: this.linkTo(list) }), ...lines].join(
            '\n',
          ),
        );
    }
    for (const list of own.filter((l) => l.username)) {
      const lines = await this.forumLines(list.wishlistId, userId, window);
      if (lines.length)
        sections.push([tMail('mail.overview.own_list', { link: this.linkTo(list) }), ...lines].join('\n'));
    }
    return sections;
  }

  private async giftLines(wishlistId: string, window: Window): Promise<string[]> {
    const months = monthsBetween(window.since, window.now);
    const activity = (
      await Promise.all(
        months.map((month) =>
          this.store.find<ListActivityDocument>(LIST_ACTIVITY, { listMonth: listMonthOf(wishlistId, month) }, 10_000),
        ),
      )
    )
      .flat()
      .filter((a) => within(a.at, window))
      .sort((a, b) => a.at.localeCompare(b.at));
    return activity.map((a) =>
      tMail(a.kind === 'giftAdded' ? 'mail.overview.gift_added' : 'mail.overview.gift_removed', {
        gift: a.description,
      }),
    );
  }

  /** Posts by others since the last overview that are still there; the user's own posts are no news to them. */
  private async forumLines(wishlistId: string, userId: string, window: Window): Promise<string[]> {
    const posts = (await this.store.find<ForumPostDocument>(FORUM_POSTS, { wishlistId }, 10_000)).filter(
      (p) => p.authorId !== userId && within(p.createDate, window),
    );
    if (posts.length === 0) return [];
    return [
      posts.length === 1
        ? tMail('mail.overview.forum_posts_one')
        : tMail('mail.overview.forum_posts_many', { count: posts.length }),
    ];
  }

  private linkTo(list: WishlistDocument) {
    return `${this.config.publicUrl}/${list.username}`;
  }
}

/**
 * Only public lists are told about: a private list is not for friends, and the mail cannot ask a list's question (an
 * answer's grant may have ended since the friend added it).
 */
const isVisibleFriendList = (list: WishlistDocument | null): list is WishlistDocument =>
  list !== null && list.accessType === 'PUBLIC' && list.username !== null;
