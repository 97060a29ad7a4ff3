import { type ContentSite, contentPageMeta, SITE_CONFIG_ELEMENT_ID, type SiteConfig, t } from '@wl/contracts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The address of a path on the public site, without query or fragment. */
export function canonicalUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).href;
}

/**
 * The single-page app's `index.html` for one address, with the title, description, canonical link and (landing page,
 * blog) Open Graph tags of a public content page in its head, so crawlers and link previews that run no script see
 * them. Any other address gets the page as built: its title is set by the app once it runs. Every page carries the
 * site configuration.
 */
export function pageHtml(index: string, url: string, site: SiteConfig, publicUrl: string): string {
  return withSiteConfig(withContentMeta(index, url, site, publicUrl), site);
}

/**
 * The site configuration (what `GET /api/Utility/SiteConfig` answers) as a JSON data block before `</head>`: not a
 * script the browser runs, so the Content-Security-Policy has nothing to say about it. `<` is escaped, so no value can
 * close the element.
 */
function withSiteConfig(index: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return index.replace(
    '</head>',
    () => `  <script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${json}</script>\n  </head>`,
  );
}

function withContentMeta(index: string, url: string, site: ContentSite, publicUrl: string): string {
  const path = new URL(url, 'http://path.only').pathname;
  const meta = contentPageMeta(path, site);
  if (!meta) return index;
  const title = escapeHtml(`${meta.title} – ${t('app.name')}`);
  const description = escapeHtml(meta.description);
  const canonical = escapeHtml(canonicalUrl(publicUrl, meta.path));
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    ...(meta.openGraph
      ? [
          `<meta property="og:type" content="${meta.path.startsWith('/blog/') ? 'article' : 'website'}" />`,
          `<meta property="og:site_name" content="${escapeHtml(t('app.name'))}" />`,
          `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
          `<meta property="og:description" content="${description}" />`,
          `<meta property="og:url" content="${canonical}" />`,
          `<meta property="og:locale" content="${site.variant.replace('-', '_')}" />`,
        ]
      : []),
  ];
  return index.replace(/<title>[^<]*<\/title>/, () => tags.join('\n    '));
}
