import { Injectable } from '@nestjs/common';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { AccountExistence } from '../platform/http/account-existence.js';
import { userDecider, userStream } from './user.decider.js';

/**
 * Decided on the user's stream, never on a read model that may lag (a brand-new user is not logged out), and seeing
 * a deletion made by any process. The folded stream is cached, so a call reads only events appended since.
 */
@Injectable()
export class StreamAccountExistence extends AccountExistence {
  constructor(private readonly aggregates: AggregateStore) {
    super();
  }

  async exists(userId: string): Promise<boolean> {
    return (await this.aggregates.load(userStream(userId), userDecider)).state.userId !== null;
  }
}
