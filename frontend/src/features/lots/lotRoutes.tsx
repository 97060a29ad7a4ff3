import type { RouteObject } from 'react-router';
import { LotsSwitch } from './LotsSwitch.js';
import { lotViewRoutes } from './views/viewRoutes.js';
import { wizardRoutes } from './wizard/wizardRoutes.js';

/** The lot drawing routes (spec 02 §2.1), gone while the site does not draw lots. */
export const lotRoutes: RouteObject[] = [{ element: <LotsSwitch />, children: [...wizardRoutes, ...lotViewRoutes] }];
