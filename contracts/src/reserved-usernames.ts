import { LIVE_PATH } from './protocol.js';

/**
 * Paths the server answers beside the pages: every controller of the API is under `/api`; the metrics scrape and the
 * live channel are registered with these constants. A test reads the running server's route table for any other.
 */
export const API_PREFIX = '/api';
export const METRICS_PATH = '/metrics';
const SERVER_PATHS = [API_PREFIX, METRICS_PATH, LIVE_PATH];

/**
 * First path segments that belong to the site, so a list (`/{username}`) may not be named after them: the screens
 * of both specs (built or still to come, Dutch paths and aliases), the server's own paths and the folders of the
 * built frontend. Tests check that every first segment of the frontend router and every first segment the running
 * server answers (its route table, with the built frontend's files) is listed.
 */
export const RESERVED_USERNAMES: readonly string[] = [
  // Spec 01 screens.
  'account',
  'crossedoff',
  'friends',
  'mylist',
  'list',
  'error',
  'i',
  // Spec 02 screens and their aliases.
  'lootjestrekken',
  'lootje',
  'loting',
  'blog',
  'faq',
  'support',
  'contact',
  'winkels',
  'laden',
  'shops',
  'impressum',
  'voorwaarden',
  'about',
  'terms',
  'privacy',
  'safety',
  'veiligheid',
  // Developer pages, the server's own paths and the built frontend's folders.
  'dev',
  ...SERVER_PATHS.map((path) => path.slice(1)),
  'assets',
  'themes',
  // The support console.
  'beheer',
];

const reserved = new Set(RESERVED_USERNAMES);

/** The router matches paths case-insensitively, so `/API` is as much the site's as `/api`. */
export const isReservedUsername = (username: string) => reserved.has(username.trim().toLowerCase());
