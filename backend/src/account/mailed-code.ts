import { createHash, randomBytes } from 'node:crypto';

/**
 * Codes mailed as links (password reset, e-mail verification): 256 random bits; only their SHA-256 is stored, in the
 * log and in the read models.
 */
export const hashMailedCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** A new code, its hash and when it expires, `hours` after `now`. */
export function newMailedCode(now: Date, hours: number): { code: string; codeHash: string; expiresAt: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, codeHash: hashMailedCode(code), expiresAt: new Date(now.getTime() + hours * 3_600_000).toISOString() };
}
