import { ModuleRef } from '@nestjs/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appendedEventId } from '../domain/aggregate-store.js';
import type { Decider } from '../domain/decider.js';
import type { ExpectedRevision } from '../event-store/event-store.port.js';
import type { DomainEvent } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import { SessionCookies } from '../http/session-cookies.js';
import { ReadModels } from '../projections/read-models.js';
import { stepContext } from '../reactors/reactor.js';
import { RunUseCase } from './run-use-case.js';
import { StreamWriter } from './stream-writer.js';
import type { AnyUseCase, FollowedUp, Read } from './use-case.js';

/**
 * Runs every use case the same way: locate, load the streams, check, prepare, check again and decide on the states and
 * append to the deciding stream with its expected revision (a conflict reloads that stream, checks and decides
 * again), follow-ups, the browser's session, read your writes, answer.
 */
@CommandHandler(RunUseCase)
export class UseCaseRunner implements ICommandHandler<RunUseCase<AnyUseCase>> {
  private readonly read: Read = (provider) => this.modules.get(provider, { strict: false });

  constructor(
    private readonly aggregates: StreamWriter,
    private readonly readModels: ReadModels,
    private readonly modules: ModuleRef,
  ) {}

  async execute({ useCase, payload, actor, context, browser }: RunUseCase<AnyUseCase>): Promise<unknown> {
    const ids = await useCase.locate(payload, actor, this.read);
    const revisions: Record<string, ExpectedRevision> = {};
    const loaded = Object.fromEntries(
      await Promise.all(
        Object.entries(useCase.streams).map(async ([name, { decider, stream }]) => {
          const { state, revision } = await this.aggregates.load(stream(ids[name]!), decider);
          revisions[name] = revision;
          return [name, { id: ids[name]!, state }] as const;
        }),
      ),
    );
    useCase.check?.(loaded, payload, actor);
    const input: unknown = useCase.prepare
      ? await useCase.prepare(payload, actor, this.read, { located: ids, streams: loaded, context })
      : payload;
    const deciding = useCase.streams[useCase.decides]!;
    const id = ids[useCase.decides]!;
    const decider: Decider<unknown, unknown, DomainEvent> = {
      initialState: deciding.decider.initialState,
      evolve: deciding.decider.evolve,
      decide: (_command, state) => {
        const streams = { ...loaded, [useCase.decides]: { id, state } };
        useCase.check?.(streams, payload, actor);
        return useCase.decide(streams, input, actor);
      },
    };
    // Event ids derive from the command id, so the follow-ups' ids derive from the events.
    const keyed = { ...context, idempotencyKey: context.idempotencyKey ?? context.commandId };
    const streamId = deciding.stream(id);
    // Decided first on the state loaded above (a conflict reloads it): the stream is not read a second time.
    const first = { state: loaded[useCase.decides]!.state, revision: revisions[useCase.decides]! };
    const { events, position, state } = await this.aggregates.execute(
      streamId,
      decider,
      { type: useCase.name },
      keyed,
      first,
    );
    const eventId = events.length > 0 ? appendedEventId(keyed.idempotencyKey, streamId, 0) : null;
    const done = { payload, input, actor, context, events, state, eventId, position };
    const followed: FollowedUp | null =
      useCase.followUps && eventId
        ? await useCase.followUps(done, this.read, (step) => stepContext(eventId, step, context))
        : null;
    if (useCase.session) {
      if (!browser) throw new Error(`${useCase.name} logs a browser in or out: it runs from a route`);
      const cookies = this.read(SessionCookies);
      await useCase.session(
        done,
        {
          current: browser.session,
          start: (userId) => cookies.start(browser.reply as FastifyReply, browser.session, userId),
        },
        this.read,
      );
    }
    if (useCase.readYourWrites !== 'none')
      await this.readModels.settle(
        followed?.position ? followed.position : { position, events },
        useCase.readYourWrites,
      );
    return useCase.answer(done, this.read, followed ?? null);
  }
}
