import fc from 'fast-check';

/** Larger than the 6 MB body limit. */
export const TEN_MB = 'x'.repeat(10 * 1024 * 1024);
/** Under the body limit, so it reaches validation and the handlers. */
const ONE_MB = 'y'.repeat(1024 * 1024);

/** Strings attackers send: control characters, bidi overrides, lone surrogates, NaN-likes, injections, a lot of text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\r\n\r\n',
    '\u001b[31m',
    '\u0008\u007f',
    'abc\u202Egpj.exe',
    '\u202D\u2066\u200F',
    '\uFEFF',
    '\u200B',
    'a\u2028b',
    '\u00AD',
    '\u3164',
    '\u2800',
    '\u{E0041}',
    'a\u200D',
    '\u200C',
    '\uD800',
    '\uDFFF\uD800',
    '\uFFFF',
    'NaN',
    'Infinity',
    '-Infinity',
    '-0',
    '1e999',
    '0x1F',
    'null',
    'undefined',
    'true',
    '__proto__',
    'constructor',
    'prototype',
    '../../../etc/passwd',
    '..\\..\\windows',
    '%00',
    '%',
    '%zz',
    '<script>alert(1)</script>',
    "' OR '1'='1' --",
    '{"$gt":""}',
    '${7*7}',
    '{{7*7}}',
    'user:pass@host',
    'javascript:alert(1)',
    'https://a:b@evil.example/',
    '2023-02-30',
    '0000-00-00',
    '9999-99-99',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    'a'.repeat(65_536),
    ONE_MB,
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
);

/** Nested `depth` times: arrays or objects where the schema expects something flat. */
export const deeplyNested = (depth: number, kind: 'array' | 'object'): string =>
  kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** A value of any wrong type, or a right type with a value nobody expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(0, -1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 1, 2 ** 64, Number.MIN_VALUE, true, false, null, [], {}),
  fc.integer(),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 5 }),
);

/** JSON text with keys that poison prototypes when a parser or merge follows them. */
export function withPrototypeKeys(valid: unknown): fc.Arbitrary<string> {
  const rest = valid && typeof valid === 'object' && !Array.isArray(valid) ? JSON.stringify(valid).slice(1, -1) : '';
  const tail = rest ? `,${rest}}` : '}';
  return fc.constantFrom(
    `{"__proto__":{"isAdmin":true,"userId":"x"}${tail}`,
    `{"constructor":{"prototype":{"isAdmin":true}}${tail}`,
    `{"prototype":{"polluted":1}${tail}`,
    `{"__proto__":null${tail}`,
  );
}

/** Bodies that are not JSON at all, or not the JSON they claim to be. */
export const brokenJson: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'undefined',
  'NaN',
  '[1,2',
  '"\\ud800"',
  '\uFEFF{}',
  '{"a":"\u0000"}',
  '{"a":1}{"a":2}',
  '{"a":"\\u0000"}',
  '{"a":' + '9'.repeat(400) + '}',
  '{"a":1e999}',
  deeplyNested(100_000, 'array'),
  deeplyNested(50_000, 'object'),
);

/** Content types the server does not read as JSON (and the PNG one it reads as bytes). */
export const wrongContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'image/png',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/octet-stream',
  ';;;',
  'application/json, text/html',
);
