import { Controller, Get, NotFoundException, Param, UnauthorizedException } from '@nestjs/common';
import type { AccessStateAnswer, VisitorWishlist } from '@wl/contracts';
import type { WishlistDocument } from '@wl/projections';
import { CurrentSession } from '../platform/http/request-session.js';
import type { Session } from '../platform/http/sessions.js';
import { accessStateOf, viewerOf } from './access-rules.js';
import { ownerFullName, visitorView } from './views.js';
import { WishlistQueries } from './wishlist.queries.js';

/** The visitor's side of a list, by username. */
@Controller('api/Wishlist')
export class WishlistController {
  constructor(private readonly queries: WishlistQueries) {}

  @Get('GetAccessState/:username')
  async accessState(@Param('username') username: string, @CurrentSession() session: Session | null): Promise<AccessStateAnswer> {
    const list = await this.find(username);
    const accessState = accessStateOf(list, list.wishlistId, viewerOf(session));
    return { accessState, fullName: ownerFullName(list), question: accessState === 'Question' ? list.accessQuestion : null };
  }

  /** Only for visitors with access: an owner reads the owner view, which keeps crossed-off gifts hidden. */
  @Get('Get/:username')
  async get(@Param('username') username: string, @CurrentSession() session: Session | null): Promise<VisitorWishlist> {
    const list = await this.find(username);
    if (accessStateOf(list, list.wishlistId, viewerOf(session)) !== 'Access') {
      throw new UnauthorizedException({ problem: 'NoAccess', message: 'No access to this list' });
    }
    return visitorView(await this.queries.content(list), session?.userId ?? null);
  }

  private async find(username: string): Promise<WishlistDocument> {
    const list = username.length <= 50 ? await this.queries.byUsername(username) : null;
    if (!list) throw new NotFoundException({ problem: 'WishlistNotFound', message: 'Not found' });
    return list;
  }
}
