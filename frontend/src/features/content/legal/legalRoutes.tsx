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

/** The FAQ and the legal pages with their aliases (spec 02 §2.7, §2.9). */
export const legalRoutes: RouteObject[] = [
  { path: 'faq', ...faq },
  { path: 'support', ...faq },
  { path: 'voorwaarden/gebruiksvoorwaarden', ...terms },
  { path: 'about/terms', ...terms },
  { path: 'voorwaarden/privacy', ...privacy },
  { path: 'about/privacy', ...privacy },
  { path: 'voorwaarden/veiligheid', ...safety },
  { path: 'about/safety', ...safety },
  {
    element: <SwitchedRoute name="impressum" />,
    children: [
      {
        path: 'impressum',
        ...lazyPage(
          () => import('./LegalPage.js'),
          (m) => <m.ImpressumPage />,
        ),
      },
    ],
  },
];
