import { Injectable, Logger } from '@nestjs/common';
import type { LinkPreview } from '@wl/contracts';
import { LRUCache } from 'lru-cache';
import { onFirstUse } from '../../platform/on-first-use.js';
import { FetchRefused, SafeFetch } from './safe-fetch.js';
import { urlDisplayText } from './sanitized-url.js';

/** The page reader and its HTML parser (cheerio), loaded by the first preview. */
const previewParser = onFirstUse(() => import('./parse-preview.js'));

type PreviewOfPage = Omit<LinkPreview, 'url'> | null;

/** Fetches at the same time per process; a call beyond them gets no preview rather than a queue that holds memory. */
export const MAX_FETCHES_IN_FLIGHT = 16;

/**
 * Link previews (docs/products.md, "Link previews"): the page behind a sanitized link, fetched safely, read, and kept
 * ten minutes per link, the answer that there is no preview too, so a repeat (by anyone) fetches nothing. A fetch in
 * progress is shared by every call for the same link.
 */
@Injectable()
export class LinkPreviews {
  private readonly cache = new LRUCache<string, Promise<PreviewOfPage>>({ max: 2000, ttl: 10 * 60_000 });
  private inFlight = 0;
  private readonly logger = new Logger('LinkPreviews');

  constructor(private readonly fetcher: SafeFetch) {}

  /** The preview of `link` (already sanitized), or null when the page gave nothing useful or was not fetched. */
  async of(link: URL, asTyped: string): Promise<LinkPreview | null> {
    let preview = this.cache.get(link.href);
    if (!preview) {
      if (this.inFlight >= MAX_FETCHES_IN_FLIGHT) return null;
      preview = this.fetchPreview(link);
      this.cache.set(link.href, preview);
    }
    const found = await preview;
    return found && { ...found, url: asTyped };
  }

  private async fetchPreview(link: URL): Promise<PreviewOfPage> {
    this.inFlight++;
    try {
      const page = await this.fetcher.page(link.href);
      const { parsePreview } = await previewParser();
      const { title, image, favicon, productEans } = parsePreview(page.html, page.url);
      if (!title && !image) return null;
      return {
        faviconSite: favicon,
        imageForDisplay: image,
        productEans,
        productId: null,
        sanitizedUrl: link.href,
        title,
        urlDisplayText: urlDisplayText(link),
      };
    } catch (error) {
      // A preview is optional: a page that breaks the parser is a page without one, not a failed call.
      if (!(error instanceof FetchRefused)) this.logger.warn(`No preview of ${link.host}: ${String(error)}`);
      return null;
    } finally {
      this.inFlight--;
    }
  }
}
