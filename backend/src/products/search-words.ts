/**
 * The words of a text as both catalogue adapters match them: lower case, diacritics folded (`é` → `e`, `ë` → `e`),
 * split at anything that is not a letter or a digit. The same rule as SQLite FTS5's `unicode61 remove_diacritics 2`.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** At most this many words of a search term count: a longer term only narrows a result that is already tiny. */
export const MAX_SEARCH_WORDS = 8;

export function termWords(term: string): string[] {
  return [...new Set(searchWords(term))].slice(0, MAX_SEARCH_WORDS);
}
