import {
  DomainEvent,
  LotDrawnSecret,
  personalSchemas,
  Sealed,
  SupportEvent,
  SupportGiftState,
  SupportLotingState,
  SupportWishlistState,
} from '@wl/contracts';
import { z } from 'zod';
import { looksLikeKey, SEALED, sealCapabilities, SUPPORT_FIELDS } from './support-fields.js';

/** The capabilities and secrets of the log and the views, in one place: each is sealed in every support answer. */
const CAPABILITIES = [
  'crossOffId',
  'privateCrossOffGuid',
  'guid',
  'manageGuid',
  'lotGuid',
  'organizerLot',
  'passwordHash',
];

/** The names of the string fields of a schema, with what support opens in place of a sealed value. */
function stringFields(schema: z.ZodType, name: string, opened: z.ZodType | undefined, into: Set<string>): void {
  if (schema === Sealed) {
    if (opened) stringFields(opened, name, undefined, into);
  } else if (schema instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(schema.shape)) stringFields(field as z.ZodType, key, opened, into);
  } else if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    stringFields(schema.unwrap() as z.ZodType, name, opened, into);
  } else if (schema instanceof z.ZodArray) {
    stringFields(schema.element as z.ZodType, name, opened, into);
  } else if (schema instanceof z.ZodUnion) {
    for (const option of schema.options) stringFields(option as z.ZodType, name, opened, into);
  } else if (schema instanceof z.ZodString) {
    into.add(schema.format === 'uuid' || schema.format === 'guid' ? `${name} (guid)` : name);
  }
}

function fieldsSupportShows(): Set<string> {
  const names = new Set<string>();
  for (const option of DomainEvent.options) {
    const type = option.shape.type.value;
    stringFields(option.shape.data, '', personalSchemas[type as keyof typeof personalSchemas], names);
  }
  stringFields(LotDrawnSecret, '', undefined, names);
  for (const answer of [SupportEvent, SupportWishlistState, SupportGiftState, SupportLotingState])
    stringFields(answer, '', undefined, names);
  return names;
}

describe('support field classification', () => {
  it('classifies every field of the events and of the support answers that looks like a guid, id, code, token or key', () => {
    const unclassified = [...fieldsSupportShows()]
      .filter((field) => field.endsWith(' (guid)') || looksLikeKey(field))
      .map((field) => field.replace(' (guid)', ''))
      .filter((name) => !SUPPORT_FIELDS[name]);
    expect(unclassified).toEqual([]);
  });

  it('lists the capabilities and secrets, and nothing else as one', () => {
    const sealedNames = Object.entries(SUPPORT_FIELDS)
      .filter(([, kind]) => kind === 'capability' || kind === 'secret')
      .map(([name]) => name);
    expect(sealedNames.sort()).toEqual([...CAPABILITIES].sort());
  });

  it('seals capabilities at any depth, every string that holds one, and unclassified key-like fields', () => {
    const invite = '0b6f0d3e-6c3f-4f57-9c5e-6f1f5a9d2b11';
    const answer = {
      giftId: 'gift-1',
      crossOffId: 'c-0f2c',
      personal: { name: 'Bert', guid: invite },
      ownerInvites: [{ guid: invite, url: `https://example.com/i/${invite}`, name: 'Bert' }],
      lots: [{ lotGuid: 'x' }],
      newSecretToken: 'abc',
      description: 'Een boek',
      nothing: null,
    };
    expect(sealCapabilities(answer)).toEqual({
      giftId: 'gift-1',
      crossOffId: SEALED,
      personal: { name: 'Bert', guid: SEALED },
      ownerInvites: [{ guid: SEALED, url: SEALED, name: 'Bert' }],
      lots: [{ lotGuid: SEALED }],
      newSecretToken: SEALED,
      description: 'Een boek',
      nothing: null,
    });
  });
});
