import type { SiteConfig } from '@wl/contracts';
import articles from 'virtual:blog-articles';

export type { BlogArticle } from '../../../../build/blog-articles.js';

/** The published articles of a country variant, in index and pager order. */
export function articlesFor(variant: SiteConfig['variant']) {
  return articles.filter((article) => article.sites.includes(variant));
}
