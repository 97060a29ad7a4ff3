import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import { createHash, createHmac, type KeyObject } from 'node:crypto';
import { platformSecret } from '../platform/security/platform-secret.js';
import { DOCUMENT_STORE } from '../platform/tokens.js';

/**
 * Codes mailed as links (password reset, e-mail verification, sign-in): only their SHA-256 is stored, in the log and in the
 * read models.
 */
export const hashMailedCode = (code: string) => createHash('sha256').update(code).digest('base64url');

export type CodePurpose = 'reset' | 'verify' | 'sign-in';

/**
 * The plain code is never stored: it is a keyed hash (256 bits) of the request that asked for it, under a platform
 * secret. The request's command id becomes the event's `causationId`, so the reactor that mails the link computes the
 * same code from the event, and the log holds only the code's hash.
 */
@Injectable()
export class MailedCodes {
  private secret: KeyObject | null = null;

  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async code(purpose: CodePurpose, userId: string, requestId: string): Promise<string> {
    const key = this.secret ?? (this.secret = await platformSecret(this.store, 'mailed-codes'));
    return createHmac('sha256', key).update(`${purpose}:${userId}:${requestId}`).digest('base64url');
  }

  /** The hash to record and when the code expires, `hours` after `now`. */
  async issue(
    purpose: CodePurpose,
    userId: string,
    requestId: string,
    now: Date,
    hours: number,
  ): Promise<{ codeHash: string; expiresAt: string }> {
    return {
      codeHash: hashMailedCode(await this.code(purpose, userId, requestId)),
      expiresAt: new Date(now.getTime() + hours * 3_600_000).toISOString(),
    };
  }
}
