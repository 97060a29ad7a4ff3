import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lazyPage.js';

/** The wizard's start, the lots landing page: a page the server renders (`app/serverPages.ts`). */
export const LOTS_LANDING_ROUTE_ID = 'lots-landing';

/** The wizard's routes under /lootjestrekken/loting (spec 02 §2.1); the layout and each step are lazy. */
export const wizardRoutes: RouteObject[] = [
  {
    path: 'lootjestrekken/loting',
    ...lazyPage(
      () => import('./WizardLayout.js'),
      (m) => <m.WizardLayout />,
    ),
    children: [
      {
        index: true,
        ...lazyPage(
          () => import('./WizardEntry.js'),
          (m) => <m.WizardEntry />,
        ),
      },
      {
        path: 'getStarted',
        id: LOTS_LANDING_ROUTE_ID,
        ...lazyPage(
          () => import('./GetStartedStep.js'),
          (m) => <m.GetStartedStep />,
        ),
      },
      {
        path: 'details',
        ...lazyPage(
          () => import('./DetailsStep.js'),
          (m) => <m.DetailsStep />,
        ),
      },
      {
        path: 'deelnemers',
        ...lazyPage(
          () => import('./ParticipantsStep.js'),
          (m) => <m.ParticipantsStep />,
        ),
      },
      {
        path: 'uitsluitingen',
        ...lazyPage(
          () => import('./ExclusionsStep.js'),
          (m) => <m.ExclusionsStep />,
        ),
      },
      {
        path: 'overzicht',
        ...lazyPage(
          () => import('./OverviewStep.js'),
          (m) => <m.OverviewStep />,
        ),
      },
      {
        path: 'getrokken/:manageGuid/net',
        ...lazyPage(
          () => import('./JustDrawnStep.js'),
          (m) => <m.JustDrawnStep />,
        ),
      },
    ],
  },
];
