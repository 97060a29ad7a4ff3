import type { Provider } from '@nestjs/common';
import { AggregateStore } from '../domain/aggregate-store.js';
import { StreamWriter } from './stream-writer.js';
import { UseCaseRunner } from './use-case-runner.js';
import { UseCases } from './use-cases.js';

/**
 * The runner and what it needs of its own, for a module that runs use cases (the platform module, the feed import's):
 * one store instance, which readers hold as `AggregateStore` (loads only) and the runner as `StreamWriter`.
 */
export const useCaseProviders: Provider[] = [
  StreamWriter,
  { provide: AggregateStore, useExisting: StreamWriter },
  UseCaseRunner,
  UseCases,
];
