import { type OwnerWishlist, UpdateSettingsRequest } from '@wl/contracts';
import { claimValue } from '../../platform/claims/claim-value.js';
import { ClaimReleases } from '../../platform/domain/claim-releases.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { Failpoints } from '../../platform/reactors/failpoints.js';
import { defineUseCase } from '../../platform/use-case/use-case.js';
import { UseCases } from '../../platform/use-case/use-cases.js';
import { birthdayOf } from '../list-birthday.js';
import { listStream } from '../list.streams.js';
import { listStateOf } from '../owner-edit.js';
import { ownerAnswer } from '../owner-view.js';
import { usernameHolder, WishlistLifecycle } from '../wishlist-lifecycle.js';
import { requireSettingsRights, wishlistDecider } from '../wishlist.decider.js';

/**
 * `POST /api/MyList/UpdateSettings`: username, names, city, birthday, access and findability, in one append on the
 * list's stream (owners; whether owners see cross-offs: the primary owner alone, 422 NotPrimaryOwner). Personal fields
 * are sealed under the primary owner's key (no birthday in the request keeps the list's). A new username is claimed
 * before the append (taken: 422 InvalidData); the old one is given free by the follow-up, which the claims reactor
 * also runs (ClaimReleases), so a crash between the appends still frees it.
 */
export const updateSettings = defineUseCase({
  name: 'ChangeSettings',
  payload: UpdateSettingsRequest,
  login: 'required',
  streams: { list: listStream },
  decides: 'list',
  locate: async ({ privateGuid }) => ({ list: privateGuid }),
  check: ({ list }, request, actor) => requireSettingsRights(list.state, actor.userId, request.showCrossedOff),
  async prepare(request, _actor, read, { located, context }) {
    const wishlistId = located.list;
    const list = await listStateOf(read, wishlistId);
    const personal = read(PersonalData);
    const usernameIndex = await personal.index('username', request.username);
    const renamed = usernameIndex !== list.usernameIndex;
    // Renewed: a claim of this name that a crash left to the reactor to release is taken anew, so its late release frees nothing.
    if (renamed) {
      const claim = { kind: 'username', index: usernameIndex, ownerId: wishlistId, renew: true } as const;
      await read(UseCases).run(claimValue, { ...claim, problemIfTaken: 'InvalidData' }, context);
    }
    const open = request.accessType === 'OPEN';
    const accessQuestion = open ? (request.accessQuestion ?? null) : null;
    const accessAnswer = open ? (request.accessAnswer ?? null) : null;
    return {
      renamed,
      usernameIndex,
      replacesUsernameIndex: list.usernameIndex,
      accessType: request.accessType,
      accessKey: open ? await read(WishlistLifecycle).accessKey(wishlistId, accessQuestion, accessAnswer) : null,
      includeInSearchResult: request.includeInSearchResult,
      showCrossedOff: request.showCrossedOff,
      personal: await personal.seal(list.primaryOwnerId!, {
        username: request.username,
        firstName: request.firstName,
        lastName: request.lastName,
        city: request.city ?? null,
        birthday: request.birthday === undefined ? await birthdayOf(personal, list) : request.birthday,
        accessQuestion,
        accessAnswer,
      }),
    };
  },
  // The username it replaces is the one prepare claimed against: renamed since (another tab), the stream refuses (InvalidData).
  decide: ({ list }, { renamed: _renamed, ...settings }, actor) =>
    wishlistDecider.decide(
      { type: 'ChangeSettings', actorId: actor.userId, wishlistId: list.id, ...settings },
      list.state,
    ),
  async followUps({ payload, input, eventId, position, context }, read) {
    if (!input.renamed) return;
    read(Failpoints).check('change-settings.renamed');
    // WishlistSettingsChanged is the append's only event: the step derives from it, as the reactor's does.
    await read(ClaimReleases).releaseReplaced(usernameHolder(payload.privateGuid), input.usernameIndex, {
      eventId: eventId!,
      position: position!,
      cause: context,
    });
  },
  readYourWrites: 'refuse',
  answer: ({ payload, actor }, read): Promise<OwnerWishlist> => ownerAnswer(read, payload.privateGuid, actor.userId),
});
