import { AcceptExtraOwnerInviteRequest } from '@wl/contracts';
import { userOf } from '../../../account/user.streams.js';
import { Clock } from '../../../platform/domain/clock.js';
import { Problem } from '../../../platform/domain/problem.js';
import { PersonalData } from '../../../platform/personal-data/personal-data.js';
import { defineUseCase } from '../../../platform/use-case/use-case.js';
import { UseCases } from '../../../platform/use-case/use-cases.js';
import { listStream } from '../../list.streams.js';
import { wishlistDecider } from '../../wishlist.decider.js';
import { WishlistQueries } from '../../wishlist.queries.js';
import { CoOwners } from '../co-owners.js';
import { inviteHashOf } from '../invite-links.js';
import { acceptanceProblem } from './acceptance-problem.js';
import { nameInvitee } from './name-invitee.js';

/**
 * `POST /api/Wishlist/AcceptExtraOwnerInvite`: the link's guid is the capability; a logged-in full account becomes an
 * owner of the invite's list. 422 with the invite's problem (`NotFound`, `AlreadyAccepted`, `Expired`) or the caller's
 * (`NoLogin`, `NeedUpgradeToAccount`, `AlreadyOwned`), decided on the list's and the user's streams; an account without
 * names gives them here (`NeedAccountFullName` when it does not), and they are saved first.
 */
export const acceptExtraOwnerInvite = defineUseCase({
  name: 'AcceptExtraOwnerInvite',
  payload: AcceptExtraOwnerInviteRequest,
  login: 'optional',
  streams: { list: listStream, user: userOf },
  decides: 'list',
  // Without a login the user's stream is an empty one: decide refuses NoLogin once the invite's own problems are told.
  locate: async ({ invitationGuid }, actor, read) => ({
    list: await read(CoOwners).listOf(inviteHashOf(invitationGuid)),
    user: actor.userId ?? '',
  }),
  /** Whether the account has names is in the accounts read model only (the stream holds them sealed). */
  async prepare({ invitationGuid, firstName, lastName }, actor, read, { located, context }) {
    const inviteHash = inviteHashOf(invitationGuid);
    const now = read(Clock).now().toISOString();
    const account = actor.userId ? await read(WishlistQueries).account(actor.userId) : null;
    if (!account || (account.firstName && account.lastName)) return { inviteHash, now, named: Boolean(account) };
    if (!firstName || !lastName) return { inviteHash, now, named: false };
    if (!account.email) throw new Problem('Other');
    const personal = await read(PersonalData).seal(account.userId, { email: account.email, firstName, lastName });
    await read(UseCases).run(
      nameInvitee,
      { userId: account.userId, wishlistId: located.list, inviteHash, now, personal },
      context,
    );
    return { inviteHash, now, named: true };
  },
  decide({ list, user }, { inviteHash, now, named }, actor) {
    const problem = acceptanceProblem(list.state, user.state, inviteHash, actor.userId, now);
    if (problem) throw new Problem(problem);
    if (!named) throw new Problem('NeedAccountFullName');
    return wishlistDecider.decide(
      { type: 'AcceptExtraOwnerInvite', userId: actor.userId!, wishlistId: list.id, inviteHash, now },
      list.state,
    );
  },
  readYourWrites: 'refuse',
  answer: () => undefined,
});
