import { openStoredEvent } from '@wl/contracts';
import type { EventOpener, LogEvent, ProjectionEvent } from '@wl/projections';
import type { PersonalData } from '../personal-data/personal-data.js';

/**
 * Opens a stored event for projections and reactors: checked with its version's schema and upcast to the current one
 * (throws InvalidStoredEvent otherwise), then its sealed `personal` field opened; an erased person's data opens as null.
 */
export function eventOpener(personalData: PersonalData): EventOpener {
  return async (event: LogEvent) => {
    const { type, data, metadata } = openStoredEvent(event);
    const opened = 'personal' in data ? { ...data, personal: await personalData.open(data.personal) } : data;
    return { ...event, type, data: opened, metadata } as ProjectionEvent;
  };
}
