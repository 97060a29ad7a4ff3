import { Injectable } from '@nestjs/common';
import { limits } from '@wl/contracts';
import { Images, InvalidImage } from '../../platform/images/images.js';
import { RateLimits } from '../../platform/security/rate-limits.js';
import { FetchRefused, SafeFetch } from './safe-fetch.js';

/**
 * A picture the owner took from a link preview, saved as the gift's own picture: fetched once by the safe fetcher
 * (same address rules as the preview, at most the size of an upload), then read, checked and stored by the same
 * `Images.save` as an upload, within the same job limit. The gift then shows our copy: visitors never load anything
 * from the shop.
 */
@Injectable()
export class LinkedPictures {
  constructor(
    private readonly fetcher: SafeFetch,
    private readonly images: Images,
    private readonly rateLimits: RateLimits,
  ) {}

  /** The stored picture's id; `InvalidImage` when it could not be fetched or read, 429 past the caller's fetch limit. */
  async save(ownerId: string, actorId: string, url: string): Promise<string> {
    await this.rateLimits.consume('linkPreviewsPerUser', actorId);
    const bytes = await this.fetcher.image(url, limits.imageBytes).catch((error: unknown) => {
      throw error instanceof FetchRefused ? new InvalidImage(`not fetched: ${error.reason}`) : error;
    });
    return this.images.save(ownerId, bytes, 'link');
  }
}
