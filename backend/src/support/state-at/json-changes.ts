/** One difference between two JSON values: where (a JSON path such as `$.categories[0].gifts[1].isCrossedOff`), before and after. */
export interface JsonChange {
  path: string;
  before: unknown;
  after: unknown;
}

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const member = (path: string, key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`);

/**
 * The leaf-most differences between two JSON values, in document order: objects are compared key by key (an added key
 * has `before` undefined, a removed one `after` undefined), arrays index by index, anything else by value.
 */
export function jsonChanges(before: Json, after: Json, path = '$'): JsonChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => jsonChanges(before[i], after[i], `${path}[${i}]`)).flat();
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => jsonChanges(before[key], after[key], member(path, key)));
  }
  return Object.is(before, after) ? [] : [{ path, before, after }];
}
