import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePreview, TITLE_MAX } from './parse-preview.js';
import { sanitizedUrl, urlDisplayText } from './sanitized-url.js';

const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests', 'fixtures', 'link-preview', name), 'utf8');

describe('parsePreview', () => {
  it("reads a shop page's JSON-LD Product before Open Graph: name, first image, valid EAN-13s of the product and its offers", () => {
    const preview = parsePreview(
      fixture('shop-with-json-ld.html'),
      new URL('https://www.speelgoedhuis-lier.example/speelkeuken?kleur=naturel'),
    );
    expect(preview).toEqual({
      title: 'Houten speelkeuken Bosrijk – met oven en kraan',
      image: 'https://www.speelgoedhuis-lier.example/beelden/speelkeuken-bosrijk.jpg',
      favicon: 'https://www.speelgoedhuis-lier.example/static/icons/speelgoedhuis.png',
      productEans: ['5412345678908', '5412345678915'],
    });
  });

  it("falls back on Open Graph (over Twitter cards), with a scheme-relative image, and the site's /favicon.ico", () => {
    const preview = parsePreview(fixture('open-graph-only.html'), new URL('https://vlaamsereus.example/boek/123'));
    expect(preview).toEqual({
      title: 'De dappere draak (AVI-start)',
      image: 'https://afbeeldingen.vlaamsereus.example/omslag/dappere-draak.jpg',
      favicon: 'https://vlaamsereus.example/favicon.ico',
      productEans: [],
    });
  });

  it('falls back on <title>, and shows no http picture or icon (the page may show only https ones)', () => {
    const preview = parsePreview(fixture('plain-page.html'), new URL('https://fietsen-peeters.example/kinderfietsen'));
    expect(preview).toEqual({
      title: 'Fietsenmaker Peeters & Zonen — kinderfietsen',
      image: null,
      favicon: null,
      productEans: [],
    });
  });

  it('caps titles, drops control characters, and ignores javascript: and data: pictures', () => {
    const html = `<title>${'Lego '.repeat(100)}</title><meta property="og:image" content="javascript:alert(1)">
      <meta name="twitter:image" content="data:image/png;base64,AAAA"><script type="application/ld+json">{"@type":"Product","name":"Bal\\u202Egroen\\u0007"}</script>`;
    expect(parsePreview(html, new URL('https://winkel.example/'))).toMatchObject({ title: 'Bal groen', image: null });
    const long = parsePreview(`<title>${'Lego '.repeat(100)}</title>`, new URL('https://winkel.example/'));
    expect([...long.title!].length).toBeLessThanOrEqual(TITLE_MAX);
    expect(parsePreview('', new URL('https://winkel.example/'))).toMatchObject({ title: null, image: null });
  });
});

describe('sanitizedUrl', () => {
  it('drops tracking parameters and the fragment, keeping the other parameters in order and as written', () => {
    const url = sanitizedUrl(
      'https://www.bol.example/p/fiets/9200?utm_source=nieuwsbrief&kleur=rood&fbclid=abc&maat=16%20inch&gclid=x&UTM_Medium=mail&ref=variant2&_hsenc=p#reviews',
    );
    expect(url?.href).toBe('https://www.bol.example/p/fiets/9200?kleur=rood&maat=16%20inch&ref=variant2');
    expect(urlDisplayText(url!)).toBe('bol.example');
    expect(sanitizedUrl('https://winkel.example/a?utm_campaign=x')?.href).toBe('https://winkel.example/a');
  });

  it('refuses credentials and anything but http(s)', () => {
    expect(sanitizedUrl('https://bol.example@evil.example/')).toBeNull();
    expect(sanitizedUrl('javascript:alert(1)')).toBeNull();
    expect(sanitizedUrl('ftp://winkel.example/')).toBeNull();
    expect(sanitizedUrl('geen adres')).toBeNull();
  });
});
