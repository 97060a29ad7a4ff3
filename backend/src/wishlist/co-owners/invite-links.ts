import { createHash } from 'node:crypto';

/**
 * An invite's guid (a random UUID, 122 bits) is the capability of its link: the log knows the invite by this hash only,
 * the guid itself is sealed with the inviter's key so the owners can show the link again.
 */
export const inviteHashOf = (guid: string) => createHash('sha256').update(guid.toLowerCase()).digest('hex');

/** The address the invitee opens (the frontend's `/i/{guid}` route). */
export const inviteUrlOf = (publicUrl: string, guid: string) => `${publicUrl}/i/${guid}`;
