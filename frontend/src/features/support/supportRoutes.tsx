import type { RouteObject } from 'react-router';
import { CorrelationPage } from './CorrelationPage.js';
import { OperationsPage } from './OperationsPage.js';
import { SearchPage } from './SearchPage.js';
import { ShopsAdminPage } from './ShopsAdminPage.js';
import { SupportSection } from './SupportSection.js';
import { TimelinePage } from './TimelinePage.js';

/** The support console (docs/support.md); the static segments outrank `:kind`. */
export const supportRoutes: RouteObject[] = [{
  path: 'beheer',
  element: <SupportSection />,
  children: [
    { index: true, element: <SearchPage /> },
    { path: 'beheer-taken', element: <OperationsPage /> },
    { path: 'winkels', element: <ShopsAdminPage /> },
    { path: 'correlatie/:correlationId', element: <CorrelationPage /> },
    { path: ':kind/:id', element: <TimelinePage /> },
  ],
}];
