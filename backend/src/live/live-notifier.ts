import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { ProjectionEvent } from '@wl/projections';
import { ReadModels } from '../platform/projections/read-models.js';
import { LiveFacts } from './live-facts.js';
import { LivePublisher } from './live-publisher.js';
import { liveTargets } from './live-routes.js';

/**
 * Pushes to the live groups after a projection wrote (DESIGN decision 8), each group only what it may see: what each
 * event tells whom is decided in `liveRoutes`, for every event type.
 */
@Injectable()
export class LiveNotifier implements OnModuleInit {
  private readonly logger = new Logger('LiveNotifier');

  constructor(
    private readonly readModels: ReadModels,
    private readonly facts: LiveFacts,
    private readonly publisher: LivePublisher,
  ) {}

  onModuleInit() {
    this.readModels.runner.onApplied((projection, events) => {
      this.dispatch(projection, events).catch((error: unknown) => this.logger.error(error));
    });
  }

  private async dispatch(projection: string, events: ProjectionEvent[]) {
    for (const event of events) {
      for (const target of await liveTargets(event, projection, this.facts)) {
        if (target.kind === 'publish') this.publisher.publish(target.room, target.name, target.message);
        else this.publisher.leave(target.room, target.memberOf);
      }
    }
  }
}
