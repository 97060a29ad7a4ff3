import { Injectable } from '@nestjs/common';
import { ProfilePersonal } from '@wl/contracts';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { userDecider, userStream } from './user.decider.js';

export interface UserContact {
  address: string;
  firstName: string;
  emailIndex: string;
  enableCrossOffNotifications: boolean;
}

/**
 * How to reach a user, from their own stream folded by the user decider (a reactor may run before the accounts read
 * model has a brand-new user). Null for a user who does not exist, was deleted, or whose key is forgotten.
 */
@Injectable()
export class UserContacts {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
  ) {}

  async of(userId: string): Promise<UserContact | null> {
    const { state } = await this.aggregates.load(userStream(userId), userDecider);
    if (!state.userId || !state.emailIndex || !state.profile) return null;
    const opened = ProfilePersonal.partial()
      .nullable()
      .parse(await this.personal.open(state.profile));
    if (!opened?.email) return null;
    return {
      address: opened.email,
      firstName: opened.firstName ?? '',
      emailIndex: state.emailIndex,
      enableCrossOffNotifications: state.emailSettings.enableCrossOffNotifications,
    };
  }
}
