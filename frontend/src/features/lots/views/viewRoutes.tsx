import { Navigate, useParams, type RouteObject } from 'react-router';
import type { LotingProblem } from '@wl/contracts';
import { lazyPage } from '../../../shared/lazyPage.js';
import { LOT_REDONE_PATH, lotPath, problemSegment } from '../../../shared/lotPaths.js';

function OldLotLink() {
  return <Navigate to={lotPath(useParams().guid ?? '')} replace />;
}

const problemPages = (base: string, of: 'lot' | 'loting'): RouteObject[] =>
  (Object.keys(problemSegment) as LotingProblem[]).map((problem) => ({
    path: `${base}/${problemSegment[problem]}`,
    ...lazyPage(
      () => import('./ProblemPage.js'),
      (m) => <m.ProblemPage of={of} problem={problem} />,
    ),
  }));
const lotPage = lazyPage(
  () => import('./LotPage.js'),
  (m) => <m.LotPage />,
);
const lotingPage = lazyPage(
  () => import('./LotingPage.js'),
  (m) => <m.LotingPage />,
);

/**
 * Lots home, organizer view and lot view routes (spec 02 §2.1), each page lazy; the static problem pages outrank the
 * guid routes.
 */
export const lotViewRoutes: RouteObject[] = [
  {
    path: 'lootjestrekken',
    ...lazyPage(
      () => import('./LotsHomePage.js'),
      (m) => <m.LotsHomePage />,
    ),
  },
  ...problemPages('lootjestrekken/lootje', 'lot'),
  {
    path: LOT_REDONE_PATH.slice(1),
    ...lazyPage(
      () => import('./ProblemPage.js'),
      (m) => <m.LotRedonePage />,
    ),
  },
  { path: 'lootjestrekken/lootje/:guid', ...lotPage },
  {
    path: 'lootjestrekken/lootje/:guid/vraag/:questionId',
    ...lazyPage(
      () => import('./AnswerQuestionPage.js'),
      (m) => <m.AnswerQuestionPage />,
    ),
  },
  { path: 'lootje/:guid', ...lotPage },
  { path: 'lootjestrekken/lot/:guid', element: <OldLotLink /> },
  ...problemPages('lootjestrekken/loting', 'loting'),
  { path: 'lootjestrekken/loting/getrokken/:manageGuid', ...lotingPage },
  {
    path: 'lootjestrekken/loting/getrokken/:manageGuid/geschiedenis',
    ...lazyPage(
      () => import('./LotHistoryPage.js'),
      (m) => <m.LotHistoryPage />,
    ),
  },
  { path: 'loting/:manageGuid', ...lotingPage },
  {
    path: 'lootjestrekken/loting/open/:publicLotingGuid/:manageGuid?',
    ...lazyPage(
      () => import('./OpenWithOrganizerPage.js'),
      (m) => <m.OpenWithOrganizerPage />,
    ),
  },
];
