import { Inject, Injectable } from '@nestjs/common';
import { ProfilePersonal, Sealed } from '@wl/contracts';
import type { EventStore } from '../platform/event-store/event-store.port.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { EVENT_STORE } from '../platform/tokens.js';
import { userStream } from './user.decider.js';

export interface UserContact {
  address: string;
  firstName: string;
  emailIndex: string;
  enableCrossOffNotifications: boolean;
}

const sealedOf = (data: unknown) => Sealed.safeParse((data as { personal?: unknown }).personal);

/**
 * How to reach a user, read from their own stream (a reactor may run before the accounts read model has a brand-new
 * user). Null for a user who does not exist, was deleted, or whose key is forgotten.
 */
@Injectable()
export class UserContacts {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore, private readonly personal: PersonalData) {}

  async of(userId: string): Promise<UserContact | null> {
    let contact = null as (Omit<UserContact, 'address' | 'firstName'> & { sealed: Sealed }) | null;
    for (const event of await this.events.readStream(userStream(userId))) {
      const data = event.data as { emailIndex?: string; enableCrossOffNotifications?: boolean };
      const sealed = sealedOf(event.data);
      if ((event.type === 'UserRegistered' || event.type === 'UserUpgradedToAccount' || event.type === 'ProfileChanged') && sealed.success) {
        contact = { enableCrossOffNotifications: contact?.enableCrossOffNotifications ?? true, emailIndex: data.emailIndex!, sealed: sealed.data };
      }
      if (event.type === 'EmailSettingsChanged' && contact) contact = { ...contact, enableCrossOffNotifications: data.enableCrossOffNotifications! };
      if (event.type === 'UserDeleted') contact = null;
    }
    const opened = contact && ProfilePersonal.partial().nullable().parse(await this.personal.open(contact.sealed));
    if (!contact || !opened?.email) return null;
    return { address: opened.email, firstName: opened.firstName ?? '', emailIndex: contact.emailIndex, enableCrossOffNotifications: contact.enableCrossOffNotifications };
  }
}
