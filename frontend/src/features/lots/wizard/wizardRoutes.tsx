import type { RouteObject } from 'react-router';
import { DetailsStep } from './DetailsStep.js';
import { ExclusionsStep } from './ExclusionsStep.js';
import { GetStartedStep } from './GetStartedStep.js';
import { JustDrawnStep } from './JustDrawnStep.js';
import { OverviewStep } from './OverviewStep.js';
import { ParticipantsStep } from './ParticipantsStep.js';
import { WizardEntry } from './WizardEntry.js';
import { WizardLayout } from './WizardLayout.js';

/** The wizard's routes under /lootjestrekken/loting (spec 02 §2.1). */
export const wizardRoutes: RouteObject[] = [{
  path: 'lootjestrekken/loting',
  element: <WizardLayout />,
  children: [
    { index: true, element: <WizardEntry /> },
    { path: 'getStarted', element: <GetStartedStep /> },
    { path: 'details', element: <DetailsStep /> },
    { path: 'deelnemers', element: <ParticipantsStep /> },
    { path: 'uitsluitingen', element: <ExclusionsStep /> },
    { path: 'overzicht', element: <OverviewStep /> },
    { path: 'getrokken/:manageGuid/net', element: <JustDrawnStep /> },
  ],
}];
