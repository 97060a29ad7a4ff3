import type { EventStore } from '../../backend/src/platform/event-store/event-store.port.js';
import { ReadModels } from '../../backend/src/platform/projections/read-models.js';
import { ReactorRunner } from '../../backend/src/platform/reactors/reactor-runner.js';
import { EVENT_STORE } from '../../backend/src/platform/tokens.js';
import type { TestApp } from './test-app.js';

/**
 * Waits until the app's projections and reactors have handled the whole log, including what the reactors appended
 * while it waited: then whatever a reaction would do (a mail queued, an event appended) has been done. Tests wait for
 * this instead of sleeping a while before they check that something happened once, or not at all.
 */
export async function quiescent(t: TestApp, timeoutMs = 30_000): Promise<void> {
  const events = t.app.get<string, EventStore>(EVENT_STORE);
  const reactors = t.app.get(ReactorRunner);
  const types = [...new Set(reactors.followed().flatMap((reactor) => [...reactor.handles]))];
  const deadline = Date.now() + timeoutMs;
  for (let head = await events.head(); ;) {
    const left = Math.max(deadline - Date.now(), 0);
    const handled =
      (await reactors.caughtUp(head, types, left)) &&
      (!t.config.runProjections || (await t.app.get(ReadModels).caughtUp(head, Math.max(deadline - Date.now(), 0))));
    if (!handled) throw new Error(`The reactors and projections did not reach ${head} within ${timeoutMs} ms`);
    const now = await events.head();
    if (now === head) return;
    head = now;
  }
}
