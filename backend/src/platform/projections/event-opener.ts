import { Sealed } from '@wl/contracts';
import type { EventOpener, LogEvent, ProjectionEvent } from '@wl/projections';
import type { PersonalData } from '../personal-data/personal-data.js';

/** Opens the sealed `personal` field of an event for projections; an erased person's data opens as null. */
export function eventOpener(personalData: PersonalData): EventOpener {
  return async (event: LogEvent) => {
    const data = event.data as { personal?: unknown };
    const sealed = Sealed.safeParse(data.personal);
    const opened = sealed.success ? { ...data, personal: await personalData.open(sealed.data) } : data;
    return { ...event, data: opened } as ProjectionEvent;
  };
}
