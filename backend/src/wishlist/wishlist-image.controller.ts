import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import {
  SetThemeImageRequest,
  THEME_IMAGES,
  type ThemeImage,
  themeImageUrl,
  type WishlistImageAnswer,
} from '@wl/contracts';
import type { WishlistDocument } from '@wl/projections';
import type { CommandContext } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { CommandCtx } from '../platform/http/command-context.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { Images, InvalidImage } from '../platform/images/images.js';
import { ReadModels } from '../platform/projections/read-models.js';
import { ChangeWishlistHandler } from './change-wishlist.command.js';
import { WishlistQueries } from './wishlist.queries.js';
import { refusal } from '../platform/http/refusal.js';
import { PublicAnswer } from '../platform/http/cache-policy.js';

/** The picture at the top of a list: an uploaded PNG or one of the theme pictures. Owners only. */
@Controller('api/WishlistImage')
export class WishlistImageController {
  constructor(
    private readonly queries: WishlistQueries,
    private readonly changes: ChangeWishlistHandler,
    private readonly readModels: ReadModels,
    private readonly images: Images,
  ) {}

  @Get('GetThemeImages')
  @PublicAnswer()
  themeImages(): ThemeImage[] {
    return THEME_IMAGES.map((id) => ({ id, url: themeImageUrl(id) }));
  }

  @Get('GetWishlistImageUrl/:username')
  async imageUrl(@Param('username') username: string, @CurrentUserId() userId: string): Promise<WishlistImageAnswer> {
    return { imageUrl: (await this.ownedList(username, userId)).imageUrl };
  }

  @Post('SetThemeImage')
  @HttpCode(200)
  async setTheme(
    @Body(new ZodPipe(SetThemeImageRequest)) { id, username }: SetThemeImageRequest,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    return this.change(await this.ownedList(username, userId), userId, null, id, context);
  }

  /** The body is the PNG itself (Content-Type image/png); anything that is not a PNG is refused: InvalidImage. */
  @Post('UploadImage/:username')
  @HttpCode(200)
  async upload(
    @Param('username') username: string,
    @Body() body: unknown,
    @CurrentUserId() userId: string,
    @CommandCtx() context: CommandContext,
  ) {
    const list = await this.ownedList(username, userId);
    if (!Buffer.isBuffer(body)) throw new Problem('InvalidImage');
    const imageId = await this.images.save(list.primaryOwnerId, body, 'upload').catch((error: unknown) => {
      throw error instanceof InvalidImage ? new Problem('InvalidImage') : error;
    });
    return this.change(list, userId, imageId, null, context);
  }

  private async change(
    list: WishlistDocument,
    userId: string,
    imageId: string | null,
    themeId: string | null,
    context: CommandContext,
  ): Promise<WishlistImageAnswer> {
    const result = await this.changes.execute(list.wishlistId, userId, { kind: 'image', imageId, themeId }, context);
    await this.readModels.settle(result.position);
    return { imageUrl: (await this.queries.byId(list.wishlistId))?.imageUrl ?? null };
  }

  private async ownedList(username: string, userId: string): Promise<WishlistDocument> {
    const list = username.length <= 50 ? await this.queries.byUsername(username) : null;
    if (!list || !list.ownerIds.includes(userId)) throw new NotFoundException(refusal('WishlistNotFound', 'Not found'));
    return list;
  }
}
