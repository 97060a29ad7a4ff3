import { Inject, Injectable } from '@nestjs/common';
import type { ListSearchAnswer } from '@wl/contracts';
import {
  type DocumentStore,
  LIST_SEARCH,
  LIST_SEARCH_ENTRIES,
  LIST_SEARCH_STAMP_ID,
  LIST_SEARCH_STAMPS,
  type ListSearchStamp,
  listSearchProjection,
  READ_MODEL_SWAPS,
  type SearchEntryDocument,
  type SearchTokenDocument,
} from '@wl/projections';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../platform/config/config.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../platform/tokens.js';

/** How many index entries one query reads at most, and how many lists it answers. */
const SCAN_LIMIT = 1000;
const ANSWER_LIMIT = 50;
/** How far the query words' index entries are counted at first, to find the rarest word. */
const FIRST_COUNT_BOUND = 64;
/** Answers kept, by the length of their JSON (an answer of 50 lists is about 12 kB). */
const KEPT_BYTES = 16 * 1024 * 1024;

interface Kept {
  /** The index stamp and the last swap of a rebuilt index when the answer was read. */
  stamp: string;
  answer: ListSearchAnswer;
}

/**
 * Search answers by their query words. An answer is read from the index (`read`) and kept until the index
 * changes: the list-search projection stamps every event it applies, and a swapped-in rebuild changes the swap marker,
 * so a kept answer is served only while both are what they were when it was read (two point reads per search, in any
 * process). A list that stops being findable leaves every answer at its event.
 */
@Injectable()
export class ListSearchAnswers {
  private readonly kept = new LRUCache<string, Kept>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (kept) => 64 + JSON.stringify(kept.answer).length,
  });

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `words`: the query's words, longest first. */
  async answer(words: string[]): Promise<ListSearchAnswer> {
    const key = words.join(' ');
    const stamp = await this.stamp();
    const kept = this.kept.get(key);
    if (kept?.stamp === stamp) return kept.answer;
    const answer = await this.read(words);
    this.kept.set(key, { stamp, answer });
    return answer;
  }

  private async stamp(): Promise<string> {
    const [index, swap] = await Promise.all([
      this.store.get<ListSearchStamp>(LIST_SEARCH_STAMPS, LIST_SEARCH_STAMP_ID),
      this.store.get<{ swap: string }>(READ_MODEL_SWAPS, listSearchProjection.name),
    ]);
    return `${index?.eventId ?? ''}/${swap?.swap ?? ''}`;
  }

  /**
   * Findable, visible lists whose names, username or city have a word starting with every word of the query. The
   * query word with the fewest index entries is read by prefix; the other words are checked on those entries, and
   * only the lists answered have their card read. `totalCount` is exact unless every word has more than `SCAN_LIMIT`
   * entries; then it counts the lists among the first `SCAN_LIMIT` entries of one.
   */
  private async read(words: string[]): Promise<ListSearchAnswer> {
    const hits = await this.store.findByPrefix<SearchTokenDocument>(
      LIST_SEARCH,
      'token',
      await this.rarest(words),
      SCAN_LIMIT,
    );
    const matching = [
      ...new Set(
        hits.filter((h) => words.every((w) => h.tokens.some((t) => t.startsWith(w)))).map((h) => h.wishlistId),
      ),
    ];
    const entries = await Promise.all(
      matching.slice(0, ANSWER_LIMIT).map((id) => this.store.get<SearchEntryDocument>(LIST_SEARCH_ENTRIES, id)),
    );
    const host = new URL(this.config.publicUrl).host;
    const wishlists = entries
      .flatMap((entry) => entry?.card ?? [])
      .flatMap((card) =>
        card.username
          ? [
              {
                city: card.city,
                firstName: card.firstName ?? '',
                id: card.publicGuid,
                illustration: card.imageUrl,
                lastName: card.lastName ?? '',
                listUrl: `/${card.username}`,
                listUrlForDisplay: `${host}/${card.username}`,
                userName: card.username,
              },
            ]
          : [],
      );
    return { totalCount: matching.length, wishlists };
  }

  /**
   * The word whose prefix has the fewest index entries. The words' ranges are counted up to a bound that grows until
   * one ends below it, so a query with one rare word never counts far into its common words.
   */
  private async rarest(words: string[]): Promise<string> {
    if (words.length === 1) return words[0]!;
    for (let bound = FIRST_COUNT_BOUND; ; bound = Math.min(bound * 8, SCAN_LIMIT)) {
      const counts = await Promise.all(
        words.map((word) => this.store.countByPrefix(LIST_SEARCH, 'token', word, bound)),
      );
      const fewest = Math.min(...counts);
      if (fewest < bound || bound === SCAN_LIMIT) return words[counts.indexOf(fewest)]!;
    }
  }
}
