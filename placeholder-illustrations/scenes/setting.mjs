// Scene recipes: each composer builds a whole site (backdrop, house, floor, product, furniture, plants) from a
// small spec, so the recipes (recipes/) only say WHAT to show; cameras pick hero vs detail. What they all share
// is here: wall and floor colours to pick from, the camera helper, the backdrop and the garden around the plot.
import { K } from '../palette.mjs';
import { LAYER } from '../render/canvas.mjs';
import { Scene } from '../render/scene.mjs';
import { sky, mountains, treeline } from '../elements/sky.mjs';
import { lawn, lawnStripes, lakeView } from '../elements/ground.mjs';
import { tree, conifer } from '../elements/plants.mjs';

// Wall and floor colours a scene picks from when its recipe names none.
export const WALLS = [K.white, K.stone, '#E6DFD5', K.white2];
export const FLOORS = [K.stone, '#E2DBD0', '#D6D1CA', '#E9E3DA'];

// A camera offset from the scene's centre c: position c + d, looking at c + t.
export function cam(c, [dx, dy, dz], [tx, ty, tz], fov = 50) {
  return { pos: [c[0] + dx, dy, c[2] + dz], target: [c[0] + tx, ty, c[2] + tz], fov };
}

export function backdrop(s, spec) {
  sky(s, { clouds: spec.clouds !== false });
  if (spec.bg === 'lake') {
    mountains(s, { kind: 'alps', height: 0.8 });
    lakeView(s, { city: spec.city !== false });
    return;
  }
  mountains(s, { kind: spec.bg === 'jura' ? 'jura' : 'alps', height: spec.mountainHeight || 1 });
  treeline(s);
  lawn(s);
  lawnStripes(s);
}

// Trees and hedges around the plot, kept away from the action area.
export function garden(s, r, { x0 = -25, x1 = 30, zFar = 14, count = 7, avoid = [] } = {}) {
  for (let i = 0; i < count; i++) {
    const x = r.range(x0, x1);
    const z = r.range(zFar, zFar + 14);
    if (avoid.some(([a, b]) => x > a && x < b)) continue;
    if (r.chance(0.25)) conifer(s, x, z, r.range(5, 9), { layer: LAYER.BACK });
    else tree(s, x, z, r.range(4.5, 8), { layer: LAYER.BACK, color: r.pick([K.sageDeep, K.sageDark, '#6C8769']) });
  }
}

export function makeScene(spec, camera) {
  return new Scene({
    width: spec.w,
    height: spec.h,
    seed: spec.seed,
    camera,
    mood: spec.mood || 'golden',
    sun: spec.sun,
  });
}
