/**
 * A marquee shows its list twice in a row; translating the track by half its
 * width then lands exactly where it started, so the loop has no visible seam.
 */
export function duplicateForLoop<T>(items: readonly T[]): { item: T; copy: 0 | 1 }[] {
  return [0, 1].flatMap((copy) => items.map((item) => ({ item, copy: copy as 0 | 1 })));
}
