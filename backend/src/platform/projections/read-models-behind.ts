import { HttpStatus } from '@nestjs/common';
import { RetryLater } from '../http/retry-later.js';

/** Seconds a client waits before reading again: read models usually catch up within a few hundred milliseconds. */
const RETRY_AFTER_SECONDS = 2;

/**
 * 503 for a command whose events the read models do not show within the wait. The write happened: retrying an
 * idempotent call is safe, retrying one that is not (a new post, a new gift) repeats it; reading again is always safe.
 */
export class ReadModelsBehind extends RetryLater {
  constructor() {
    super(
      HttpStatus.SERVICE_UNAVAILABLE,
      'ReadModelsBehind',
      'Saved, but not visible yet; read again in a moment.',
      RETRY_AFTER_SECONDS,
    );
  }
}
