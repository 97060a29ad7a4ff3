import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { BadRequestAnswer } from '@wl/contracts';
import type { z } from 'zod';

/** Validates a payload against its contract schema; bad input is a 400 `InvalidInput` listing the fields. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    throw invalidInput(result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
}

/** A 400 `InvalidInput` for fields that break a rule, also for rules checked after the schema (with stored data). */
export function invalidInput(fields: NonNullable<BadRequestAnswer['fields']>): BadRequestException {
  const answer: BadRequestAnswer = {
    problem: 'InvalidInput',
    message: 'The request does not match its schema.',
    fields,
  };
  return new BadRequestException(answer);
}
