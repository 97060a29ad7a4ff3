import { useMatches } from 'react-router';

/**
 * A route that hides the site footer (spec 01 §2, "hidden in app mode or when the route hides it") carries this as
 * its `handle`: a page meant to fill the screen or the printed sheet, such as the QR code to show or print.
 */
export const hidesFooter = { hideFooter: true } as const;

/** Whether the page shown now asks for no footer. */
export function useRouteHidesFooter(): boolean {
  return useMatches().some((match) => (match.handle as Partial<typeof hidesFooter> | undefined)?.hideFooter === true);
}
