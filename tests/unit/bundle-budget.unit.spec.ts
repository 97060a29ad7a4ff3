import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@wl/contracts';
import { firstRoutes, kb, measureFirstRoutes, readManifest } from '../../scripts/bundle-sizes.js';

const distDir = join(__dirname, '../../frontend/dist');

/**
 * The goal (issues 16 and 28) is 150 kB gzip of JavaScript before each of these routes shows. The landing page meets it
 * (147.3); the visitor and owner routes do not (160.6 and 160.3): react, react-dom, react-router and Redux Toolkit are
 * 124 kB of the 144 every route runs (docs/benchmarks.md, First-route JavaScript). Each cap is the size measured after
 * issue 28's cuts plus about 1.5 % (the landing page's: the goal), so the routes cannot grow back unnoticed.
 */
const capKb: Record<(typeof firstRoutes)[number]['route'], number> = {
  '/ (logged out)': 150,
  '/:username (visitor)': 163,
  '/:username (owner)': 163,
};

describe('the JavaScript each first route loads up front (gzip, from the build manifest)', () => {
  const bundles = measureFirstRoutes(distDir);

  it.each(firstRoutes.map(({ route }) => route))('%s stays within its cap', (route) => {
    const bundle = bundles.find((measured) => measured.route === route)!;
    expect(kb(bundle.gzipBytes)).toBeLessThanOrEqual(capKb[route]);
  });

  it('leaves the blog articles, the support console, the lots wizard, socket.io, QR codes, the product search and the common passwords to the chunks that use them', () => {
    const upFront = bundles.flatMap((bundle) => [...bundle.chunks, ...bundle.files]);
    const lazyOnly =
      /blog-articles|features\/support\/|features\/lots\/wizard\/|socket\.io|ShareQrPage|ProductSearchTab|new-password-requests/;
    expect(upFront.filter((chunk) => lazyOnly.test(chunk))).toEqual([]);
  });

  /** The JavaScript a route loads up front, as one text. */
  const codeOf = (bundle: (typeof bundles)[number]) =>
    bundle.files.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');

  it('loads zod and the contract schemas after the first paint, not up front', () => {
    // Every zod schema keeps its internals under `_zod`, a name the minifier leaves as it is.
    expect(bundles.filter((bundle) => codeOf(bundle).includes('_zod')).map(({ route }) => route)).toEqual([]);
  });

  it('loads the catalogue texts of the modules it runs, not the whole catalogue', () => {
    // The support console's own texts (no other key has them), without quotes or backslashes, which the build
    // writes as they are.
    const entries = Object.entries(messages);
    const elsewhere = new Set(entries.filter(([key]) => !key.startsWith('support.')).map(([, text]) => text));
    const supportTexts = entries
      .filter(([key, text]) => key.startsWith('support.') && !elsewhere.has(text))
      .map(([, text]) => text)
      .filter((text) => text.length >= 12 && !/['"\\`]/.test(text));
    expect(supportTexts.length).toBeGreaterThan(20);
    for (const bundle of bundles) {
      const code = codeOf(bundle);
      expect(supportTexts.filter((text) => code.includes(text))).toEqual([]);
      expect(code).toContain(messages['app.skip_to_content']);
    }
  });

  it('fails without a build manifest', () => {
    expect(() => readManifest(join(distDir, 'no-such-build'))).toThrow(/No build manifest/);
  });
});
