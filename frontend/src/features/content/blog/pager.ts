/** One place in the blog pager: a page number, or an ellipsis for the pages it skips. */
export type PagerItem = { page: number } | { gap: 'before' | 'after' };

/**
 * The numbers of the blog pager (spec 02 §2.6, §9): the current page with `neighbours` pages each side, and the
 * first and last page with an ellipsis for what lies between. An ellipsis that would stand for one page shows
 * that page instead, so the pager is never wider for hiding a page. Pages count from 1.
 */
export function pagerItems(current: number, total: number, neighbours = 2): PagerItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(current, 1), total);
  const from = Math.max(1, page - neighbours);
  const to = Math.min(total, page + neighbours);
  const items: PagerItem[] = [];
  if (from > 1) items.push({ page: 1 });
  if (from === 3) items.push({ page: 2 });
  else if (from > 3) items.push({ gap: 'before' });
  for (let number = from; number <= to; number++) items.push({ page: number });
  if (to === total - 2) items.push({ page: total - 1 });
  else if (to < total - 2) items.push({ gap: 'after' });
  if (to < total) items.push({ page: total });
  return items;
}
