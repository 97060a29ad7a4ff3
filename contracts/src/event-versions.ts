import { z } from 'zod';
import {
  AccessKey,
  CatalogueProductsChanged,
  CrossOffUndone,
  type DomainEvent,
  DomainEvent as DomainEventSchema,
  EventMetadata,
  type EventType,
  GiftAdded,
  GiftCreated,
  LotingCreated,
  LotQuestionAsked,
  SupportAccessRecorded,
  UserRegistered,
  WishlistCreated,
  WishlistSettingsChanged,
} from './events.js';

/**
 * Event versions (DESIGN decision 15). A stored event's shape is never changed in place: a changed shape is a new
 * `schemaVersion` (metadata), and the older version keeps its schema here with an upcaster to the next version.
 * Opening a stored event parses it with the schema of its stored version, upcasts it step by step and so parses it
 * with every later schema, ending with the current one in events.ts. How to add a version: docs/events.md.
 */

/** An older version of an event type's data: its schema as stored, and the step to the next version. */
interface OlderVersion {
  schema: z.ZodType;
  upcast(data: unknown): unknown;
}

/** `_next` is the schema of the version the step leads to: it only types the upcaster's answer. */
function olderVersion<Old extends z.ZodType, Next extends z.ZodType>(
  schema: Old,
  _next: Next,
  upcast: (data: z.output<Old>) => z.input<Next>,
): OlderVersion {
  return { schema, upcast: upcast as (data: unknown) => unknown };
}

/*
 * Version 1 of these types gained fields in place before versions were read; a version-1 event written after such a
 * change already holds the field, so these schemas keep it optional and their upcasters fill it only when absent.
 */
const giftV2 = GiftCreated.shape.data.omit({ product: true });
const giftWithoutImage = olderVersion(giftV2.extend({ imageId: z.string().nullable().optional() }), giftV2, (data) => ({
  ...data,
  imageId: data.imageId ?? null,
}));
// Version 2 gifts were all free gifts: none was made from a catalogue product.
const giftWithoutProduct = olderVersion(giftV2, GiftCreated.shape.data, (data) => ({ ...data, product: null }));
const addedWithoutProduct = olderVersion(
  GiftAdded.shape.data.extend({ gift: giftV2 }),
  GiftAdded.shape.data,
  (data) => ({ ...data, gift: { ...data.gift, product: null } }),
);

const registeredV2 = UserRegistered.shape.data.omit({ extraOwnerInvite: true });

/** The versions before the current one, oldest (version 1) first; a type not named here is at version 1. */
const olderVersions: Partial<Record<EventType, OlderVersion[]>> = {
  WishlistCreated: [
    olderVersion(
      WishlistCreated.shape.data.extend({ accessKey: AccessKey.optional() }),
      WishlistCreated.shape.data,
      (data) => ({ ...data, accessKey: data.accessKey ?? null }),
    ),
  ],
  WishlistSettingsChanged: [
    olderVersion(
      WishlistSettingsChanged.shape.data.extend({
        accessKey: AccessKey.optional(),
        accessEpoch: z.number().int().nonnegative().optional(),
      }),
      WishlistSettingsChanged.shape.data,
      (data) => ({ ...data, accessKey: data.accessKey ?? null, accessEpoch: data.accessEpoch ?? 0 }),
    ),
  ],
  GiftCreated: [giftWithoutImage, giftWithoutProduct],
  // Version 1 registrations made the first list in later steps of the request: they name no list to finish.
  UserRegistered: [
    olderVersion(registeredV2.omit({ firstWishlist: true }), registeredV2, (data) => ({
      ...data,
      firstWishlist: null,
    })),
    // Version 2 registrations accepted no co-owner invite.
    olderVersion(registeredV2, UserRegistered.shape.data, (data) => ({ ...data, extraOwnerInvite: null })),
  ],
  GiftUpdated: [giftWithoutImage, giftWithoutProduct],
  GiftAdded: [addedWithoutProduct],
  // Version 1 undos did not record who undid them: the guid's holder, the giver or not.
  CrossOffUndone: [
    olderVersion(CrossOffUndone.shape.data.omit({ undoneBy: true }), CrossOffUndone.shape.data, (data) => ({
      ...data,
      undoneBy: null,
    })),
  ],
  // Version 1 draws had no budget nor date.
  LotingCreated: [
    olderVersion(LotingCreated.shape.data.omit({ budget: true, date: true }), LotingCreated.shape.data, (data) => ({
      ...data,
      budget: null,
      date: null,
    })),
  ],
  // Version 1 questions had no id: they cannot be answered.
  LotQuestionAsked: [
    olderVersion(LotQuestionAsked.shape.data.omit({ questionId: true }), LotQuestionAsked.shape.data, (data) => ({
      ...data,
      questionId: null,
    })),
  ],
  // Version 1 records went to the subject's stream only: a user read showed that user, other reads are not forwarded.
  SupportAccessRecorded: [
    olderVersion(
      SupportAccessRecorded.shape.data.omit({ personIds: true }),
      SupportAccessRecorded.shape.data,
      (data) => ({
        ...data,
        personIds: data.subjectKind === 'user' && data.subjectId ? [data.subjectId] : [],
      }),
    ),
  ],
  // Version 1 named changed EANs only: products without EAN were not priced by product id yet (issue 27).
  CatalogueProductsChanged: [
    olderVersion(
      CatalogueProductsChanged.shape.data.omit({ productIds: true }),
      CatalogueProductsChanged.shape.data,
      (data) => ({ ...data, productIds: [] }),
    ),
  ],
};

/** Per stored type, the data schema of each version (index 0 is version 1); only the older ones upcast. */
const versionsByType = new Map<string, { schema: z.ZodType; upcast?: (data: unknown) => unknown }[]>(
  DomainEventSchema.options.map((option) => [
    option.shape.type.value,
    [...(olderVersions[option.shape.type.value] ?? []), { schema: option.shape.data }],
  ]),
);

/** The version each event type is appended with now. */
export const eventSchemaVersions = Object.fromEntries(
  [...versionsByType].map(([type, versions]) => [type, versions.length]),
) as Record<EventType, number>;

/** A stored event that cannot be opened: unknown type or version, or data its version's schema refuses (a poison event). */
export class InvalidStoredEvent extends Error {
  constructor(
    readonly eventId: string,
    readonly eventType: string,
    readonly reason: string,
  ) {
    super(`Stored event ${eventId} (${eventType}) cannot be opened: ${reason}`);
    this.name = 'InvalidStoredEvent';
  }
}

/** An event as the log holds it. */
export interface StoredEvent {
  eventId: string;
  type: string;
  data: unknown;
  metadata: unknown;
}

/** A stored event checked and upcast: its data in the current shape, its metadata as stored. */
export type CheckedEvent = DomainEvent & { metadata: EventMetadata };

/** Parses a stored event with the schema of its version, upcasts it to the current version and parses it there. */
export function openStoredEvent(stored: StoredEvent): CheckedEvent {
  const refuse = (reason: string) => new InvalidStoredEvent(stored.eventId, stored.type, reason);
  const versions = versionsByType.get(stored.type);
  if (!versions) throw refuse('unknown event type');
  const metadata = EventMetadata.safeParse(stored.metadata);
  if (!metadata.success) throw refuse(`metadata: ${z.prettifyError(metadata.error)}`);
  const version = metadata.data.schemaVersion;
  if (version < 1 || version > versions.length)
    throw refuse(`unknown schema version ${version} (known: 1 to ${versions.length})`);
  let data = stored.data;
  for (let v = version; ; v++) {
    const { schema, upcast } = versions[v - 1]!;
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw refuse(`version ${v}: ${z.prettifyError(parsed.error)}`);
    if (!upcast) return { type: stored.type, data: parsed.data, metadata: metadata.data } as CheckedEvent;
    data = upcast(parsed.data);
  }
}
