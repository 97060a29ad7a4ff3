import type { Abstract, Type } from '@nestjs/common';
import type { DomainEvent } from '@wl/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../domain/aggregate-store.js';
import type { Decider } from '../domain/decider.js';
import type { IfBehind } from '../projections/read-models.js';
import type { Session } from '../http/sessions.js';

/**
 * What a `decide` is given, as a type: the value with every function in it (a store's or a query object's methods)
 * turned into `never`, so nothing reachable from a decide can read or write anything.
 */
export type Data<T> = T extends (...args: never[]) => unknown
  ? never
  : T extends object
    ? { [K in keyof T]: Data<T[K]> }
    : T;

/** Who calls: the session's user, the access grants it earned by answering lists' questions, the client's address. */
export interface Actor {
  readonly userId: string | null;
  readonly accessGrants: readonly string[];
  /** For per-address rate limits (`request.ip`, which honours TRUST_PROXY). */
  readonly address: string;
}
export type Login = 'required' | 'optional';
/**
 * Read your writes (`ReadModels.settle`): wait for the read models and refuse (or answer anyway) when they stay behind;
 * `none` for a step run by a reactor, a job or another use case, which answers nobody and must not wait on projections.
 */
export type ReadYourWrites = IfBehind | 'none';
/** A use case with `login: 'required'` is answered 401 NotLoggedIn before it runs, so its actor has a user. */
export type ActorOf<L extends Login> = L extends 'required' ? Actor & { readonly userId: string } : Actor;

/** Resolves an injectable of the use case's context (its queries, the personal-data sealer): for every step but check and decide. */
export type Read = <T>(provider: Type<T> | Abstract<T> | symbol) => T;

/** A kind of stream a use case loads: the decider that folds it and its id for an entity id (`wishlistStream`). */
export interface StreamKind<S, E extends DomainEvent> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any command: a use case calls decide itself, with the command it builds
  decider: Decider<S, any, E>;
  stream: (id: string) => string;
}
export const streamKind = <S, E extends DomainEvent>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  decider: Decider<S, any, E>,
  stream: (id: string) => string,
): StreamKind<S, E> => ({ decider, stream });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any state: they vary per stream
export type Streams = Readonly<Record<string, StreamKind<any, DomainEvent>>>;
type StateOf<K> = K extends StreamKind<infer S, infer _E> ? S : never;
type EventOfKind<K> = K extends StreamKind<infer _S, infer E> ? E : never;

/** Which entity each stream is (`locate` returns only these ids; the runner makes them stream ids). */
export type Located<S extends Streams> = { readonly [K in keyof S]: string };
/** The loaded streams, by the names the use case gave them: the entity id and the folded state, as data. */
export type Loaded<S extends Streams> = {
  readonly [K in keyof S]: { readonly id: string; readonly state: Data<StateOf<S[K]>> };
};

/** What the decision did, for the answer and the follow-ups. */
export interface Done<Payload, Input, A, E, State = unknown> {
  payload: Payload;
  input: Input;
  actor: A;
  /** The request's command context (its correlation id and user for the follow-ups' steps). */
  context: CommandContext;
  events: E[];
  /** The deciding stream's state after the append. */
  state: State;
  /** The id of the first appended event (follow-ups derive theirs from it), or null when nothing was appended. */
  eventId: string | null;
  /** The log position of the last appended event, or null when the decision appended nothing. */
  position: string | null;
}

/**
 * The caller's browser session, for a use case's `session` step: who it is now, and logging it in as a user (or out,
 * with null): a new session, its cookie and the hint that the client's anti-forgery token is stale.
 */
export interface BrowserSession {
  readonly current: Session | null;
  start(userId: string | null): Promise<Session>;
}

/**
 * One write (DESIGN decision 18), run by `UseCaseRunner`: `locate` finds the streams (it may read read models, but
 * returns only their entity ids, a new entity's fresh id included); `check` refuses on the loaded states before any
 * effect (and runs again before decide, on the states decide gets); `prepare` makes what the events carry besides
 * the payload (fresh ids, sealed personal data, a name claimed on its own stream in the request's context) and may
 * spend rate-limit points; `decide` decides on the loaded states alone and returns the events for the stream
 * named by `decides` (a conflict on that stream reloads it and decides again); after
 * the append, `followUps` run steps on other streams with ids derived from the appended events, `session` logs the
 * browser in or out and ends other sessions (before the wait, so a refused wait still leaves the session as decided),
 * the read models are awaited by `readYourWrites` (`ReadModels.settle`), and `answer` shapes the answer.
 *
 * `prepare` sees the loaded states (to skip a claim a decision will not need); what the follow-ups return reaches the
 * answer (null when nothing was appended), and its `position`, a later append of theirs, is the one read your writes
 * waits for.
 */
export interface UseCase<
  Payload,
  S extends Streams,
  T extends keyof S,
  Input,
  Answer,
  L extends Login,
  Followed extends FollowedUp = void,
> {
  readonly name: string;
  readonly payload: z.ZodType<Payload>;
  readonly login: L;
  readonly streams: S;
  readonly decides: T;
  locate(payload: Payload, actor: ActorOf<L>, read: Read): Promise<Located<S>>;
  check?(streams: Loaded<S>, payload: Data<Payload>, actor: ActorOf<L>): void;
  prepare?(
    payload: Payload,
    actor: ActorOf<L>,
    read: Read,
    request: { located: Located<S>; streams: Loaded<S>; context: CommandContext },
  ): Promise<Input>;
  decide(streams: Loaded<S>, input: Data<Input>, actor: ActorOf<L>): EventOfKind<S[T]>[];
  followUps?(
    done: DoneOf<Payload, S, T, Input, L>,
    read: Read,
    step: (name: string) => CommandContext,
  ): Promise<Followed>;
  session?(done: DoneOf<Payload, S, T, Input, L>, browser: BrowserSession, read: Read): Promise<void>;
  readonly readYourWrites: ReadYourWrites;
  answer(done: DoneOf<Payload, S, T, Input, L>, read: Read, followed: Followed | null): Answer | Promise<Answer>;
}

/** What follow-ups may hand to the answer; `position`: an append of theirs the answer's read models must show. */
export type FollowedUp = { readonly position: string | null } | void;

type DoneOf<Payload, S extends Streams, T extends keyof S, Input, L extends Login> = Done<
  Payload,
  Input,
  ActorOf<L>,
  EventOfKind<S[T]>,
  StateOf<S[T]>
>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any use case, for the runner and the bus command
export type AnyUseCase = UseCase<any, Streams, string, any, any, Login, any>;
export type PayloadOf<U> =
  U extends UseCase<infer P, infer _S, infer _T, infer _I, infer _A, infer _L, infer _F> ? P : never;
export type AnswerOf<U> =
  U extends UseCase<infer _P, infer _S, infer _T, infer _I, infer A, infer _L, infer _F> ? A : never;

/** Types a use case from its parts: the payload from its schema, the streams' states from their deciders, the input from `prepare`. */
export const defineUseCase = <
  Payload,
  S extends Streams,
  T extends keyof S & string,
  Answer,
  L extends Login,
  Input = Payload,
  Followed extends FollowedUp = void,
>(
  useCase: UseCase<Payload, S, T, Input, Answer, L, Followed>,
) => useCase;
