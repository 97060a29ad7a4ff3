import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv } from '../../backend/src/platform/config/config.js';
import { impressumEnv } from '../support/company-env.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * What search engines and link previews get without running a script: robots.txt, sitemap.xml (public content pages
 * only, following the switches) and the title, description, canonical link and Open Graph tags in the served HTML.
 */
const publicUrl = 'https://www.verlanglijstje.example';
const allOn = configFromEnv(impressumEnv).site;
let frontendDir: string;

beforeAll(() => {
  // The page as the frontend's source has it: its <title> is where the server puts a content page's tags.
  frontendDir = mkdtempSync(join(tmpdir(), 'wl-spa-'));
  copyFileSync(join(__dirname, '../../frontend/index.html'), join(frontendDir, 'index.html'));
});
afterAll(() => rmSync(frontendDir, { recursive: true, force: true }));

async function withApp(site: Partial<typeof allOn>, check: (app: TestApp) => Promise<void>): Promise<void> {
  const app = await startTestApp({ frontendDir, publicUrl, site: { ...allOn, ...site } });
  try {
    await check(app);
  } finally {
    await app.close();
  }
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replace(publicUrl, ''));
const headOf = async (url: string) => (await (await fetch(url)).text()).split('</head>')[0]!;

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of the API and points them at the sitemap', async () => {
    await withApp({}, async (app) => {
      const answer = await fetch(`${app.url}/robots.txt`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      const lines = (await answer.text()).split('\n');
      expect(lines).toEqual(
        expect.arrayContaining(['User-agent: *', 'Disallow: /api/', `Sitemap: ${publicUrl}/sitemap.xml`]),
      );
    });
  });

  it('lists every public content page and the blog articles with every switch on, never lists, lots or support', async () => {
    await withApp({}, async (app) => {
      const answer = await fetch(`${app.url}/sitemap.xml`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
      const paths = locsOf(await answer.text());
      expect(paths).toEqual(
        expect.arrayContaining([
          '/',
          '/blog',
          '/faq',
          '/contact',
          '/winkels',
          '/voorwaarden/gebruiksvoorwaarden',
          '/voorwaarden/privacy',
          '/voorwaarden/veiligheid',
          '/impressum',
          '/blog/de-geheimen-van-verlanglijstje',
          '/blog/waar-komt-het-eerste-kadootje-vandaan',
        ]),
      );
      expect(paths).toHaveLength(14);
      expect(paths.filter((path) => /lootjes|loting|lot\/|beheer|list|account|crossedoff|friends/.test(path))).toEqual(
        [],
      );
    });
  });

  it('leaves out the blog, the shops and the impressum while their switches are off', async () => {
    await withApp({ blog: false, shops: false, impressum: false }, async (app) => {
      const paths = locsOf(await (await fetch(`${app.url}/sitemap.xml`)).text());
      expect(paths).toEqual([
        '/',
        '/faq',
        '/contact',
        '/voorwaarden/gebruiksvoorwaarden',
        '/voorwaarden/privacy',
        '/voorwaarden/veiligheid',
      ]);
    });
  });

  it('names the blog articles by the same addresses in every variant, whatever the product word', async () => {
    await withApp({ variant: 'nl-NL', product: 'verlanglijst' }, async (app) => {
      const paths = locsOf(await (await fetch(`${app.url}/sitemap.xml`)).text());
      expect(paths).toContain('/blog/de-geheimen-van-verlanglijstje');
      expect(paths).toContain('/blog/praktische-tips-voor-je-online-verlanglijstje');
    });
  });
});

describe('the HTML the server sends for a page', () => {
  it('has the title, description and canonical link of a content page, and Open Graph tags on the landing page', async () => {
    await withApp({}, async (app) => {
      const home = await headOf(`${app.url}/?utm_source=test`);
      expect(home).toContain('<title>Je verlanglijstje online, gratis en eenvoudig – Verlanglijstje</title>');
      expect(home).toMatch(/<meta name="description" content="Maak gratis je verlanglijstje[^"]+" \/>/);
      expect(home).toContain(`<link rel="canonical" href="${publicUrl}/" />`);
      expect(home).toContain('<meta property="og:type" content="website" />');
      expect(home).toContain(`<meta property="og:url" content="${publicUrl}/" />`);
      expect(home).toContain('<meta property="og:locale" content="nl_BE" />');

      const faq = await headOf(`${app.url}/faq`);
      expect(faq).toContain('<title>Veelgestelde vragen – Verlanglijstje</title>');
      expect(faq).toContain(`<link rel="canonical" href="${publicUrl}/faq" />`);
      expect(faq).not.toContain('og:');

      // An alias is the same page: its title, with the main path as canonical link.
      const support = await headOf(`${app.url}/support`);
      expect(support).toContain('<title>Veelgestelde vragen – Verlanglijstje</title>');
      expect(support).toContain(`<link rel="canonical" href="${publicUrl}/faq" />`);
      const terms = await headOf(`${app.url}/about/terms`);
      expect(terms).toContain(`<link rel="canonical" href="${publicUrl}/voorwaarden/gebruiksvoorwaarden" />`);

      const article = await headOf(`${app.url}/blog/het-gemak-van-verlanglijstje`);
      expect(article).toContain('<meta property="og:type" content="article" />');
    });
  });

  it('fills the product word of the variant', async () => {
    await withApp({ variant: 'nl-NL', product: 'verlanglijst' }, async (app) => {
      const home = await headOf(`${app.url}/`);
      expect(home).toContain('<title>Je verlanglijst online, gratis en eenvoudig – Verlanglijstje</title>');
      expect(home).toContain('<meta property="og:locale" content="nl_NL" />');
    });
  });

  it('has no content tags for a page whose switch is off, a list or a lot', async () => {
    await withApp({ blog: false }, async (app) => {
      for (const path of ['/blog', '/blog/het-gemak-van-verlanglijstje', '/jan', '/lootjestrekken', '/beheer']) {
        const head = await headOf(`${app.url}${path}`);
        expect(head).toContain('<title>Verlanglijstje</title>');
        expect(head).not.toContain('canonical');
        expect(head).not.toContain('og:');
      }
    });
  });

  it('carries the site configuration the API answers, as a data block no value can close', async () => {
    await withApp({ product: 'kado</script><script>alert(1)</script>' }, async (app) => {
      const head = await headOf(`${app.url}/jan`);
      const block = /<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(head);
      expect(block).not.toBeNull();
      expect(block![1]).not.toContain('<');
      const answered = await (await fetch(`${app.url}/api/Utility/SiteConfig`)).json();
      expect(JSON.parse(block![1]!)).toEqual(answered);
      expect(answered.product).toBe('kado</script><script>alert(1)</script>');
    });
  });
});
