import { Injectable } from '@nestjs/common';
import type { UpdateOccasionRequest, UpdateSettingsRequest } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import {
  AggregateStore,
  appendedEventId,
  type CommandContext,
  type Executed,
} from '../platform/domain/aggregate-store.js';
import { ClaimReleases } from '../platform/domain/claim-releases.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { Failpoints } from '../platform/reactors/failpoints.js';
import { ListGifts } from './list-gifts.workflow.js';
import { birthdayFromOccasion } from './occasion-birthday.js';
import { usernameHolder, WishlistLifecycle } from './wishlist-lifecycle.js';
import {
  requireOwner,
  requireSettingsRights,
  type WishlistCommand,
  wishlistDecider,
  type WishlistEvent,
  type WishlistState,
  wishlistStream,
} from './wishlist.decider.js';

/** One owner edit of a list, as the HTTP calls ask for it. */
export type WishlistChange =
  | { kind: 'title'; title: string | null }
  | { kind: 'description'; description: string | null }
  | ({ kind: 'occasion' } & Omit<UpdateOccasionRequest, 'privateGuid'>)
  | ({ kind: 'settings' } & Omit<UpdateSettingsRequest, 'privateGuid'>)
  | { kind: 'renameCategory'; categoryId: string; name: string }
  | { kind: 'deleteCategory'; categoryId: string }
  | { kind: 'reorderCategories'; categoryIds: string[]; cancelable: boolean }
  | { kind: 'reorderGifts'; categoryId: string; giftIds: string[] }
  | { kind: 'deleteAllGifts' }
  | { kind: 'image'; imageId: string | null; themeId: string | null };

type Result = Pick<Executed<WishlistState, WishlistEvent>, 'position'>;

/**
 * Turns an owner edit into the list's decider command. Personal fields are sealed under the primary owner's key (a
 * settings change without a birthday keeps the list's birthday; the occasion MyBirthday may set it); a
 * new username is claimed before the settings change, and the old one is given free by a step after it that the
 * claims reactor also runs (ClaimReleases), so a crash between the appends still frees it. Deleting a category or all
 * gifts ends the gifts the list's stream holds, and their streams follow (ListGifts).
 */
@Injectable()
export class ChangeWishlistHandler {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly personal: PersonalData,
    private readonly lifecycle: WishlistLifecycle,
    private readonly listGifts: ListGifts,
    private readonly claims: ClaimReleases,
    private readonly failpoints: Failpoints,
  ) {}

  async execute(wishlistId: string, actorId: string, change: WishlistChange, context: CommandContext): Promise<Result> {
    const stream = wishlistStream(wishlistId);
    const { state } = await this.aggregates.load(stream, wishlistDecider);
    // The decider's own check, made early because sealing and claiming come before the decision.
    requireOwner(state, actorId);
    const owner = state.primaryOwnerId!;
    const base = { actorId, wishlistId };
    const run = (command: WishlistCommand) => this.aggregates.execute(stream, wishlistDecider, command, context);
    switch (change.kind) {
      case 'title':
        return run({
          type: 'ChangeTitle',
          ...base,
          personal: await this.personal.seal(owner, { title: change.title || null }),
        });
      case 'description':
        return run({
          type: 'ChangeDescription',
          ...base,
          personal: await this.personal.seal(owner, { description: change.description || null }),
        });
      case 'occasion': {
        const birthday = birthdayFromOccasion(change.occasion, change.occasionDate, await this.birthdayOf(state));
        return run({
          type: 'ChangeOccasion',
          ...base,
          occasion: change.occasion,
          occasionDate: change.occasionDate,
          birthday: birthday ? await this.personal.seal(owner, { birthday }) : null,
        });
      }
      case 'settings':
        return this.changeSettings(state, change, base, context);
      case 'image':
        return run({ type: 'ChangeImage', ...base, imageId: change.imageId, themeId: change.themeId });
      case 'renameCategory':
        return run({ type: 'RenameCategory', ...base, categoryId: change.categoryId, name: change.name });
      case 'deleteCategory':
        return this.endingGifts({ type: 'DeleteCategory', ...base, categoryId: change.categoryId }, context);
      case 'reorderCategories':
        return run({
          type: 'ReorderCategories',
          ...base,
          categoryIds: change.categoryIds,
          cancelable: change.cancelable,
        });
      case 'reorderGifts':
        return run({ type: 'ReorderGifts', ...base, categoryId: change.categoryId, giftIds: change.giftIds });
      case 'deleteAllGifts':
        return this.endingGifts({ type: 'EndAllGifts', ...base }, context);
    }
  }

  private async changeSettings(
    state: WishlistState,
    change: Extract<WishlistChange, { kind: 'settings' }>,
    base: { actorId: string; wishlistId: string },
    context: CommandContext,
  ) {
    requireSettingsRights(state, base.actorId, change.showCrossedOff);
    const usernameIndex = await this.personal.index('username', change.username);
    const renamed = usernameIndex !== state.usernameIndex;
    // Renewed: a claim of this name that a crash left to the reactor to release is taken anew, so its late release frees nothing.
    if (renamed) await this.lifecycle.claimUsername(base.wishlistId, change.username, 'InvalidData', context, true);
    const open = change.accessType === 'OPEN';
    const personal = await this.personal.seal(state.primaryOwnerId!, {
      username: change.username,
      firstName: change.firstName,
      lastName: change.lastName,
      city: change.city ?? null,
      birthday: change.birthday === undefined ? await this.birthdayOf(state) : change.birthday,
      accessQuestion: open ? (change.accessQuestion ?? null) : null,
      accessAnswer: open ? (change.accessAnswer ?? null) : null,
    });
    const stream = wishlistStream(base.wishlistId);
    const idempotencyKey = randomUUID();
    const result = await this.aggregates.execute(
      stream,
      wishlistDecider,
      {
        type: 'ChangeSettings',
        ...base,
        usernameIndex,
        replacesUsernameIndex: state.usernameIndex,
        accessType: change.accessType,
        accessKey: open
          ? await this.lifecycle.accessKey(base.wishlistId, change.accessQuestion ?? null, change.accessAnswer ?? null)
          : null,
        includeInSearchResult: change.includeInSearchResult,
        showCrossedOff: change.showCrossedOff,
        personal,
      },
      { ...context, idempotencyKey },
    );
    if (!renamed) return result;
    this.failpoints.check('change-settings.renamed');
    const after = { eventId: appendedEventId(idempotencyKey, stream, 0), position: result.position!, cause: context };
    await this.claims.releaseReplaced(usernameHolder(base.wishlistId), usernameIndex, after);
    return result;
  }

  /** The list's birthday as its stream last set it (null when none, or erased). */
  private async birthdayOf(state: WishlistState): Promise<string | null> {
    if (!state.birthdaySource) return null;
    return (await this.personal.open<{ birthday?: string | null }>(state.birthdaySource))?.birthday ?? null;
  }

  /** The read models drop the ended gifts with the list's event; the gift streams are ended before the answer too. */
  private async endingGifts(
    command: WishlistCommand & { wishlistId: string },
    context: CommandContext,
  ): Promise<Result> {
    return {
      position: await this.listGifts.complete(await this.listGifts.decide(command.wishlistId, command, context)),
    };
  }
}
