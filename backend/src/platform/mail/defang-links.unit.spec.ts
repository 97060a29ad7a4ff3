import { defangLinks } from './defang-links.js';

/** What mail programs make clickable in plain text: a scheme, or a dotted host name with a letter in its last label. */
const clickable = /\p{L}[\p{L}\p{N}+.-]*:\/\/|[\p{L}\p{N}_-][.\u3002\uFF0E\uFF61][\p{L}\p{N}-]*\p{L}/u;

describe('defangLinks', () => {
  it('leaves no scheme and no dotted host name a mail program would turn into a link', () => {
    const cases: [string, string][] = [
      ['https://evil.example/login?x=1', 'https[:]//evil[.]example/login?x=1'],
      ['Kijk op www.evil.example!', 'Kijk op www[.]evil[.]example!'],
      ['mail jan@evil.example', 'mail jan@evil[.]example'],
      ['ftp://10.0.0.1/a', 'ftp[:]//10.0.0.1/a'],
      ['HTTPS://EVIL.EXAMPLE', 'HTTPS[:]//EVIL[.]EXAMPLE'],
      ['evil\u3002example and evil\uFF0Eexample', 'evil[.]example and evil[.]example'],
      ['xn--80ak6aa92e.com', 'xn--80ak6aa92e[.]com'],
    ];
    for (const [text, defanged] of cases) {
      expect(defangLinks(text)).toBe(defanged);
      expect(defangLinks(text)).not.toMatch(clickable);
    }
  });

  it('keeps ordinary sentences, prices and abbreviations as they were', () => {
    for (const text of ['Welke maat heb je? bv. 38 of 40.', 'Max 20.50 euro', 'Kerstfeest 2026', 'Oma & opa', '']) {
      expect(defangLinks(text)).toBe(text);
    }
  });
});
