import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';
import { platformSecret } from '../security/platform-secret.js';
import { DOCUMENT_STORE } from '../tokens.js';

/**
 * The key in a mail's settings links (`?k=`): a keyed hash of the recipient's user id under a platform secret, so
 * only who received a mail can open the settings page or unsubscribe without logging in. The user id alone is no
 * capability: support answers and logs may show it (docs/permissions.md, "Mail settings links").
 */
@Injectable()
export class MailSettingsKeys {
  private secret: KeyObject | null = null;

  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async keyFor(userId: string): Promise<string> {
    const secret = this.secret ?? (this.secret = await platformSecret(this.store, 'mail-settings'));
    return createHmac('sha256', secret).update(`mail-settings:${userId}`).digest('base64url');
  }

  /** Whether `key` is the user's key, compared in constant time. */
  async opens(userId: string, key: string | undefined): Promise<boolean> {
    if (key === undefined) return false;
    const expected = Buffer.from(await this.keyFor(userId));
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
