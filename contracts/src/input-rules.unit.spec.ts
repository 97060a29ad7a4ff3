import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CreateAccountRequest } from './new-password-requests.js';
import { CalendarDate, FirstName, lineText, multiLineText, Username } from './fields.js';
import { CategoryCreateRequest, GiftEditRequest } from './gift.js';
import { SendWishlistRequest } from './recipients.js';
import { isReservedUsername, RESERVED_USERNAMES } from './reserved-usernames.js';
import {
  CreateForumPostRequest,
  UpdateDescriptionRequest,
  UpdateSettingsRequest,
  UpdateTitleRequest,
} from './wishlist.js';

const guid = '7a0c3f51-7d5e-4c59-9d1b-2f4f4f0e2b11';
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('CalendarDate', () => {
  it.each(['2024-02-29', '1800-02-01', '9999-12-31', '2023-12-31'])('accepts the real day %s', (day) => {
    expect(CalendarDate.safeParse(day).success).toBe(true);
  });

  it.each(['2023-02-29', '2023-02-30', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00', '1900-02-29'])(
    'refuses the impossible day %s',
    (day) => {
      expect(messages(CalendarDate.safeParse(day))).toContain('validation.date.invalid');
    },
  );

  it.each(['1800-01-31', '1799-12-31', '0000-01-01'])('refuses %s before the earliest day', (day) => {
    expect(messages(CalendarDate.safeParse(day))).toContain('validation.date.out_of_range');
  });

  it('is the rule of the occasion date and the birthday', () => {
    const settings = {
      privateGuid: guid,
      username: 'anneke',
      firstName: 'An',
      lastName: 'Smet',
      accessType: 'PUBLIC',
      includeInSearchResult: false,
      showCrossedOff: false,
    };
    expect(UpdateSettingsRequest.safeParse({ ...settings, birthday: '1990-02-28' }).success).toBe(true);
    expect(UpdateSettingsRequest.safeParse({ ...settings, birthday: '1990-02-30' }).success).toBe(false);
  });
});

describe('reserved usernames', () => {
  it.each([
    'account',
    'api',
    'assets',
    'friends',
    'crossedoff',
    'lootjestrekken',
    'blog',
    'faq',
    'contact',
    'winkels',
    'themes',
    'mylist',
    'list',
    'error',
    'dev',
    'voorwaarden',
    'signalr',
    'API',
    ' Account ',
  ])('refuses %j', (name) => {
    expect(messages(Username.safeParse(name))).toContain('validation.username.reserved');
  });

  it('accepts names that merely start like a route', () => {
    for (const name of ['accounting', 'api-fan', 'blogger', 'devi', 'anneke'])
      expect(Username.safeParse(name).success).toBe(true);
  });

  it('holds for account creation', () => {
    const account = {
      email: 'an@example.com',
      username: 'faq',
      firstName: 'An',
      lastName: 'Smet',
      password: 'een-goed-wachtwoord',
    };
    expect(messages(CreateAccountRequest.safeParse(account))).toContain('validation.username.reserved');
  });

  const root = join(__dirname, '..', '..');
  it('lists every first path segment of the frontend router', () => {
    const router =
      readFileSync(join(root, 'frontend', 'src', 'app', 'router.tsx'), 'utf8') +
      readFileSync(join(root, 'frontend', 'src', 'features', 'content', 'legal', 'legalRoutes.tsx'), 'utf8');
    const paths = [...router.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
    const segments = paths
      .map((path) => path.split('/')[0]!)
      .filter((segment) => !segment.startsWith(':') && segment !== '*');
    expect(segments.length).toBeGreaterThan(15);
    expect(segments.filter((segment) => !isReservedUsername(segment))).toEqual([]);
  });

  it('lists every folder the built frontend serves from the site root', () => {
    const folders = readdirSync(join(root, 'frontend', 'public'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...folders, 'assets'].filter((folder) => !RESERVED_USERNAMES.includes(folder))).toEqual([]);
  });
});

describe('hidden characters in user text', () => {
  const bad = () => 'evil\u202Egpj.exe';
  const hostile = [
    '\u202E',
    '\u202A',
    '\u2066',
    '\u2069',
    '\u200F',
    '\u0000',
    '\u0007',
    '\u001B',
    '\u007F',
    '\u0085',
    '\u009B',
  ];

  it.each(hostile.map((c) => [c.codePointAt(0)!.toString(16)]))('refuses U+%s on one line and in a text', (hex) => {
    const text = `An${String.fromCodePoint(parseInt(hex, 16))}na`;
    expect(messages(lineText().safeParse(text))).toEqual(['validation.text.hidden_characters']);
    expect(messages(multiLineText().safeParse(text))).toEqual(['validation.text.hidden_characters']);
  });

  it('keeps tab and line breaks in a text that spans lines only', () => {
    expect(multiLineText().safeParse('Eerste regel\r\nTweede\tregel').success).toBe(true);
    expect(lineText().safeParse('Eerste regel\nTweede').success).toBe(false);
    expect(lineText().safeParse('Zoë Çelik 🎁 👨‍👩‍👧 שלום').success).toBe(true);
  });

  it('applies to names, titles, descriptions, categories, forum messages and gifts', () => {
    const bad = 'evil\u202Egpj.exe';
    expect(FirstName.safeParse(bad).success).toBe(false);
    expect(UpdateTitleRequest.safeParse({ privateGuid: guid, title: bad }).success).toBe(false);
    expect(UpdateDescriptionRequest.safeParse({ privateGuid: guid, description: bad }).success).toBe(false);
    expect(CategoryCreateRequest.safeParse({ wishlistPrivateGuid: guid, name: bad }).success).toBe(false);
    expect(CreateForumPostRequest.safeParse({ publicWishlistGuid: guid, message: bad }).success).toBe(false);
    const gift = { categoryPrivateGuid: guid, description: 'Een boek', enableCrossOff: true };
    expect(GiftEditRequest.safeParse({ ...gift, description: bad }).success).toBe(false);
    expect(GiftEditRequest.safeParse({ ...gift, url: 'https://example.com/\u202Eboek' }).success).toBe(false);
  });

  it('applies to the subject and message of a list sent by e-mail', () => {
    const send = {
      privateGuid: guid,
      recipients: 'an@example.com',
      subject: 'Mijn lijstje',
      messageStart: 'Dag allemaal,\nkijk eens',
      messageEnd: '',
    };
    expect(SendWishlistRequest.safeParse(send).success).toBe(true);
    expect(SendWishlistRequest.safeParse({ ...send, subject: bad() }).success).toBe(false);
    expect(SendWishlistRequest.safeParse({ ...send, messageStart: bad() }).success).toBe(false);
    expect(SendWishlistRequest.safeParse({ ...send, messageEnd: bad() }).success).toBe(false);
  });
});

describe('invisible characters in user text (issue 24)', () => {
  const codePoints = (pattern: RegExp) => {
    const found: string[] = [];
    for (let c = 0; c <= 0x10ffff; c++)
      if (c < 0xd800 || c > 0xdfff) if (pattern.test(String.fromCodePoint(c))) found.push(String.fromCodePoint(c));
    return found;
  };
  const JOINERS = ['\u200C', '\u200D'];
  /** Every format character but the joiners, the line and paragraph separators, and the characters that render as nothing. */
  const invisible = [
    ...codePoints(/^[\p{Cf}\p{Zl}\p{Zp}]$/u).filter((c) => !JOINERS.includes(c)),
    '\u034F',
    '\u115F',
    '\u1160',
    '\u17B4',
    '\u17B5',
    '\u2800',
    '\u3164',
    '\uFFA0',
  ];
  const refused = (text: string) =>
    [lineText().safeParse(text), multiLineText().safeParse(text)].every((result) =>
      messages(result).includes('validation.text.hidden_characters'),
    );
  /** Refused, or taken without it: the trim drops the few that count as white space (U+FEFF, U+2028, U+2029) at either end. */
  const neverKept = (text: string, hidden: string) =>
    [lineText().safeParse(text), multiLineText().safeParse(text)].every(
      (result) => !result.success || !result.data.includes(hidden),
    );
  const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzëçé'), minLength: 1, maxLength: 8 });

  it.each(
    [
      '\u200B',
      '\u2028',
      '\u2029',
      '\u00AD',
      '\uFEFF',
      '\u2060',
      '\u{E0041}',
      '\u{E0001}',
      '\u3164',
      '\u115F',
      '\u1160',
      '\uFFA0',
      '\u2800',
    ].map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase()}`, c]),
  )('refuses %s inside a name, and never keeps it around or as a whole name', (_name, hidden) => {
    expect(refused(`An${hidden}na`)).toBe(true);
    for (const text of [`${hidden}Anna`, `Anna${hidden}`, hidden, hidden.repeat(3)])
      expect({ text, kept: !neverKept(text, hidden) }).toEqual({ text, kept: false });
    expect(FirstName.safeParse(hidden).success).toBe(false);
  });

  it('refuses every invisible character inside a text, and keeps it nowhere (property)', () => {
    expect(invisible.length).toBeGreaterThan(150);
    fc.assert(
      fc.property(
        word,
        fc.constantFrom(...invisible),
        word,
        (before, hidden, after) =>
          refused(`${before}${hidden}${after}`) &&
          refused(`${before} ${hidden}${after}`) &&
          refused(`${before}${hidden} ${after}`) &&
          neverKept(`${hidden}${after}`, hidden) &&
          neverKept(`${before}${hidden}`, hidden),
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses a joiner that joins nothing: at either end, beside a space, a digit or another joiner', () => {
    fc.assert(
      fc.property(
        word,
        fc.constantFrom(...JOINERS),
        fc.constantFrom(...JOINERS),
        word,
        (before, joiner, other, after) =>
          refused(`${joiner}${before}`) &&
          refused(`${before}${joiner}`) &&
          refused(`${before} ${joiner}${after}`) &&
          refused(`${before}${joiner} ${after}`) &&
          refused(`${before}1${joiner}2${after}`) &&
          refused(`${before}${joiner}${other}${after}`),
      ),
    );
  });

  const written = [
    'Zoë',
    'Çelik',
    'שלום',
    '한글',
    'می\u200Cخواهم',
    'क्\u200Dष',
    '👨\u200D👩\u200D👧',
    '👩🏽\u200D💻',
    '❤️\u200D🔥',
    '🏳️\u200D🌈',
    '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    '🎁',
    'Jean-Luc',
    'O\u2019Brien',
    'Ａｎｎａ',
  ];

  it('accepts the letters of any script and emoji, with the joiners and tags they need (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...written), { minLength: 1, maxLength: 6 }), (words) => {
        const text = words.join(' ');
        return lineText().safeParse(text).success && multiLineText().safeParse(`${text}\n${text}`).success;
      }),
    );
  });

  it("refuses tag characters outside a flag's tag sequence", () => {
    expect(refused('🏴\u{E0067}\u{E0062}')).toBe(true);
    expect(refused('A\u{E0067}\u{E0062}\u{E007F}')).toBe(true);
  });
});

describe('gift links', () => {
  it.each([
    ['https://\u0430pple.com/iphone', 'https://xn--pple-43d.com/iphone'],
    ['\u0430pple.com/iphone?kleur=zwart#top', 'https://xn--pple-43d.com/iphone?kleur=zwart#top'],
    ['https://caf\u00e9.be/', 'https://xn--caf-dma.be/'],
    ['https://www.bol.com/nl/p/caf\u00e9/123', 'https://www.bol.com/nl/p/caf\u00e9/123'],
  ])('keeps %j with its host in ASCII only when the host is not (issue 24: look-alike hosts)', (typed, kept) => {
    const parsed = GiftEditRequest.safeParse({
      categoryPrivateGuid: guid,
      description: 'Een telefoon',
      enableCrossOff: true,
      url: typed,
    });
    expect(parsed.data?.url).toBe(kept);
  });

  const gift = { categoryPrivateGuid: guid, description: 'Een boek', enableCrossOff: true };
  const linkMessages = (url: string) => messages(GiftEditRequest.safeParse({ ...gift, url }));

  it.each(['', 'https://www.bol.com/nl/p/boek/123?x=1#top', 'http://example.com', 'HTTPS://EXAMPLE.COM/a@b'])(
    'accepts %j',
    (url) => {
      expect(linkMessages(url)).toEqual([]);
    },
  );

  it.each(['https://user:pass@example.com/', 'https://bol.com@evil.example/', 'http://:secret@example.com/'])(
    'refuses the credentials in %j',
    (url) => {
      expect(linkMessages(url)).toContain('validation.gift.url.credentials');
    },
  );

  it('refuses credentials in a link typed without a scheme', () => {
    expect(linkMessages('user:pass@www.winkel.be/')).not.toEqual([]);
    expect(linkMessages('bol.com@evil.example/')).not.toEqual([]);
  });

  it.each([
    ['www.winkel.be/fiets?kleur=rood', 'https://www.winkel.be/fiets?kleur=rood'],
    [' bol.com ', 'https://bol.com'],
    ['winkel.be:8080/x#y', 'https://winkel.be:8080/x#y'],
    ['kadoowinkel.brügge.be/pakket', 'https://kadoowinkel.xn--brgge-lva.be/pakket'],
    ['http://example.com/a', 'http://example.com/a'],
  ])('adds https:// to %j when it has no scheme', (url, sent) => {
    expect(GiftEditRequest.parse({ ...gift, url }).url).toBe(sent);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://www.winkel.be/%0Aalert(1)',
    'javascript:1',
    'data:text/html,<b>x</b>',
    'ftp://example.com/',
    '//example.com',
    'https://',
    'https://exa mple.com/',
    'boek',
    'www.winkel.be:fiets',
  ])('refuses %j', (url) => {
    expect(linkMessages(url)).toContain('validation.gift.url.invalid');
  });
});
