import { proseText } from '../legal/prose.js';
import type { FaqItem, FaqSection } from './faqContent.js';

/** Lower case without accents, so that "categorieen" finds "categorieën" and "Prive" finds "privé". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('nl-BE');
}

export function searchWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/).filter(Boolean);
}

/** Every word of the query must appear in the item's question or answer (as part of a word too). */
export function itemMatches(item: FaqItem, words: readonly string[]): boolean {
  const text = foldForSearch(`${item.question} ${proseText(item.answer)}`);
  return words.every((word) => text.includes(word));
}

/**
 * The sections with only their matching items, empty sections left out; `null` for an empty query (everything
 * shows, nothing opens by itself).
 */
export function filterFaq(sections: readonly FaqSection[], query: string): FaqSection[] | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => itemMatches(item, words)) }))
    .filter((section) => section.items.length > 0);
}
