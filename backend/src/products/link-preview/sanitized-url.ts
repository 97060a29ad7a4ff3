/**
 * A shop link as it is worth keeping: tracking parameters and the fragment dropped, everything else as the shop wrote
 * it (other parameters, their order and encoding). Null for anything but an http(s) address without credentials.
 */
export function sanitizedUrl(link: string): URL | null {
  if (!URL.canParse(link)) return null;
  const url = new URL(link);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  if (url.username !== '' || url.password !== '') return null;
  url.hash = '';
  url.search = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !isTracking(nameOf(pair)))
    .join('&');
  return url;
}

/** What the link shows as: its host without `www.`. */
export const urlDisplayText = (url: URL) => url.hostname.replace(/^www\./, '');

/**
 * Click and campaign identifiers of ad networks, mail tools and social sites: they say who clicked where, never which
 * product. `ref` itself stays (some shops use it for the product or the variant).
 */
const TRACKING = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  'igshid',
  '_hsenc',
  '_hsmi',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mkt_tok',
  '_ga',
  '_gl',
  'srsltid',
  'ref_src',
  'ref_url',
]);

const isTracking = (name: string) => name.startsWith('utm_') || TRACKING.has(name);

function nameOf(pair: string): string {
  const name = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}
