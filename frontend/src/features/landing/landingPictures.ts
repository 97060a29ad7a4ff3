import crossoff from './pictures/crossoff.webp';
import list from './pictures/list.webp';
import lot from './pictures/lot.webp';
import surprise from './pictures/surprise.webp';

/** A picture and its size in pixels, which the page reserves before it loads. */
export type LandingPicture = { src: string; width: number; height: number };

/**
 * Phone crops of the real pages (`npm run landing-pictures` takes them again and prints their sizes): the owner page,
 * a visitor's page after crossing off, the explanation a first visitor gets, and a lot.
 */
export const landingPictures = {
  list: { src: list, width: 720, height: 1183 },
  crossoff: { src: crossoff, width: 720, height: 946 },
  surprise: { src: surprise, width: 720, height: 771 },
  lot: { src: lot, width: 720, height: 1002 },
} satisfies Record<string, LandingPicture>;
