import type { RouteObject } from 'react-router';
import { SwitchedRoute } from '../../site/SwitchedRoute.js';
import { FaqPage } from '../faq/FaqPage.js';
import { ImpressumPage, PrivacyPage, SafetyPage, TermsPage } from './LegalPage.js';

/** The FAQ and the legal pages with their aliases (spec 02 §2.7, §2.9). */
export const legalRoutes: RouteObject[] = [
  { path: 'faq', element: <FaqPage /> },
  { path: 'support', element: <FaqPage /> },
  { path: 'voorwaarden/gebruiksvoorwaarden', element: <TermsPage /> },
  { path: 'about/terms', element: <TermsPage /> },
  { path: 'voorwaarden/privacy', element: <PrivacyPage /> },
  { path: 'about/privacy', element: <PrivacyPage /> },
  { path: 'voorwaarden/veiligheid', element: <SafetyPage /> },
  { path: 'about/safety', element: <SafetyPage /> },
  { element: <SwitchedRoute name="impressum" />, children: [{ path: 'impressum', element: <ImpressumPage /> }] },
];
