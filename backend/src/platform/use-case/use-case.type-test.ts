/**
 * Checked by `npm run typecheck`, never run: what the use-case types allow and refuse. Each `@ts-expect-error` fails the
 * type check when the line below it compiles, so these prove that a decide cannot reach the document store or a query
 * object, and that the bus answers with the use case's own answer type.
 */
import type { CommandBus } from '@nestjs/cqrs';
import type { EventOf } from '@wl/contracts';
import type { DocumentStore } from '@wl/projections';
import { z } from 'zod';
import type { CommandContext } from '../domain/aggregate-store.js';
import type { Decider } from '../domain/decider.js';
import { RunUseCase } from './run-use-case.js';
import { defineUseCase, streamKind } from './use-case.js';

type Deleted = EventOf<'WishlistDeleted'>;
const lists: Decider<{ exists: boolean }, never, Deleted> = {
  initialState: { exists: true },
  decide: () => [],
  evolve: () => ({ exists: false }),
};
interface Lookup {
  byId(id: string): Promise<unknown>;
}
/** A decider whose state holds a query object, which no decider should have. */
const leaky: Decider<{ lookup: Lookup | null }, never, Deleted> = {
  initialState: { lookup: null },
  decide: () => [],
  evolve: (state) => state,
};

const parts = {
  name: 'TypeTest',
  payload: z.object({ wishlistId: z.string() }),
  login: 'required' as const,
  streams: { list: streamKind(lists, (id) => `list-${id}`) },
  decides: 'list' as const,
  locate: async ({ wishlistId }: { wishlistId: string }) => ({ list: wishlistId }),
  readYourWrites: 'refuse' as const,
};
const deleted = (wishlistId: string): Deleted => ({ type: 'WishlistDeleted', data: { wishlistId } });

/** A decide on the loaded states, its input and the actor. */
const deleteList = defineUseCase({
  ...parts,
  decide: ({ list }, { wishlistId }, actor) => (list.state.exists && actor.userId ? [deleted(wishlistId)] : []),
  answer: () => ({ deleted: true }),
});

export function typeTests(
  commands: CommandBus,
  documents: DocumentStore,
  actor: { userId: string; accessGrants: string[]; address: string },
  context: CommandContext,
) {
  defineUseCase({
    ...parts,
    // @ts-expect-error a decide takes the loaded streams, its input and the actor: no fourth parameter for a store
    decide: (_streams, _input, _actor, _documents: DocumentStore) => [],
    answer: () => undefined,
  });

  defineUseCase({
    ...parts,
    prepare: async () => ({ documents }),
    // @ts-expect-error what prepare hands to decide is data: a store's methods are `never` there
    decide: (_streams, input) => (void input.documents.find('wishlists', {}), []),
    answer: () => undefined,
  });

  defineUseCase({
    ...parts,
    streams: { list: streamKind(leaky, (id) => `list-${id}`) },
    // @ts-expect-error a state is data too: a query object in it cannot be called
    decide: ({ list }) => (void list.state.lookup?.byId('x'), []),
    answer: () => undefined,
  });

  // What the follow-ups return reaches the answer, typed; null when nothing was appended and no follow-up ran.
  defineUseCase({
    ...parts,
    decide: () => [],
    followUps: async () => ({ position: null, made: true }),
    answer: (_done, _read, followed): boolean => followed?.made ?? false,
  });
  defineUseCase({
    ...parts,
    decide: () => [],
    followUps: async () => ({ position: null, made: true }),
    // @ts-expect-error `followed` may be null
    answer: (_done, _read, followed): boolean => followed.made,
  });
  defineUseCase({
    ...parts,
    decide: () => [],
    // @ts-expect-error a follow-up's value names the position read your writes waits for (null: the decision's)
    followUps: async () => ({ made: true }),
    answer: () => undefined,
  });

  // The bus answers with the use case's answer type, without restating it.
  const answered: Promise<{ deleted: boolean }> = commands.execute(
    new RunUseCase(deleteList, { wishlistId: 'w' }, actor, context),
  );
  // @ts-expect-error not a string
  const wrong: Promise<string> = commands.execute(new RunUseCase(deleteList, { wishlistId: 'w' }, actor, context));
  // @ts-expect-error the payload is the schema's
  const badPayload = new RunUseCase(deleteList, { listId: 'w' }, actor, context);
  return [answered, wrong, badPayload];
}
