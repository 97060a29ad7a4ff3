import { Inject, Injectable } from '@nestjs/common';
import { allProjections, type DocumentStore } from '@wl/projections';
import type { EventStore } from '../event-store/event-store.port.js';
import { ReadModels } from '../projections/read-models.js';
import { reactorLane, ReactorRunner } from '../reactors/reactor-runner.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../tokens.js';

/** Counting looks this far into the log past a checkpoint: a lane this far behind is "far behind", and a check stays cheap. */
export const MAX_COUNTED_BEHIND = 100;

export interface LaneLag {
  kind: 'projection' | 'reactor';
  name: string;
  checkpoint: string | null;
  /**
   * Events of the types the lane follows among the next MAX_COUNTED_BEHIND of the log after its checkpoint (a lane
   * keeps its checkpoint at the last event it followed, so other types after it are not lag).
   */
  eventsBehind: number;
}

/** How far each projection and reactor is behind the log (docs/operations.md, "Health" and "Metrics"). */
@Injectable()
export class Lanes {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    private readonly readModels: ReadModels,
    private readonly reactors: ReactorRunner,
  ) {}

  async lag(): Promise<LaneLag[]> {
    const { runner } = this.readModels;
    const projections = allProjections
      .filter((p) => runner.names().includes(p.name))
      .map(async ({ name, handles }): Promise<LaneLag> => {
        const checkpoint = runner.holds(name) ? runner.checkpointOf(name) : await this.store.getCheckpoint(name);
        return { kind: 'projection', name, checkpoint, eventsBehind: await this.behind(checkpoint, handles) };
      });
    const reactors = this.reactors.followed().map(async ({ name, handles }): Promise<LaneLag> => {
      const checkpoint = await this.store.getCheckpoint(reactorLane({ name }));
      return { kind: 'reactor', name, checkpoint, eventsBehind: await this.behind(checkpoint, handles) };
    });
    return Promise.all([...projections, ...reactors]);
  }

  private async behind(checkpoint: string | null, handles: ReadonlySet<string>): Promise<number> {
    return (await this.events.readAll(checkpoint, MAX_COUNTED_BEHIND)).filter((e) => handles.has(e.type)).length;
  }
}
