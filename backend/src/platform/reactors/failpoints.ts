import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../tokens.js';

/** Thrown by an armed failpoint in `halt` mode: the reactor stops as if the process had died at that step. */
export class Halted extends Error {}

/**
 * Named places in workflows where tests (and only tests, through the FAILPOINTS setting) make a step fail, to show
 * that the workflow still completes exactly once. `name=3` fails the first three passes; `name=halt` stops the
 * reactor there every time, like a crash.
 */
@Injectable()
export class Failpoints {
  private readonly remaining = new Map<string, number | 'halt'>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    for (const [name, value] of Object.entries(config.failpoints)) this.remaining.set(name, value);
  }

  check(name: string): void {
    const left = this.remaining.get(name);
    if (left === undefined) return;
    if (left === 'halt') throw new Halted(`failpoint ${name}`);
    if (left <= 0) return;
    this.remaining.set(name, left - 1);
    throw new Error(`failpoint ${name}`);
  }
}
