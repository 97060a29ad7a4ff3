import { Logger } from '@nestjs/common';
import { type EventOf, t } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CommandContext } from '../../platform/domain/aggregate-store.js';
import { claimValue } from '../../platform/claims/claim-value.js';
import { PersonalData } from '../../platform/personal-data/personal-data.js';
import { Failpoints } from '../../platform/reactors/failpoints.js';
import { stepContext } from '../../platform/reactors/reactor.js';
import { defineUseCase, type Loaded, type Read } from '../../platform/use-case/use-case.js';
import { UseCases } from '../../platform/use-case/use-cases.js';
import { WishlistLifecycle } from '../../wishlist/index.js';
import { listStream } from '../../wishlist/list.streams.js';
import { wishlistDecider } from '../../wishlist/wishlist.decider.js';
import { userOf } from '../user.streams.js';

type Registration = Pick<EventOf<'UserRegistered' | 'UserUpgradedToAccount'>['data'], 'userId' | 'firstWishlist'>;
export type FirstWishlist = NonNullable<Registration['firstWishlist']>;

/** The registration (or upgrade) that names a first list, by its event's id: the list's event ids derive from it. */
interface Named {
  registeredEventId: string;
  userId: string;
  first: FirstWishlist;
}

const streams = { owner: userOf, list: listStream };

/**
 * Due unless the list's stream was ever written (a deleted list keeps its username index in the state, so a first
 * list is never made twice) or the user is gone.
 */
const due = ({ owner, list }: Loaded<typeof streams>, userId: string) =>
  owner.state.userId === userId && !list.state.exists && list.state.usernameIndex === null;

/**
 * An account's first list is decided with its registration: `UserRegistered` (or `UserUpgradedToAccount`) names it
 * (ids, sealed personal data), and this step makes it with event ids derived from that event's id. The request runs
 * it right away (`createFirstWishlistNow`); the first-list reactor runs it again for every registration in the log, so
 * a crash between the two appends still ends with the list, made once (a run racing the other reloads the list on the
 * conflict and finds it made). The username is claimed again first: after a crash the claim check may have released
 * it (its owner, the list, did not exist yet), and the list must hold its name.
 */
export const createFirstWishlist = defineUseCase({
  name: 'CreateFirstWishlist',
  payload: z.custom<Named>(),
  login: 'optional',
  streams,
  decides: 'list',
  locate: async ({ userId, first }) => ({ owner: userId, list: first.wishlistId }),
  async prepare(named, _actor, read, { streams: loaded, context }) {
    if (!due(loaded, named.userId)) return named;
    const { wishlistId, usernameIndex } = named.first;
    await read(UseCases).run(
      claimValue,
      { kind: 'username', index: usernameIndex, ownerId: wishlistId, problemIfTaken: 'UsernameUnavailable' },
      stepContext(named.registeredEventId, 'first-wishlist.username', context),
    );
    return named;
  },
  decide: (loaded, { userId, first }) =>
    !due(loaded, userId)
      ? []
      : wishlistDecider.decide(
          {
            type: 'CreateWishlist',
            wishlist: {
              wishlistId: first.wishlistId,
              publicGuid: first.publicGuid,
              primaryOwnerId: userId,
              usernameIndex: first.usernameIndex,
              accessType: 'PUBLIC',
              includeInSearchResult: false,
              showCrossedOff: false,
              accessKey: null,
              personal: first.personal,
            },
            firstCategory: {
              wishlistId: first.wishlistId,
              categoryId: first.categoryId,
              publicGuid: first.categoryPublicGuid,
              name: t('category.default_name'),
            },
          },
          loaded.list.state,
        ),
  readYourWrites: 'none',
  answer: ({ position }) => ({ position }),
});

/** The context of the step for a registration's event, as both the request and the reactor run it. */
export const firstWishlistContext = (
  registeredEventId: string,
  cause: { correlationId: string; userId: string | null },
) => stepContext(registeredEventId, 'first-wishlist', cause);

/** The step's payload for a registration's event, or null when it names no list. */
export const firstWishlistOf = (registeredEventId: string, registration: Registration): Named | null =>
  registration.firstWishlist && {
    registeredEventId,
    userId: registration.userId,
    first: registration.firstWishlist,
  };

const logger = new Logger('FirstWishlists');

/**
 * The request's own attempt, in the registration's or upgrade's follow-ups: `{ position }` when the list is there,
 * null when making it failed. The account stands either way; the request answers 422 `WishlistFailed` and the
 * first-list reactor makes the list from the event (docs/permissions.md, "WishlistFailed").
 */
export async function createFirstWishlistNow(
  read: Read,
  named: Named,
  cause: CommandContext,
): Promise<{ position: string | null } | null> {
  try {
    read(Failpoints).check('first-wishlist.request');
    return await read(UseCases).run(createFirstWishlist, named, firstWishlistContext(named.registeredEventId, cause));
  } catch (error) {
    logger.warn(`First list of user ${named.userId} not made in the request, left to the reactor: ${String(error)}`);
    return null;
  }
}

/**
 * The username of a registration's first list, claimed for the list in the request's context before the registration
 * names it; returns the username's index.
 */
export async function claimFirstWishlistUsername(
  read: Read,
  wishlistId: string,
  username: string,
  context: CommandContext,
): Promise<string> {
  const index = await read(PersonalData).index('username', username);
  const claim = { kind: 'username', index, ownerId: wishlistId, problemIfTaken: 'UsernameUnavailable' } as const;
  await read(UseCases).run(claimValue, claim, context);
  return index;
}

/** The first list of a new account: public but not findable, visible to whoever gets the link (docs/permissions.md). */
export async function planFirstWishlist(
  read: Read,
  userId: string,
  wishlistId: string,
  usernameIndex: string,
  person: { username: string; firstName: string; lastName: string },
): Promise<FirstWishlist> {
  const personal = await read(WishlistLifecycle).sealPersonal(userId, {
    ...person,
    city: null,
    accessType: 'PUBLIC',
    accessQuestion: null,
    accessAnswer: null,
  });
  return {
    wishlistId,
    publicGuid: randomUUID(),
    usernameIndex,
    categoryId: randomUUID(),
    categoryPublicGuid: randomUUID(),
    personal,
  };
}
