import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { confirmedEmailIndex, userDecider, userStream } from '../account/user.decider.js';
import type { AppConfig } from '../platform/config/config.js';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { refusal } from '../platform/http/refusal.js';
import { requestOf } from '../platform/http/request-session.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { APP_CONFIG } from '../platform/tokens.js';

/**
 * The support role: only `SUPPORT_USERS` grants it, by user id, or by an address the account has confirmed by its
 * mailed link. Decided on every call on the user's stream (never a read model that may lag), so an address changed
 * or not yet confirmed refuses the very next call of any session (docs/permissions.md, "Support role").
 */
@Injectable()
export class SupportRole {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
  ) {}

  async has(userId: string | null | undefined): Promise<boolean> {
    if (!userId) return false;
    if (this.config.supportUsers.includes(userId.toLowerCase())) return true;
    const addresses = this.config.supportUsers.filter((entry) => entry.includes('@'));
    if (addresses.length === 0) return false;
    const { state } = await this.aggregates.load(userStream(userId), userDecider);
    const confirmed = confirmedEmailIndex(state);
    if (!confirmed) return false;
    const listed = await Promise.all(addresses.map((address) => this.personal.index('email', address)));
    return listed.includes(confirmed);
  }
}

/** Every support call: 403 `NotSupport` for anyone without the role, logged in or not (docs/support.md). */
@Injectable()
export class SupportGuard implements CanActivate {
  constructor(private readonly role: SupportRole) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (await this.role.has(requestOf(context).session?.userId)) return true;
    throw new ForbiddenException(refusal('NotSupport', 'Support role required'));
  }
}
