import { Navigate, useParams, type RouteObject } from 'react-router';
import { LotingProblem } from '@wl/contracts';
import { LotHistoryPage } from './LotHistoryPage.js';
import { LotPage } from './LotPage.js';
import { LotingPage } from './LotingPage.js';
import { LotsHomePage } from './LotsHomePage.js';
import { OpenWithOrganizerPage } from './OpenWithOrganizerPage.js';
import { ProblemPage } from './ProblemPage.js';
import { lotPath, problemSegment } from './lotPaths.js';

function OldLotLink() {
  return <Navigate to={lotPath(useParams().guid ?? '')} replace />;
}

const problemPages = (base: string, of: 'lot' | 'loting'): RouteObject[] =>
  LotingProblem.options.map((problem) => ({ path: `${base}/${problemSegment[problem]}`, element: <ProblemPage of={of} problem={problem} /> }));

/** Lots home, organizer view and lot view routes (spec 02 §2.1); the static problem pages outrank the guid routes. */
export const lotViewRoutes: RouteObject[] = [
  { path: 'lootjestrekken', element: <LotsHomePage /> },
  ...problemPages('lootjestrekken/lootje', 'lot'),
  { path: 'lootjestrekken/lootje/:guid', element: <LotPage /> },
  { path: 'lootje/:guid', element: <LotPage /> },
  { path: 'lootjestrekken/lot/:guid', element: <OldLotLink /> },
  ...problemPages('lootjestrekken/loting', 'loting'),
  { path: 'lootjestrekken/loting/getrokken/:manageGuid', element: <LotingPage /> },
  { path: 'lootjestrekken/loting/getrokken/:manageGuid/geschiedenis', element: <LotHistoryPage /> },
  { path: 'loting/:manageGuid', element: <LotingPage /> },
  { path: 'lootjestrekken/loting/open/:publicLotingGuid/:manageGuid?', element: <OpenWithOrganizerPage /> },
];
