import { Link } from 'react-router';
import { t } from '@wl/contracts';
import { pagerItems } from './pager.js';

/** Previous and next arrows around the page numbers of `pagerItems`; `current` counts from 1. */
export function BlogPager({ slugs, current }: { slugs: string[]; current: number }) {
  if (slugs.length < 2) return null;
  const to = (page: number) => `/blog/${slugs[page - 1]}`;
  const arrow = (page: number, label: string, sign: string) =>
    page >= 1 && page <= slugs.length ? (
      <Link className="blog-pager__arrow" to={to(page)} aria-label={label}>
        {sign}
      </Link>
    ) : (
      <span className="blog-pager__arrow blog-pager__arrow--off" aria-hidden="true">
        {sign}
      </span>
    );
  return (
    <nav className="blog-pager" aria-label={t('blog.pager.label')}>
      {arrow(current - 1, t('blog.pager.previous'), '‹')}
      <ol className="blog-pager__pages">
        {pagerItems(current, slugs.length).map((item) =>
          'gap' in item ? (
            <li key={item.gap}>
              <span className="blog-pager__gap" title={t('blog.pager.more')}>
                …
              </span>
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className="blog-pager__page"
                to={to(item.page)}
                aria-label={t('blog.pager.page', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {arrow(current + 1, t('blog.pager.next'), '›')}
    </nav>
  );
}
