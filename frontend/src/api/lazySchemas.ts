import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type * as Schemas from './contractSchemas.js';

export type ContractSchemas = typeof Schemas;
type SchemaName = {
  [K in keyof ContractSchemas]: ContractSchemas[K] extends z.ZodType ? K : never;
}[keyof ContractSchemas];
/** A Standard Schema (what RTK Query's `responseSchema` takes) that checks like the named contract schema. */
type LazySchema<K extends SchemaName> = {
  readonly '~standard': Pick<ContractSchemas[K]['~standard'], 'version' | 'vendor' | 'validate'>;
};

let loading: Promise<ContractSchemas> | undefined;

/** The schemas chunk (with zod), fetched once; a failed fetch is tried again on the next call. */
export function loadContractSchemas(): Promise<ContractSchemas> {
  loading ??= import('./contractSchemas.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * An RTK Query `responseSchema` that checks an answer with the contract's schema once the schemas chunk is in.
 * Standard Schema lets `validate` answer a promise, which RTK Query awaits; a page rendered on the server hydrates
 * from the answers in its HTML without checking them again, so its first paint does not wait for the chunk.
 */
export function answerSchema<K extends SchemaName>(name: K): LazySchema<K> {
  return {
    '~standard': {
      version: 1,
      vendor: 'wl-contracts',
      validate: async (value: unknown) => (await loadContractSchemas())[name]['~standard'].validate(value),
    },
  } as LazySchema<K>;
}

/**
 * The schemas for a form's messages while it renders: null until the chunk is in (it is fetched when the form first
 * shows, after the page's first paint). A submit awaits `loadContractSchemas` itself.
 */
export function useContractSchemas(): ContractSchemas | null {
  const [schemas, setSchemas] = useState<ContractSchemas | null>(null);
  useEffect(() => {
    let mounted = true;
    loadContractSchemas().then(
      (loaded) => mounted && setSchemas(loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return schemas;
}
