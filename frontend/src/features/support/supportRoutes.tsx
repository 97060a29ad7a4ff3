import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/lazyPage.js';

/** The support console (docs/support.md), lazy like every page; the static segments outrank `:kind`. */
export const supportRoutes: RouteObject[] = [
  {
    path: 'beheer',
    ...lazyPage(
      () => import('./SupportSection.js'),
      (m) => <m.SupportSection />,
    ),
    children: [
      {
        index: true,
        ...lazyPage(
          () => import('./SearchPage.js'),
          (m) => <m.SearchPage />,
        ),
      },
      {
        path: 'beheer-taken',
        ...lazyPage(
          () => import('./OperationsPage.js'),
          (m) => <m.OperationsPage />,
        ),
      },
      {
        path: 'winkels',
        ...lazyPage(
          () => import('./ShopsAdminPage.js'),
          (m) => <m.ShopsAdminPage />,
        ),
      },
      {
        path: 'correlatie/:correlationId',
        ...lazyPage(
          () => import('./CorrelationPage.js'),
          (m) => <m.CorrelationPage />,
        ),
      },
      {
        path: ':kind/:id',
        ...lazyPage(
          () => import('./TimelinePage.js'),
          (m) => <m.TimelinePage />,
        ),
      },
    ],
  },
];
