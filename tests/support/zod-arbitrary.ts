import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that zod writes for the contracts' types. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

/** Real values (ids, names, addresses) per property name; `*` for strings under any other name. */
export type Known = Readonly<Record<string, readonly string[]>>;

/**
 * Values of a contract schema's shape: types, lengths, formats, patterns, enums and optional keys (refinements are
 * not followed). zod-fast-check supports zod 3 only, so this goes through zod 4's own JSON Schema export.
 * `known` values are mixed into the strings they fit, so that calls reach real records.
 */
export function arbitraryOf(schema: z.ZodType, known: Known = {}, name = '*'): fc.Arbitrary<unknown> {
  return fromJsonSchema(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema, known, name);
}

/** The top-level keys of an object schema. */
export const keysOf = (schema: z.ZodType): string[] =>
  Object.keys((z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema).properties ?? {});

/** Free strings longer than this add nothing but time. */
const LONGEST_FREE_STRING = 300;

function fromJsonSchema(s: JsonSchema, known: Known, name: string): fc.Arbitrary<unknown> {
  if (s.anyOf) return fc.oneof(...s.anyOf.map((option) => fromJsonSchema(option, known, name)));
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'object': {
      const model = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, value]) => [key, fromJsonSchema(value, known, key)]),
      );
      return fc.record(model, { requiredKeys: s.required ?? [] });
    }
    case 'array':
      return fc.array(fromJsonSchema(s.items ?? {}, known, name), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 10, 10),
      });
    case 'string':
      return stringOf(s, known[name] ?? known['*'] ?? []);
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -(2 ** 31), -(2 ** 31)),
        max: Math.min(s.maximum ?? 2 ** 31, 2 ** 31),
      });
    case 'number':
      return fc.double({ min: s.minimum, max: s.maximum, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}

function stringOf(s: JsonSchema, known: readonly string[]): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Number.MAX_SAFE_INTEGER;
  const pattern = s.pattern === undefined ? null : new RegExp(s.pattern);
  const fits = (v: string) => v.length >= min && v.length <= max && (!pattern || pattern.test(v));
  const shaped =
    s.format === 'uuid'
      ? fc.uuid()
      : s.format === 'email'
        ? fc.emailAddress()
        : pattern
          ? fc.stringMatching(pattern)
          : fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, min + LONGEST_FREE_STRING) });
  const generated = shaped.filter(fits);
  const real = known.filter(fits);
  return real.length === 0
    ? generated
    : fc.oneof({ arbitrary: generated, weight: 1 }, { arbitrary: fc.constantFrom(...real), weight: 2 });
}
