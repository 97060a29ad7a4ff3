import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../config/config.js';

/**
 * Headers of every answer (`@fastify/helmet`). The built frontend loads only its own files: no inline script or
 * style (React sets style properties through the DOM, which style-src does not govern), pictures from this site plus
 * `blob:` (the preview of a chosen picture; the QR code is drawn on a canvas, nothing uses `data:`), and the live
 * channel to this site's own origin.
 */
export function securityHeaders(config: AppConfig): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
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
        connectSrc: ["'self'", () => liveOrigin(config.publicUrl)],
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
