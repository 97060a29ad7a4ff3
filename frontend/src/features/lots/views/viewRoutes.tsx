import type { RouteObject } from 'react-router';

/** Lots home, organizer view and lot view routes (spec 02 §2.1). */
export const lotViewRoutes: RouteObject[] = [];
