import { tMail } from '@wl/contracts';
import { load } from 'cheerio';
import { defangLinks } from './defang-links.js';
import { mailHtml } from './mail-html.js';
import { siteLinksIn } from './site-links.js';

const site = 'https://lijstje.example';
const hrefs = (html: string) =>
  load(html)('a')
    .map((_, a) => a.attribs.href)
    .get();

describe('siteLinksIn', () => {
  it('makes links of the site’s own addresses only', () => {
    expect(siteLinksIn(`Kies het via deze link: ${site}/account/resetpassword/abc_-1.`, site)).toEqual([
      { text: 'Kies het via deze link: ' },
      { link: `${site}/account/resetpassword/abc_-1` },
      { text: '.' },
    ]);
    expect(siteLinksIn(`Bert (${site}/bert)`, site)).toEqual([
      { text: 'Bert (' },
      { link: `${site}/bert` },
      { text: ')' },
    ]);
    expect(siteLinksIn(`„${site}”`, site)).toEqual([{ text: '„' }, { link: site }, { text: '”' }]);
    for (const notTheSite of [
      'https://evil.example/login',
      `${site}.evil.example/x`,
      `${site}@evil.example`,
      `${site}:8443/x`,
      `x${site}/a`,
      `https://evil.example/?u=${site}/a`,
      defangLinks(`${site}/a`),
      'jan@lijstje.example',
      'lijstje.example/a',
    ])
      expect(siteLinksIn(`Kijk: ${notTheSite} nu`, site)).toEqual([{ text: `Kijk: ${notTheSite} nu` }]);
  });
});

describe('mailHtml', () => {
  const body = [
    'Dag Zoë,',
    `Wie jouw naam trok bij de loting „${defangLinks('Kerst https://evil.example/x')}”, stelt je deze vraag:`,
    '<b>Klik</b> <a href="https://evil.example">hier</a> & www.evil.example',
    `Koppel een verlanglijstje aan je lootje:\n${site}/lot/abc`,
    `Je eigen verlanglijstje (${site}/zoe)\n  Nieuw: fiets`,
    'Groeten,\nVerlanglijstje',
  ].join('\n\n');
  const footer = tMail('mail.footer.settings', { link: `${site}/account/mailings/u1?k=key` });
  const html = mailHtml({ subject: 'Een „vraag” <b>', body, footer, publicUrl: site });
  const $ = load(html);

  it('is a document in Dutch, readable on a phone, that loads nothing from elsewhere', () => {
    expect(html.startsWith('<!DOCTYPE html><html lang="nl"')).toBe(true);
    expect($('meta[name=viewport]').attr('content')).toBe('width=device-width, initial-scale=1');
    expect($('title').text()).toBe('Een „vraag” <b>');
    expect($('[role=article]').attr('lang')).toBe('nl');
    expect($('img, script, link, iframe, object, style, [src], [srcset], [background]')).toHaveLength(0);
    expect(html).not.toMatch(/url\(/);
  });

  it('has the text’s content, with the user’s text escaped and only the site’s links as links', () => {
    const visible = $('body').text().replace(/\s+/g, ' ');
    for (const line of `${body}\n${footer}`.split('\n')) expect(visible).toContain(line.trim().replace(/\s+/g, ' '));
    expect(html).toContain(
      '&lt;b&gt;Klik&lt;/b&gt; &lt;a href=&quot;https://evil.example&quot;&gt;hier&lt;/a&gt; &amp; www.evil.example',
    );
    expect(new Set(hrefs(html))).toEqual(
      new Set([`${site}/lot/abc`, `${site}/zoe`, `${site}/account/mailings/u1?k=key`]),
    );
    expect($('a').filter((_, a) => $(a).text() === tMail('mail.html.button'))).toHaveLength(1);
  });

  it('has no footer for a mail to an address without account', () => {
    expect(
      hrefs(mailHtml({ subject: 'x', body: `Bekijk mijn lijstje: ${site}/zoe`, footer: null, publicUrl: site })),
    ).toEqual([`${site}/zoe`]);
  });
});
