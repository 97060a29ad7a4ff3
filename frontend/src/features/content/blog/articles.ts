import { useRouteLoaderData } from 'react-router';
import { siteConfigApi } from '../../../api/siteConfigApi.js';
import type { BlogArticle } from '../../../../build/blog-articles.js';

let loading: Promise<BlogArticle[]> | undefined;

/**
 * The articles are a chunk of their own, fetched once when the blog is first visited (by the route's loader, so the
 * pages render with their data).
 */
export function loadArticles(): Promise<BlogArticle[]> {
  loading ??= import('virtual:blog-articles').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The published articles of the site's country variant, in index and pager order (below `blogRoutes`). */
export function useArticles(): BlogArticle[] {
  const variant = siteConfigApi.useGetSiteConfigQuery().data?.variant;
  const articles = useRouteLoaderData<typeof loadArticles>('blog') ?? [];
  return variant ? articles.filter((article) => article.sites.includes(variant)) : [];
}
