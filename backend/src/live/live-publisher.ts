import type { LiveMessage, LiveMessageName } from '@wl/contracts';

/** Sends a live message to a group: the in-process socket.io server, or an emitter in the projector process. */
export abstract class LivePublisher {
  abstract publish<N extends LiveMessageName>(room: string, name: N, message: LiveMessage<N>): void;

  /** Takes every socket out of a group (in every process); with `memberOf`, only the sockets that are also in that group. */
  abstract leave(room: string, memberOf?: string): void;
}
