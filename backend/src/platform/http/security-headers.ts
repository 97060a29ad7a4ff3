import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/config.js';

/**
 * Sets the headers below on every answer, pages and not-found answers included. The helmet middleware is built once:
 * `@fastify/helmet` builds it anew for every request (parsing the policy each time), about a sixth of a visitor page's
 * cost on the server.
 */
export function addSecurityHeaders(app: NestFastifyApplication, config: AppConfig): void {
  const setHeaders = helmet(securityHeaders(config));
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      // helmet only sets headers: it throws rather than pass an error on.
      setHeaders(request.raw, reply.raw, () => done());
    });
}

/**
 * Headers of every answer. The built frontend loads only its own files: no inline script or
 * style (React sets style properties through the DOM, which style-src does not govern), pictures from this site plus
 * `blob:` (the preview of a chosen picture; the QR code is drawn on a canvas, nothing uses `data:`), and the live
 * channel to this site's own origin. Product and link-preview pictures are shops' own `https:` addresses, shown with
 * `referrerpolicy="no-referrer"` (docs/products.md: why not through our image store).
 */
function securityHeaders(config: AppConfig): HelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  const live = liveOrigin(config.publicUrl);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'"],
        // 'self' covers ws(s) to the same host in current browsers; the explicit origin is for older ones.
        connectSrc: ["'self'", live],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // A browser remembers HSTS for the host, so it is sent only where the site really is https.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

/** The live channel's WebSocket origin (`wss://host` for `https://host`). */
const liveOrigin = (publicUrl: string) => new URL(publicUrl).origin.replace(/^http/, 'ws');
