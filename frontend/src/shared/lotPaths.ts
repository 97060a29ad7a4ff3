import type { LotingProblem } from '@wl/contracts';

export const LOTS_HOME = '/lootjestrekken';
export const WIZARD_START = '/lootjestrekken/loting/getStarted';

export const lotPath = (privateGuid: string) => `/lootjestrekken/lootje/${encodeURIComponent(privateGuid)}`;
export const lotingPath = (manageGuid: string) => `/lootjestrekken/loting/getrokken/${encodeURIComponent(manageGuid)}`;
export const lotingHistoryPath = (manageGuid: string) => `${lotingPath(manageGuid)}/geschiedenis`;
export const redoPath = (manageGuid: string) => `${WIZARD_START}?redo=${encodeURIComponent(manageGuid)}`;

/** The path segment of each problem page (spec 02 §2.1: verwijderd, kapot, nietgevonden). */
export const problemSegment: Record<LotingProblem, string> = {
  Deleted: 'verwijderd',
  NotDrawn: 'kapot',
  NotFound: 'nietgevonden',
};

/** Where an old lot link of a redone draw goes, for a holder who has a lot in the new draw. */
export const LOT_REDONE_PATH = '/lootjestrekken/lootje/opnieuw';
export const lotProblemPath = (problem: LotingProblem) => `/lootjestrekken/lootje/${problemSegment[problem]}`;
export const lotingProblemPath = (problem: LotingProblem) => `/lootjestrekken/loting/${problemSegment[problem]}`;
