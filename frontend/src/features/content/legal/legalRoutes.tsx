import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/lazyPage.js';
import { SwitchedRoute } from '../../../shared/SwitchedRoute.js';

const faq = lazyPage(
  () => import('../faq/FaqPage.js'),
  (m) => <m.FaqPage />,
);
const terms = lazyPage(
  () => import('./LegalPage.js'),
  (m) => <m.TermsPage />,
);
const privacy = lazyPage(
  () => import('./LegalPage.js'),
  (m) => <m.PrivacyPage />,
);
const safety = lazyPage(
  () => import('./LegalPage.js'),
  (m) => <m.SafetyPage />,
);

/** The routes of the FAQ and of the legal pages (each with its alias): pages the server renders (`app/serverPages.ts`). */
export const FAQ_ROUTE_IDS = ['faq', 'faq-support'];
export const LEGAL_ROUTE_IDS = [
  'terms',
  'terms-about',
  'privacy',
  'privacy-about',
  'safety',
  'safety-about',
  'impressum',
];

/** The FAQ and the legal pages with their aliases (spec 02 §2.7, §2.9). */
export const legalRoutes: RouteObject[] = [
  { path: 'faq', id: 'faq', ...faq },
  { path: 'support', id: 'faq-support', ...faq },
  { path: 'voorwaarden/gebruiksvoorwaarden', id: 'terms', ...terms },
  { path: 'about/terms', id: 'terms-about', ...terms },
  { path: 'voorwaarden/privacy', id: 'privacy', ...privacy },
  { path: 'about/privacy', id: 'privacy-about', ...privacy },
  { path: 'voorwaarden/veiligheid', id: 'safety', ...safety },
  { path: 'about/safety', id: 'safety-about', ...safety },
  {
    element: <SwitchedRoute name="impressum" />,
    children: [
      {
        path: 'impressum',
        id: 'impressum',
        ...lazyPage(
          () => import('./LegalPage.js'),
          (m) => <m.ImpressumPage />,
        ),
      },
    ],
  },
];
