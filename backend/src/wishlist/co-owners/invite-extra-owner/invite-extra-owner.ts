import { INVITE_VALID_DAYS, InviteExtraOwnerRequest, type NewOwnerInvite } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/domain/clock.js';
import { PersonalData } from '../../../platform/personal-data/personal-data.js';
import { defineUseCase } from '../../../platform/use-case/use-case.js';
import { listStream } from '../../list.streams.js';
import { wishlistDecider } from '../../wishlist.decider.js';
import { CoOwners } from '../co-owners.js';
import { inviteHashOf } from '../invite-links.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /api/WishlistOwner/InviteExtraOwner`: the primary owner invites someone by name and gets the invite's link
 * (422 `NotPrimaryOwner` for a co-owner, `UserCannotAccessWishlist` for anyone else, `TooManyInvites`), decided on the
 * list's stream. The log holds the guid's hash; the guid and name are sealed with the inviter's key.
 */
export const inviteExtraOwner = defineUseCase({
  name: 'InviteExtraOwner',
  payload: InviteExtraOwnerRequest,
  login: 'required',
  streams: { list: listStream },
  decides: 'list',
  locate: async ({ privateWishlistGuid }) => ({ list: privateWishlistGuid }),
  async prepare({ name }, actor, read) {
    const guid: string = randomUUID();
    const now = read(Clock).now();
    return {
      guid,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS).toISOString(),
      personal: await read(PersonalData).seal(actor.userId, { name, guid }),
    };
  },
  decide: ({ list }, { guid, now, expiresAt, personal }, actor) =>
    wishlistDecider.decide(
      {
        type: 'InviteExtraOwner',
        actorId: actor.userId,
        wishlistId: list.id,
        inviteHash: inviteHashOf(guid),
        expiresAt,
        now,
        personal,
      },
      list.state,
    ),
  readYourWrites: 'refuse',
  answer: ({ payload: { name }, input: { guid } }, read): NewOwnerInvite => ({
    guid,
    name,
    url: read(CoOwners).inviteUrl(guid),
  }),
});
