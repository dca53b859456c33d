// What every recipe is made of. Each entry of a recipe table: output path → [size, composer, spec]. The spec
// only states the subject (product, view, mood, setting); composers own the drawing.

// Frame sizes used by the site's layouts.
export const HERO = [1920, 1080];
export const CAT = [1600, 1067];
export const WIDE = [1600, 900];
export const CARD = [1200, 900];

// One builder per composer (scenes/).
export const P = (spec) => ['pergola', spec];
export const CP = (spec) => ['carport', spec];
export const CH = (spec) => ['charging', spec];
export const EN = (spec) => ['energy', spec];
export const RT = (spec) => ['rooftop', spec];
export const RS = (spec) => ['restaurant', spec];

// Screens lowered on the named sides, drawn in the order given: drop 0 rolled up, 1 down to the floor.
export const screensDown = (drops) => Object.entries(drops).map(([side, drop]) => ({ side, drop }));

// A freestanding canvas pergola by the pool, loungers under it.
export const TOILE_BY_THE_POOL = { product: 'toile', view: 'pool', attached: false, furniture: 'loungers' };
