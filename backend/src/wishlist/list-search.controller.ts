import { Controller, Get, Inject, Query } from '@nestjs/common';
import { type ListSearchAnswer, ListSearchQuery, type SiteStats } from '@wl/contracts';
import {
  birthdaysIn, type CounterDocument, type DocumentStore, LIST_SEARCH, type SearchTokenDocument,
  searchTokens, SITE_STATS, STATS_COUNTERS,
} from '@wl/projections';
import type { z } from 'zod';
import type { AppConfig } from '../platform/config/config.js';
import { Clock } from '../platform/domain/clock.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../platform/tokens.js';

/** How many index entries one query reads at most, and how many lists it answers. */
const SCAN_LIMIT = 1000;
const ANSWER_LIMIT = 50;

@Controller('api')
export class ListSearchController {
  constructor(
    private readonly clock: Clock,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Findable, visible lists whose names, username or city have a word starting with every word of the query. The
   * longest query word is looked up by prefix in the index; the other words are checked on those candidates, and the
   * answer is built from the cards the index entries carry: one range read per query.
   */
  @Get('Wishlist/Search')
  async search(@Query(new ZodPipe(ListSearchQuery)) { query }: z.output<typeof ListSearchQuery>): Promise<ListSearchAnswer> {
    const words = searchTokens(query).sort((a, b) => b.length - a.length);
    if (words.length === 0) return { totalCount: 0, wishlists: [] };
    const hits = await this.store.findByPrefix<SearchTokenDocument>(LIST_SEARCH, 'token', words[0]!, SCAN_LIMIT);
    const matching = new Map(hits.filter((h) => words.every((w) => h.tokens.some((t) => t.startsWith(w)))).map((h) => [h.wishlistId, h.card]));
    const host = new URL(this.config.publicUrl).host;
    const wishlists = [...matching.values()].slice(0, ANSWER_LIMIT).flatMap((card) => (card?.username ? [{
      city: card.city, firstName: card.firstName ?? '', id: card.publicGuid, illustration: card.imageUrl, lastName: card.lastName ?? '',
      listUrl: `/${card.username}`, listUrlForDisplay: `${host}/${card.username}`, userName: card.username,
    }] : []));
    return { totalCount: matching.size, wishlists };
  }

  @Get('Stats/HomepageStats')
  async stats(): Promise<SiteStats> {
    const count = async (id: string) => (await this.store.get<CounterDocument>(SITE_STATS, id))?.count ?? 0;
    const month = this.clock.now().getUTCMonth() + 1;
    const [totalUsers, totalGifts, totalBirthdaysThisMonth] = await Promise.all([count(STATS_COUNTERS.users), count(STATS_COUNTERS.gifts), count(birthdaysIn(month))]);
    return { totalUsers, totalGifts, totalBirthdaysThisMonth };
  }
}
