import { isValidEan13 } from '@wl/contracts';
import { type CheerioAPI, load } from 'cheerio';

/** What a shop page says about itself: the product's name and picture, the site's icon, the product's EANs. */
export type PagePreview = { title: string | null; image: string | null; favicon: string | null; productEans: string[] };

export const TITLE_MAX = 200;
const URL_MAX = 2000;

/**
 * Reads a page's JSON-LD `Product` first (the shop's own data about the product), then Open Graph, then Twitter cards,
 * then `<title>`. Every address is made absolute against the page and kept only when it is https: the site shows
 * outside pictures over https only (the Content-Security-Policy), so an http one could never be shown.
 */
export function parsePreview(html: string, pageUrl: URL): PagePreview {
  const $ = load(html);
  const product = jsonLdProducts($)[0];
  const meta = (...names: string[]) =>
    names.map((name) => $(`meta[property="${name}"], meta[name="${name}"]`).attr('content')).find((v) => v?.trim());
  const title =
    text(product?.name) ??
    text(meta('og:title', 'twitter:title')) ??
    text($('head > title').first().text() || $('title').first().text());
  const image =
    [
      ...imagesOf(product?.image),
      meta('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'),
    ]
      .map((candidate) => httpsUrl(candidate, pageUrl))
      .find(Boolean) ?? null;
  return { title, image, favicon: favicon($, pageUrl), productEans: product ? eansOf(product) : [] };
}

type JsonLdNode = Record<string, unknown>;

function jsonLdProducts($: CheerioAPI): JsonLdNode[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((script) => {
      try {
        return nodesOf(JSON.parse($(script).text()) as unknown);
      } catch {
        return [];
      }
    })
    .filter((node) => [node['@type']].flat().includes('Product'));
}

/** The objects of a JSON-LD document: a node, a list of nodes, or a `@graph`. */
function nodesOf(value: unknown): JsonLdNode[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (typeof value !== 'object' || value === null) return [];
  const node = value as JsonLdNode;
  return [node, ...nodesOf(node['@graph'])];
}

/** `image` may be a URL, an `ImageObject`, or a list of either. */
function imagesOf(value: unknown): unknown[] {
  return [value]
    .flat()
    .map((image) => (typeof image === 'object' && image !== null ? (image as JsonLdNode).url : image));
}

function eansOf(product: JsonLdNode): string[] {
  const offers = [product.offers]
    .flat()
    .filter((offer): offer is JsonLdNode => typeof offer === 'object' && offer !== null);
  const codes = [product, ...offers]
    .flatMap((node) => [node.gtin13, node.gtin, node.ean])
    .flat()
    .filter((code) => typeof code === 'string' || typeof code === 'number')
    .map((code) => String(code).trim());
  return [...new Set(codes.filter(isValidEan13))];
}

/** The page's `<link rel="icon">`, else the site's `/favicon.ico`. */
function favicon($: CheerioAPI, pageUrl: URL): string | null {
  const declared = $('link[rel]')
    .toArray()
    .find((link) => ($(link).attr('rel') ?? '').toLowerCase().split(/\s+/).includes('icon'));
  return httpsUrl(declared ? $(declared).attr('href') : '/favicon.ico', pageUrl);
}

function httpsUrl(value: unknown, base: URL): string | null {
  if (typeof value !== 'string' || !value.trim() || !URL.canParse(value.trim(), base)) return null;
  const url = new URL(value.trim(), base);
  return url.protocol === 'https:' && url.username === '' && url.password === '' && url.href.length <= URL_MAX
    ? url.href
    : null;
}

/** One line, trimmed, at most `TITLE_MAX` characters; control and direction characters dropped. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const line = value
    .replace(/[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line ? [...line].slice(0, TITLE_MAX).join('').trim() : null;
}
