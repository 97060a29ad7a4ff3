import type { LiveMessage, LiveMessageName } from '@wl/contracts';

/** Sends a live message to a group: the in-process socket.io server, or an emitter in the projector process. */
export abstract class LivePublisher {
  abstract publish<N extends LiveMessageName>(room: string, name: N, message: LiveMessage<N>): void;

  /** Takes every socket out of a group (in every process). */
  abstract leave(room: string): void;
}
