// @ts-check
/**
 * next/image's qualities (next.config.mjs allows these and no others). The page's largest image, its hero, is the
 * one a phone waits for before the page looks ready: it is encoded at a lower quality, 29 % fewer bytes for an
 * AVIF that looks the same at a phone's density (bench/notes.md, item 6); every other image keeps Next's default.
 */
export const HERO_IMAGE_QUALITY = 60;
export const DEFAULT_IMAGE_QUALITY = 75;
export const IMAGE_QUALITIES = [HERO_IMAGE_QUALITY, DEFAULT_IMAGE_QUALITY];
