import { type MessageKey, t } from './messages.js';
import type { SiteConfig } from './site-config.js';

/** A public content page: its title and description for the tab, search engines and link previews. */
export interface ContentPage {
  path: string;
  title: MessageKey;
  description: MessageKey;
  /** The site switch the page exists with. */
  needs?: 'blog' | 'impressum' | 'shops';
  /** Link previews (Open Graph) for the pages people share: the landing page and the blog. */
  openGraph?: boolean;
  /** Other addresses of the same page: they get its title and description, and its main path as canonical link. */
  aliases?: readonly string[];
}

/**
 * The public content pages, one table for the server (per-page meta in the HTML it serves, sitemap.xml) and the client
 * (title, description, canonical link). Lists, lots, support and account pages are never here: they are not for
 * search engines. An alias (/support, /about/terms, /laden, …) is the same page: the sitemap lists only the main path.
 */
export const contentPages: readonly ContentPage[] = [
  { path: '/', title: 'meta.home.title', description: 'meta.home.description', openGraph: true },
  { path: '/blog', title: 'meta.blog.title', description: 'meta.blog.description', needs: 'blog', openGraph: true },
  { path: '/faq', title: 'meta.faq.title', description: 'meta.faq.description', aliases: ['/support'] },
  { path: '/contact', title: 'meta.contact.title', description: 'meta.contact.description' },
  {
    path: '/winkels',
    title: 'meta.shops.title',
    description: 'meta.shops.description',
    needs: 'shops',
    aliases: ['/laden', '/shops'],
  },
  {
    path: '/voorwaarden/gebruiksvoorwaarden',
    title: 'meta.terms.title',
    description: 'meta.terms.description',
    aliases: ['/about/terms'],
  },
  {
    path: '/voorwaarden/privacy',
    title: 'meta.privacy.title',
    description: 'meta.privacy.description',
    aliases: ['/about/privacy'],
  },
  {
    path: '/voorwaarden/veiligheid',
    title: 'meta.safety.title',
    description: 'meta.safety.description',
    aliases: ['/about/safety'],
  },
  { path: '/impressum', title: 'meta.impressum.title', description: 'meta.impressum.description', needs: 'impressum' },
];

/**
 * Spec 02 §2.6: the blog's article slugs, with `{product}` written as 'verlanglijstje' in every variant so addresses
 * stay put when the product word changes (docs/content.md, "Blog"); the first two have a text per variant. A test
 * checks these against the article files' front matter.
 */
export const blogSlugs = [
  'de-geheimen-van-verlanglijstje',
  'het-gemak-van-verlanglijstje',
  'een-geschiedenisles-over-verlangijstjes',
  'praktische-tips-voor-je-online-verlanglijstje',
  'waar-komt-het-eerste-kadootje-vandaan',
] as const;

const blogArticlePaths = blogSlugs.map((slug) => `/blog/${slug}`);

/** What of the site configuration decides which content pages exist. */
export type ContentSite = Pick<SiteConfig, 'blog' | 'impressum' | 'shops' | 'product' | 'variant'>;

export interface PageMeta {
  /** The page's main path: the canonical link of the page and of its aliases. */
  path: string;
  title: string;
  description: string;
  openGraph: boolean;
}

/** The title and description of a public content page (or one of its aliases) with its switch on; null for any other path. */
export function contentPageMeta(path: string, site: ContentSite): PageMeta | null {
  const page = contentPages.find(
    (candidate) =>
      (candidate.path === path || candidate.aliases?.includes(path)) && (!candidate.needs || site[candidate.needs]),
  );
  const text = (key: MessageKey) => t(key, { product: site.product });
  if (page) {
    const { title, description, openGraph } = page;
    return { path: page.path, title: text(title), description: text(description), openGraph: openGraph === true };
  }
  if (site.blog && blogArticlePaths.includes(path)) {
    return { path, title: text('meta.blog.title'), description: text('meta.blog.description'), openGraph: true };
  }
  return null;
}

/** The paths sitemap.xml lists: the content pages with their switch on, and the blog's articles when it is on. */
export function sitemapPaths(site: ContentSite): string[] {
  const pages = contentPages.filter((page) => !page.needs || site[page.needs]).map((page) => page.path);
  return site.blog ? [...pages, ...blogArticlePaths] : pages;
}
