import { Injectable } from '@nestjs/common';
import { AggregateStore, type CommandContext } from '../../platform/domain/aggregate-store.js';
import { Problem } from '../../platform/domain/problem.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { userDecider, userStream } from '../../account/user.decider.js';
import { WishlistQueries } from '../wishlist.queries.js';

/** Gives an account without names (`NeedAccountFullName`) its first and last name, keeping its e-mail address. */
@Injectable()
export class AccountNames {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
    private readonly queries: WishlistQueries,
  ) {}

  async fill(userId: string, names: { firstName: string; lastName: string }, context: CommandContext) {
    const [{ state }, account] = await Promise.all([
      this.aggregates.load(userStream(userId), userDecider),
      this.queries.account(userId),
    ]);
    if (!state.emailIndex || !account?.email) throw new Problem('Other');
    await this.aggregates.execute(
      userStream(userId),
      userDecider,
      {
        type: 'ChangeProfile',
        emailIndex: state.emailIndex,
        personal: await this.personal.seal(userId, { email: account.email, ...names }),
      },
      context,
    );
  }
}
