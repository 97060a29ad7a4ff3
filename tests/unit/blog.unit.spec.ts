import { blogSlugs } from '@wl/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { readArticles } from '../../frontend/build/blog-articles.js';
import { pagerItems, type PagerItem } from '../../frontend/src/features/content/blog/pager.js';

/** The pager as text: numbers, `…` for an ellipsis. */
const shown = (items: PagerItem[]) => items.map((item) => ('gap' in item ? '…' : String(item.page))).join(' ');

describe('the blog pager (two neighbours each side, first and last with ellipses)', () => {
  it('on the first page: the page, two after it, an ellipsis and the last', () => {
    expect(shown(pagerItems(1, 10))).toBe('1 2 3 … 10');
  });

  it('on the last page: the first, an ellipsis, two before it and the page', () => {
    expect(shown(pagerItems(10, 10))).toBe('1 … 8 9 10');
  });

  it('in the middle: the first and last with an ellipsis each side of the five around the page', () => {
    expect(shown(pagerItems(6, 12))).toBe('1 … 4 5 6 7 8 … 12');
  });

  it('shows a single skipped page rather than an ellipsis for it', () => {
    expect(shown(pagerItems(4, 10))).toBe('1 2 3 4 5 6 … 10');
    expect(shown(pagerItems(7, 10))).toBe('1 … 5 6 7 8 9 10');
  });

  it('shows every page when they all fit, and nothing without pages', () => {
    expect(shown(pagerItems(3, 5))).toBe('1 2 3 4 5');
    expect(shown(pagerItems(1, 1))).toBe('1');
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('takes a page outside the range as the nearest end', () => {
    expect(shown(pagerItems(0, 10))).toBe(shown(pagerItems(1, 10)));
    expect(shown(pagerItems(99, 10))).toBe(shown(pagerItems(10, 10)));
  });
});

describe('the blog articles in the repo', () => {
  const articles = readArticles(join(__dirname, '../../frontend/src/features/content/blog/articles'));
  const slugsOf = (variant: 'nl-BE' | 'nl-NL') =>
    articles.filter((article) => article.sites.includes(variant)).map((article) => article.slug);

  it('gives each variant the five articles of the spec, the first two its own', () => {
    // The slugs the server's sitemap and page meta name (contracts `blogSlugs`).
    const five = [...blogSlugs];
    expect(slugsOf('nl-BE')).toEqual(five);
    expect(slugsOf('nl-NL')).toEqual(five);
    const own = articles.filter((article) => article.sites.length === 1);
    expect(own.map((article) => `${article.sites[0]} ${article.slug}`).sort()).toEqual([
      'nl-BE de-geheimen-van-verlanglijstje',
      'nl-BE het-gemak-van-verlanglijstje',
      'nl-NL de-geheimen-van-verlanglijstje',
      'nl-NL het-gemak-van-verlanglijstje',
    ]);
  });

  it('renders Markdown to HTML at build time, with several paragraphs and no raw HTML', () => {
    for (const article of articles) {
      expect(article.html).toContain('<h2>');
      expect(article.html.match(/<p>/g)!.length).toBeGreaterThanOrEqual(4);
      expect(article.html).not.toMatch(/<(script|style|iframe)/i);
    }
  });

  it('keeps the gift card claim inside the article text', () => {
    expect(articles.some((article) => /minstens drie jaar geldig/.test(article.html))).toBe(true);
  });
});

describe('reading blog articles', () => {
  const front =
    'slug: test\ntitle: T\nsubtitle: S\nintro: I\nimage: /blog/tips.svg\npublished: true\nsites: [nl-BE]\nposition: 1';
  const inDir = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'blog-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };

  it('escapes raw HTML in an article instead of passing it on', () => {
    const [article] = readArticles(
      inDir({ 'a.md': `---\n${front}\n---\nHallo <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n` }),
    );
    expect(article!.html).not.toMatch(/<script|<img/);
    expect(article!.html).toContain('&lt;script&gt;');
  });

  it('leaves unpublished articles out and refuses bad front matter or two articles in one place', () => {
    expect(
      readArticles(inDir({ 'a.md': `---\n${front.replace('published: true', 'published: false')}\n---\nTekst\n` })),
    ).toEqual([]);
    expect(() =>
      readArticles(inDir({ 'a.md': `---\n${front.replace('slug: test', 'slug: Niet Goed')}\n---\nTekst\n` })),
    ).toThrow(/slug/);
    expect(() => readArticles(inDir({ 'a.md': `---\n${front}\n---\nA\n`, 'b.md': `---\n${front}\n---\nB\n` }))).toThrow(
      /share nl-BE slug test/,
    );
  });
});
