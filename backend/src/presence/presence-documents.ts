/**
 * Operational collections of owner presence (no projection owns them, so a rebuild leaves them alone). See
 * docs/architecture.md "Who of the owners is online".
 */

/** One per server process: its heartbeat. Past `until` the process counts as dead and its connections as gone. */
export const PRESENCE_PROCESSES = 'presence_processes';
export interface PresenceProcessDocument {
  holder: string;
  /** Epoch ms, by the writer's clock. */
  until: number;
  /** While a sweeping process removes a dead holder's connections: until when that sweep holds it (epoch ms). */
  sweptUntil: number | null;
}

/** One per socket in an owner group, so the connections of a dead process can be found and removed. */
export const PRESENCE_CONNECTIONS = 'presence_connections';
export interface PresenceConnectionDocument {
  holder: string;
  socketId: string;
  wishlistId: string;
  userId: string;
}

/**
 * One per owner of a list: the connections that hold them online, changed only compare-and-set on `version`, so the
 * change from none to some (online) and from some to none (offline) happens once across every process.
 */
export const OWNER_PRESENCE = 'owner_presence';
export interface OwnerPresenceDocument {
  wishlistId: string;
  userId: string;
  /** `holder|socketId` of each connection. */
  connections: string[];
  online: boolean;
  version: number;
}

export const connectionEntry = (holder: string, socketId: string) => `${holder}|${socketId}`;
export const socketOfEntry = (entry: string) => entry.slice(entry.lastIndexOf('|') + 1);
export const connectionId = (holder: string, socketId: string, wishlistId: string) =>
  `${holder}|${socketId}|${wishlistId}`;
export const ownerPresenceId = (wishlistId: string, userId: string) => `${wishlistId}|${userId}`;
