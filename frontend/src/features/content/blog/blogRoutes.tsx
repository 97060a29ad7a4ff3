import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lazyPage.js';
import { Loading } from '../../../ui/Loading.js';
import { SwitchedRoute } from '../../../shared/SwitchedRoute.js';
import { loadArticles } from './articles.js';

/** The blog's index and article routes: pages the server renders (`app/serverPages.ts`). */
export const BLOG_INDEX_ROUTE_ID = 'blog-index';
export const BLOG_ARTICLE_ROUTE_ID = 'blog-article';

/** The blog (spec 02 §2.6); the fallback shows while a first visit waits for the articles' chunk. */
export const blogRoutes: RouteObject[] = [
  {
    id: 'blog',
    path: 'blog',
    loader: loadArticles,
    hydrateFallbackElement: <Loading />,
    element: <SwitchedRoute name="blog" />,
    children: [
      {
        index: true,
        id: BLOG_INDEX_ROUTE_ID,
        ...lazyPage(
          () => import('./BlogIndexPage.js'),
          (m) => <m.BlogIndexPage />,
        ),
      },
      {
        path: ':slug',
        id: BLOG_ARTICLE_ROUTE_ID,
        ...lazyPage(
          () => import('./BlogArticlePage.js'),
          (m) => <m.BlogArticlePage />,
        ),
      },
    ],
  },
];
