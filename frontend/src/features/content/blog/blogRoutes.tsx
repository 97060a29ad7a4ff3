import type { RouteObject } from 'react-router';
import { BlogSwitch } from './BlogSwitch.js';

/** The blog (spec 02 §2.6); its pages and their articles load as a chunk of their own, only when visited. */
export const blogRoutes: RouteObject[] = [{
  path: 'blog',
  element: <BlogSwitch />,
  children: [
    { index: true, lazy: async () => ({ Component: (await import('./BlogIndexPage.js')).BlogIndexPage }) },
    { path: ':slug', lazy: async () => ({ Component: (await import('./BlogArticlePage.js')).BlogArticlePage }) },
  ],
}];
