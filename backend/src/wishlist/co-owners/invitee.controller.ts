import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Guid, type OwnerInviteInfo } from '@wl/contracts';
import type { AccountDocument } from '@wl/projections';
import { Clock } from '../../platform/domain/clock.js';
import { Problem } from '../../platform/domain/problem.js';
import { OptionalUserId } from '../../platform/http/request-session.js';
import { ZodPipe } from '../../platform/http/zod-body.js';
import type { RunUseCase } from '../../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../../platform/use-case/use-case-route.js';
import { inviteProblem } from '../wishlist.decider.js';
import { WishlistQueries } from '../wishlist.queries.js';
import { acceptExtraOwnerInvite } from './accept-extra-owner-invite/accept-extra-owner-invite.js';
import { CoOwnerQueries } from './co-owner.queries.js';
import { CoOwners, type FoundInvite } from './co-owners.js';

/** What the person opening an invite must do before accepting it, or `None`. */
function callerProblem(found: FoundInvite, account: AccountDocument | null): OwnerInviteInfo['problem'] {
  if (!account) return 'NoLogin';
  if (!account.isAccount) return 'NeedUpgradeToAccount';
  if (found.state.ownerIds.includes(account.userId)) return 'AlreadyOwned';
  return account.firstName && account.lastName ? 'None' : 'NeedAccountFullName';
}

/**
 * The invitee's side (`/i/{guid}`): the guid is the capability, so anyone holding the link reads the invite. 422 with
 * `NotFound` (never made, revoked, or its list deleted), `Expired` or `AlreadyAccepted`, decided on the list's stream.
 */
@Controller('api/Wishlist')
export class InviteeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly coOwners: CoOwners,
    private readonly coOwnerQueries: CoOwnerQueries,
    private readonly queries: WishlistQueries,
    private readonly clock: Clock,
  ) {}

  @Get('OpenInvite/:guid')
  async open(
    @Param('guid', new ZodPipe(Guid)) guid: string,
    @OptionalUserId() userId: string | null,
  ): Promise<OwnerInviteInfo> {
    const found = await this.validInvite(guid);
    const [list, account, name] = await Promise.all([
      this.queries.byId(found.wishlistId),
      userId ? this.queries.account(userId) : null,
      this.coOwnerQueries.inviteeName(found.wishlistId, found.inviteHash),
    ]);
    const username = list?.username ?? '';
    return { name, username, wishlistUrl: `/${username}`, problem: callerProblem(found, account) };
  }

  /** A full account accepts; one without names gives them here (`NeedAccountFullName`), and they are saved first. */
  @Post('AcceptExtraOwnerInvite')
  @HttpCode(204)
  accept(@RunsUseCase(acceptExtraOwnerInvite) command: RunUseCase<typeof acceptExtraOwnerInvite>) {
    return this.commands.execute(command);
  }

  private async validInvite(guid: string): Promise<FoundInvite> {
    const found = await this.coOwners.find(guid);
    const problem = inviteProblem(found.state, found.inviteHash, null, this.clock.now().toISOString());
    if (problem) throw new Problem(problem);
    return found;
  }
}
