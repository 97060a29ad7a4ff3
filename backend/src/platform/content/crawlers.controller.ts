import { Controller, Get, Header, Inject } from '@nestjs/common';
import { sitemapPaths } from '@wl/contracts';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../tokens.js';
import { canonicalUrl } from './page-html.js';

/** What search engines read: which addresses they may visit, and the public content pages of this site. */
@Controller()
export class CrawlersController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Lists, lots, account and support pages are personal: crawlers keep out of the API and find content in the sitemap. */
  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /api/',
      `Sitemap: ${canonicalUrl(this.config.publicUrl, '/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  sitemap(): string {
    const urls = sitemapPaths(this.config.site).map(
      (path) => `  <url><loc>${canonicalUrl(this.config.publicUrl, path)}</loc></url>`,
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }
}
