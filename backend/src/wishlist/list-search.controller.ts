import { Controller, Get, Inject, Query } from '@nestjs/common';
import { type ListSearchAnswer, ListSearchQuery, type SiteStats } from '@wl/contracts';
import {
  birthdaysIn,
  type CounterDocument,
  type DocumentStore,
  searchTokens,
  SITE_STATS,
  STATS_COUNTERS,
} from '@wl/projections';
import type { z } from 'zod';
import { Clock } from '../platform/domain/clock.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { ListSearchAnswers } from './list-search-answers.js';
import { PublicAnswer } from '../platform/http/cache-policy.js';

@Controller('api')
export class ListSearchController {
  constructor(
    private readonly clock: Clock,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly answers: ListSearchAnswers,
  ) {}

  /** Findable, visible lists with a word starting with every word of the query (`ListSearchAnswers`). */
  @Get('Wishlist/Search')
  async search(
    @Query(new ZodPipe(ListSearchQuery)) { query }: z.output<typeof ListSearchQuery>,
  ): Promise<ListSearchAnswer> {
    const words = searchTokens(query).sort((a, b) => b.length - a.length);
    if (words.length === 0) return { totalCount: 0, wishlists: [] };
    return this.answers.answer(words);
  }

  @Get('Stats/HomepageStats')
  @PublicAnswer()
  async stats(): Promise<SiteStats> {
    const count = async (id: string) => (await this.store.get<CounterDocument>(SITE_STATS, id))?.count ?? 0;
    const month = this.clock.now().getUTCMonth() + 1;
    const [totalUsers, totalGifts, totalBirthdaysThisMonth] = await Promise.all([
      count(STATS_COUNTERS.users),
      count(STATS_COUNTERS.gifts),
      count(birthdaysIn(month)),
    ]);
    return { totalUsers, totalGifts, totalBirthdaysThisMonth };
  }
}
