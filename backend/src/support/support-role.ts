import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../platform/config/config.js';
import { refusal } from '../platform/http/refusal.js';
import { requestOf } from '../platform/http/request-session.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { WishlistQueries } from '../wishlist/wishlist.queries.js';

/** The support role: only `SUPPORT_USERS` grants it, by user id or by the account's current e-mail address. */
@Injectable()
export class SupportRole {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, private readonly queries: WishlistQueries) {}

  async has(userId: string | null | undefined): Promise<boolean> {
    if (!userId || this.config.supportUsers.length === 0) return false;
    if (this.config.supportUsers.includes(userId.toLowerCase())) return true;
    const account = await this.queries.account(userId);
    return !!account?.isAccount && !!account.email && this.config.supportUsers.includes(account.email.toLowerCase());
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
