/** One difference between two JSON values: where (a JSON path such as `$.categories[0].gifts[publicGuid=…].isCrossedOff`), before and after. */
export interface JsonChange {
  path: string;
  before: unknown;
  after: unknown;
}

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const member = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/**
 * Fields that name an entry of a view's list (a gift, a category, a post, an owner): entries are matched by the
 * first of these every entry on both sides has, distinct and not `"sealed"` (a sealed invite guid names nothing).
 */
const IDENTITIES = ['publicGuid', 'privateGuid', 'publicUserGuid', 'participantId'] as const;

function identityOf(...lists: Json[][]): string | null {
  return (
    IDENTITIES.find((key) =>
      lists.every((list) => {
        const ids = list.map((item) => (isObject(item) ? item[key] : undefined));
        return ids.every((id) => typeof id === 'string' && id !== 'sealed') && new Set(ids).size === ids.length;
      }),
    ) ?? null
  );
}

/**
 * The leaf-most differences between two JSON values, in document order: objects are compared key by key (an added key
 * has `before` undefined, a removed one `after` undefined); lists of entries with an identity (`IDENTITIES`) entry by
 * entry, by that id (`[publicGuid=…]` in the path), so one deleted gift is one removal, not a rename of every gift
 * after it; other arrays index by index; anything else by value.
 */
export function jsonChanges(before: Json, after: Json, path = '$'): JsonChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const identity = identityOf(before, after);
    if (identity)
      return entryChanges(before as Record<string, Json>[], after as Record<string, Json>[], identity, path);
    return Array.from({ length: Math.max(before.length, after.length) }, (_, i) =>
      jsonChanges(before[i], after[i], `${path}[${i}]`),
    ).flat();
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => jsonChanges(before[key], after[key], member(path, key)));
  }
  return Object.is(before, after) ? [] : [{ path, before, after }];
}

/** Entries compared by id: the kept and removed ones in their old order, then the added ones in their new order. */
function entryChanges(
  before: Record<string, Json>[],
  after: Record<string, Json>[],
  identity: string,
  path: string,
): JsonChange[] {
  const afterById = new Map(after.map((entry) => [entry[identity] as string, entry]));
  const beforeIds = new Set(before.map((entry) => entry[identity] as string));
  const at = (id: string) => `${path}[${identity}=${id}]`;
  return [
    ...before.flatMap((entry) => {
      const id = entry[identity] as string;
      const kept = afterById.get(id);
      return kept ? jsonChanges(entry, kept, at(id)) : [{ path: at(id), before: entry, after: undefined }];
    }),
    ...after
      .filter((entry) => !beforeIds.has(entry[identity] as string))
      .map((entry) => ({ path: at(entry[identity] as string), before: undefined, after: entry })),
  ];
}
