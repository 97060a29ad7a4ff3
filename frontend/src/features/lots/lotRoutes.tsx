import type { RouteObject } from 'react-router';
import { SwitchedRoute } from '../../shared/SwitchedRoute.js';
import { lotViewRoutes } from './views/viewRoutes.js';
import { wizardRoutes } from './wizard/wizardRoutes.js';

/** The lot drawing routes (spec 02 §2.1), gone while the site does not draw lots. */
export const lotRoutes: RouteObject[] = [
  { element: <SwitchedRoute name="drawLotsEnabled" />, children: [...wizardRoutes, ...lotViewRoutes] },
];
