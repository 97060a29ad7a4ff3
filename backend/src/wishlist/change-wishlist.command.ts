import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UpdateOccasionRequest, UpdateSettingsRequest } from '@wl/contracts';
import { giftDecider, giftStream } from '../gift/gift.decider.js';
import { AggregateStore, type CommandContext, type Executed } from '../platform/domain/aggregate-store.js';
import { Problem } from '../platform/domain/problem.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { WishlistLifecycle } from './wishlist-lifecycle.js';
import { type WishlistCommand, wishlistDecider, type WishlistEvent, type WishlistState, wishlistStream } from './wishlist.decider.js';
import { WishlistQueries } from './wishlist.queries.js';

/** One owner edit of a list, as the HTTP calls ask for it. */
export type WishlistChange =
  | { kind: 'title'; title: string | null }
  | { kind: 'description'; description: string | null }
  | ({ kind: 'occasion' } & Omit<UpdateOccasionRequest, 'privateGuid'>)
  | ({ kind: 'settings' } & Omit<UpdateSettingsRequest, 'privateGuid'>)
  | { kind: 'renameCategory'; categoryId: string; name: string }
  | { kind: 'deleteCategory'; categoryId: string }
  | { kind: 'reorderCategories'; categoryIds: string[] }
  | { kind: 'reorderGifts'; categoryId: string; giftIds: string[] }
  | { kind: 'deleteAllGifts' }
  | { kind: 'image'; imageId: string | null; themeId: string | null };

export class ChangeWishlist {
  constructor(readonly wishlistId: string, readonly actorId: string, readonly change: WishlistChange, readonly context: CommandContext) {}
}

type Result = Executed<WishlistState, WishlistEvent>;

/**
 * Turns an owner edit into the list's decider command. Personal fields are sealed under the primary owner's key; a
 * new username is claimed before the settings change and the old one given free after it.
 */
@CommandHandler(ChangeWishlist)
export class ChangeWishlistHandler implements ICommandHandler<ChangeWishlist, Result> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
    private readonly lifecycle: WishlistLifecycle,
    private readonly queries: WishlistQueries,
  ) {}

  async execute({ wishlistId, actorId, change, context }: ChangeWishlist): Promise<Result> {
    const stream = wishlistStream(wishlistId);
    const { state } = await this.aggregates.load(stream, wishlistDecider);
    if (!state.exists || !state.ownerIds.includes(actorId)) throw new Problem('UserCannotAccessWishlist');
    const owner = state.primaryOwnerId!;
    const base = { actorId, wishlistId };
    const run = (command: WishlistCommand) => this.aggregates.execute(stream, wishlistDecider, command, context);
    switch (change.kind) {
      case 'title':
        return run({ type: 'ChangeTitle', ...base, personal: await this.personal.seal(owner, { title: change.title || null }) });
      case 'description':
        return run({ type: 'ChangeDescription', ...base, personal: await this.personal.seal(owner, { description: change.description || null }) });
      case 'occasion':
        return run({ type: 'ChangeOccasion', ...base, occasion: change.occasion, occasionDate: change.occasionDate });
      case 'settings':
        return this.changeSettings(state, change, base, context);
      case 'image':
        return run({ type: 'ChangeImage', ...base, imageId: change.imageId, themeId: change.themeId });
      case 'renameCategory':
        return run({ type: 'RenameCategory', ...base, categoryId: change.categoryId, name: change.name });
      case 'deleteCategory':
        if (state.categoryIds.length < 2) throw new Problem('LastCategory');
        await this.deleteGifts(actorId, state, (await this.queries.category(change.categoryId))?.giftOrder ?? [], context);
        return run({ type: 'DeleteCategory', ...base, categoryId: change.categoryId });
      case 'reorderCategories':
        return run({ type: 'ReorderCategories', ...base, categoryIds: change.categoryIds });
      case 'reorderGifts':
        return run({ type: 'ReorderGifts', ...base, categoryId: change.categoryId, giftIds: change.giftIds });
      case 'deleteAllGifts': {
        const list = await this.queries.byId(wishlistId);
        const content = list ? await this.queries.content(list) : { categories: [] };
        const position = await this.deleteGifts(actorId, state, content.categories.flatMap((c) => c.gifts.map((g) => g.giftId)), context);
        return { state, events: [], position };
      }
    }
  }

  private async changeSettings(state: WishlistState, change: Extract<WishlistChange, { kind: 'settings' }>, base: { actorId: string; wishlistId: string }, context: CommandContext) {
    const usernameIndex = await this.personal.index('username', change.username);
    const renamed = usernameIndex !== state.usernameIndex;
    if (renamed) await this.lifecycle.claimUsername(base.wishlistId, change.username, 'InvalidData', context);
    const open = change.accessType === 'OPEN';
    const personal = await this.personal.seal(state.primaryOwnerId!, {
      username: change.username, firstName: change.firstName, lastName: change.lastName, city: change.city ?? null,
      birthday: change.birthday ?? null, accessQuestion: open ? change.accessQuestion ?? null : null, accessAnswer: open ? change.accessAnswer ?? null : null,
    });
    const result = await this.aggregates.execute(wishlistStream(base.wishlistId), wishlistDecider, {
      type: 'ChangeSettings', ...base, usernameIndex, accessType: change.accessType,
      accessKey: open ? await this.lifecycle.accessKey(base.wishlistId, change.accessQuestion ?? null, change.accessAnswer ?? null) : null,
      includeInSearchResult: change.includeInSearchResult, showCrossedOff: change.showCrossedOff, personal,
    }, context);
    if (renamed && state.usernameIndex) await this.lifecycle.releaseUsername(base.wishlistId, state.usernameIndex, context);
    return result;
  }

  private async deleteGifts(actorId: string, wishlist: WishlistState, giftIds: string[], context: CommandContext): Promise<string | null> {
    let position: string | null = null;
    for (const giftId of giftIds) {
      // A gift deleted meanwhile is simply skipped.
      const deleted = await this.aggregates.execute(giftStream(giftId), giftDecider, { type: 'DeleteGift', actorId, wishlist }, context)
        .catch((error: unknown) => { if (error instanceof Problem) return null; throw error; });
      position = deleted?.position ?? position;
    }
    return position;
  }
}
