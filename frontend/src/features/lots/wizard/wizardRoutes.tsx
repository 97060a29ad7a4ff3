import type { RouteObject } from 'react-router';

/** The wizard's routes under /lootjestrekken/loting (spec 02 §2.1). */
export const wizardRoutes: RouteObject[] = [];
