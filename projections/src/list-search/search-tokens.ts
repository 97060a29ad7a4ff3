/** Lower case, accents removed, split into words: how names are indexed and how queries are read. */
export function searchTokens(...texts: (string | null | undefined)[]): string[] {
  const words = texts
    .filter((t): t is string => !!t)
    .flatMap((t) =>
      t
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u),
    )
    .filter((w) => w.length > 0);
  return [...new Set(words)];
}
