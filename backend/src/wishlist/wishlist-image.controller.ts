import { Controller, Get, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { THEME_IMAGES, type ThemeImage, themeImageUrl, type WishlistImageAnswer } from '@wl/contracts';
import type { WishlistDocument } from '@wl/projections';
import { PublicAnswer } from '../platform/http/cache-policy.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { refusal } from '../platform/http/refusal.js';
import { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { setThemeImage } from './set-theme-image/set-theme-image.js';
import { uploadImage } from './upload-image/upload-image.js';
import { WishlistQueries } from './wishlist.queries.js';

/** The picture at the top of a list: an uploaded PNG or one of the theme pictures. Owners only. */
@Controller('api/WishlistImage')
export class WishlistImageController {
  constructor(
    private readonly queries: WishlistQueries,
    private readonly commands: CommandBus,
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
  setTheme(@RunsUseCase(setThemeImage) command: RunUseCase<typeof setThemeImage>) {
    return this.commands.execute(command);
  }

  /** The body is the PNG itself (Content-Type image/png): the use case gets it beside the path's username as `upload`. */
  @Post('UploadImage/:username')
  @HttpCode(200)
  upload(@RunsUseCase(uploadImage, 'upload') command: RunUseCase<typeof uploadImage>) {
    return this.commands.execute(command);
  }

  private async ownedList(username: string, userId: string): Promise<WishlistDocument> {
    const list = username.length <= 50 ? await this.queries.byUsername(username) : null;
    if (!list || !list.ownerIds.includes(userId)) throw new NotFoundException(refusal('WishlistNotFound', 'Not found'));
    return list;
  }
}
