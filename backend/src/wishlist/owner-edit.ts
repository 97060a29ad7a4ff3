import type { OwnerWishlist } from '@wl/contracts';
import type { z } from 'zod';
import { AggregateStore } from '../platform/domain/aggregate-store.js';
import { defineUseCase, type Data, type Read } from '../platform/use-case/use-case.js';
import { listStream } from './list.streams.js';
import { ownerAnswer } from './owner-view.js';
import { requireOwner, type WishlistCommand, wishlistDecider, type WishlistState } from './wishlist.decider.js';

/** The list as its stream stands, for a `prepare` that seals under its primary owner's key or opens what it holds. */
export const listStateOf = async (read: Read, wishlistId: string): Promise<WishlistState> =>
  (await read(AggregateStore).load(listStream.stream(wishlistId), wishlistDecider)).state;

/**
 * An owner's edit of a list named by its private guid, answered with the owner view once the read models have it:
 * decided on the list's stream (not an owner, or no such list: 422 UserCannotAccessWishlist, checked before anything is
 * sealed). `prepare` makes what the event carries from the request and the list as its stream stands; `command` turns
 * that into the list decider's command.
 */
export const defineOwnerEdit = <Payload extends { privateGuid: string }, Input>(edit: {
  name: string;
  payload: z.ZodType<Payload>;
  prepare: (request: Payload, list: WishlistState, read: Read) => Promise<Input>;
  command: (input: Data<Input>, by: { actorId: string; wishlistId: string }) => WishlistCommand;
}) =>
  defineUseCase({
    name: edit.name,
    payload: edit.payload,
    login: 'required',
    streams: { list: listStream },
    decides: 'list',
    locate: async ({ privateGuid }) => ({ list: privateGuid }),
    check: ({ list }, _request, actor) => requireOwner(list.state, actor.userId),
    prepare: async (request, _actor, read, { located }) =>
      edit.prepare(request, await listStateOf(read, located.list), read),
    decide: ({ list }, input, actor) =>
      wishlistDecider.decide(edit.command(input, { actorId: actor.userId, wishlistId: list.id }), list.state),
    readYourWrites: 'refuse',
    answer: ({ payload, actor }, read): Promise<OwnerWishlist> => ownerAnswer(read, payload.privateGuid, actor.userId),
  });
