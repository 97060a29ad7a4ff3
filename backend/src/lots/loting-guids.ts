import { createHash } from 'node:crypto';

/**
 * A draw's manage guid and each lot's private guid (random UUIDs, 122 bits) are capabilities: the log and the read
 * models know them by this hash only (`manageGuidHash`, `lotGuidHash`); the guids themselves are sealed with the draw's key.
 */
export const lotingGuidHash = (guid: string) => createHash('sha256').update(guid.toLowerCase()).digest('hex');

/** The participant's private lot link (route `lot`). */
export const lotUrlOf = (publicUrl: string, lotGuid: string) => `${publicUrl}/lootjestrekken/lootje/${lotGuid}`;

/** The organizer's link of the organizer mail (route "open with organizer"). */
export const organizerUrlOf = (publicUrl: string, publicGuid: string, manageGuid: string) =>
  `${publicUrl}/lootjestrekken/loting/open/${publicGuid}/${manageGuid}`;
