import { NotFoundException } from '@nestjs/common';
import type { WishlistImageAnswer } from '@wl/contracts';
import type { z } from 'zod';
import { refusal } from '../platform/http/refusal.js';
import { defineUseCase, type Read } from '../platform/use-case/use-case.js';
import { listStream } from './list.streams.js';
import { listStateOf } from './owner-edit.js';
import { isOwner, wishlistDecider, type WishlistState } from './wishlist.decider.js';
import { WishlistQueries } from './wishlist.queries.js';

const notFound = () => new NotFoundException(refusal('WishlistNotFound', 'Not found'));

/** The picture a list shows: an uploaded one's id, or a theme picture's. */
export interface ListImage {
  imageId: string | null;
  themeId: string | null;
}

/**
 * A change of the picture at the top of a list named by its username: the read model finds the list, its stream
 * decides that the caller owns it (404 WishlistNotFound otherwise, as for an unknown name), before `image` makes the
 * picture. Answered with the picture's address once the read models have it.
 */
export const defineImageChange = <Payload extends { username: string }>(change: {
  name: string;
  payload: z.ZodType<Payload>;
  image: (request: Payload, list: WishlistState, read: Read) => Promise<ListImage>;
}) =>
  defineUseCase({
    name: change.name,
    payload: change.payload,
    login: 'required',
    streams: { list: listStream },
    decides: 'list',
    async locate({ username }, _actor, read) {
      const list = username.length <= 50 ? await read(WishlistQueries).byUsername(username) : null;
      if (!list) throw notFound();
      return { list: list.wishlistId };
    },
    check({ list }, _request, actor) {
      if (!list.state.exists || !isOwner(list.state, actor.userId)) throw notFound();
    },
    prepare: async (request, _actor, read, { located }) => ({
      wishlistId: located.list,
      ...(await change.image(request, await listStateOf(read, located.list), read)),
    }),
    decide: ({ list }, { imageId, themeId }, actor) =>
      wishlistDecider.decide(
        { type: 'ChangeImage', actorId: actor.userId, wishlistId: list.id, imageId, themeId },
        list.state,
      ),
    readYourWrites: 'refuse',
    answer: async ({ input }, read): Promise<WishlistImageAnswer> => ({
      imageUrl: (await read(WishlistQueries).byId(input.wishlistId))?.imageUrl ?? null,
    }),
  });
