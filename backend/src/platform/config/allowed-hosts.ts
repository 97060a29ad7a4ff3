import { isIP } from 'node:net';

/** `IP:port` with a literal IP address (IPv6 in brackets); anything else stops the start. */
export function parseAllowedHost(entry: string): string {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(entry.trim());
  const host = match ? bare(match[1]!) : '';
  const port = match ? Number(match[2]) : 0;
  if (!isIP(host) || port < 1 || port > 65_535)
    throw new Error(`LINK_PREVIEW_ALLOW_HOSTS: expected IP:port, got "${entry}"`);
  return `${host}:${port}`;
}

/** A host name without the brackets of an IPv6 address in a URL. */
export const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1');
