// Commercial and city settings: a rooftop terrace over the lake, and a restaurant terrace closed by guillotine
// glazing.
import { K } from '../palette.mjs';
import { LAYER } from '../render/canvas.mjs';
import { slabs } from '../elements/ground.mjs';
import { house, glassDefs } from '../elements/house.mjs';
import { shrub, olive, planter } from '../elements/plants.mjs';
import { sofa, armchair, coffeeTable, chair, rug } from '../elements/furniture.mjs';
import { glow, floorLamp } from '../elements/lights.mjs';
import { member } from '../products/pergola-frame.mjs';
import { pergolaBio } from '../products/pergolas.mjs';
import { glassWalls, guillotine } from '../products/glazing.mjs';
import { cam, backdrop, makeScene } from './setting.mjs';

export function rooftopScene(spec) {
  const W = 5;
  const D = 3.8;
  const P = { x0: 0, x1: W, z0: 0, z1: D, h: 2.7, attached: false };
  const c = [W / 2, 0, D / 2];
  const views = {
    hero: cam(c, [-5.5, 2.4, -8.5], [0.6, 1.5, 3], 55),
    detail: cam(c, [-3.2, 1.6, -4.4], [0, 2.1, 1], 50),
  };
  const s = makeScene({ ...spec, bg: 'lake' }, views[spec.view || 'hero']);
  backdrop(s, { ...spec, bg: 'lake' });
  // Roof deck extends towards the view; glass balustrade on the far edge.
  const edgeZ = D + 2.2;
  slabs(s, -4, W + 2.5, -6, edgeZ, { size: 0.6, color: '#E2DBD0' });
  // Parapet + glass balustrade.
  member(s, LAYER.OBJ, [-4, 0, edgeZ], [W + 2.5, 0.25, edgeZ + 0.25], K.white2, 'x', { chunk: 1.5 });
  glassDefs(s);
  for (let x = -4; x < W + 2.5; x += 1.3) {
    const q = [
      [x, 0.25, edgeZ + 0.1],
      [x + 1.26, 0.25, edgeZ + 0.1],
      [x + 1.26, 1.1, edgeZ + 0.1],
      [x, 1.1, edgeZ + 0.1],
    ];
    s.add(
      LAYER.OBJ,
      s.dist([x + 0.6, 0.6, edgeZ]) - 0.1,
      s.poly(q, 'url(#glassClear)') + s.line(q[3], q[2], K.anth, Math.max(1, 0.03 * s.pxPerM(q[3]))),
    );
  }
  // Apartment facade on the right.
  house(s, { x0: W + 2.5, x1: W + 12, z0: -8, z1: edgeZ + 0.3, h: 3.1, wall: K.white, windows: [], sideWindows: [] });
  pergolaBio(s, { ...P, angles: [0.9, 0.9] });
  sofa(s, W / 2, D - 0.7, 0, { w: 2.4 });
  armchair(s, W / 2 - 1.8, D - 1.9, -Math.PI / 2, { pillow: K.copper });
  coffeeTable(s, W / 2, D - 1.9);
  rug(s, W / 2, D - 1.6, 3, 2.2);
  olive(s, -0.8, -0.3);
  planter(s, W + 1.2, 1.2, { w: 0.5, d: 2.2 });
  planter(s, -2.6, edgeZ - 0.5, { w: 2, d: 0.45 });
  if (s.mood === 'dusk') floorLamp(s, W / 2 + 1.6, D - 0.4);
  return s;
}

// Guillotine glazing in use.
export function restaurantScene(spec) {
  const W = 7.5;
  const zF = 0;
  const wallZ = 4.6;
  const c = [W / 2, 0, 2];
  const views = {
    hero: cam(c, [-6.5, 1.8, -9], [0.3, 1.4, 0.5], 52),
    front: cam(c, [-1.5, 1.7, -8.5], [0.2, 1.35, 0.5], 50),
    detail: cam(c, [-2.6, 1.5, -3.4], [-0.6, 1.25, 1.5], 50),
  };
  const s = makeScene(spec, views[spec.view || 'hero']);
  backdrop(s, spec);
  house(s, {
    x0: -3,
    x1: W + 5,
    z0: wallZ,
    z1: wallZ + 8,
    h: 3.8,
    wall: spec.wall || K.stone,
    windows: [
      [3.3, 6.8, 0.12, 2.7, 3, true],
      [7.6, 8.8, 0.12, 2.4, 1],
    ],
    roof: 'flat',
  });
  slabs(s, -3, W + 5, -5, wallZ, { size: 0.5, color: '#E2DBD0' });
  // Roof structure: bioclimatic frame closed + guillotine front.
  const P = { x0: 0, x1: W, z0: zF, z1: wallZ, h: 2.75, attached: true };
  pergolaBio(s, { ...P, angles: [0.15, 0.15], led: true });
  guillotine(s, {
    x0: 0.16,
    x1: W - 0.16,
    z: zF + 0.1,
    h: 2.75 - 0.26,
    bays: spec.bays || ['closed', 'raised', 'raised', 'closed'],
  });
  // Side glazing.
  glassWalls(s, P, [{ side: 'left' }]);
  for (let i = 0; i < 3; i++) {
    const x = 1.3 + i * 2.4;
    // Bistro tables.
    s.add(LAYER.OBJ, s.dist([x, 0.4, 2.2]), s.cylinder(x, 2.2, 0, 0.72, 0.05, 0.05, K.anth, { sides: 8 }));
    s.add(LAYER.OBJ, s.dist([x, 0.75, 2.2]) - 0.1, s.cylinder(x, 2.2, 0.72, 0.75, 0.4, 0.4, K.white, { sides: 18 }));
    chair(s, x - 0.62, 2.2, -Math.PI / 2, { seat: K.copper });
    chair(s, x + 0.62, 2.2, Math.PI / 2, { seat: K.copper });
    if (s.mood === 'dusk' || s.mood === 'night') glow(s, [x, 0.85, 2.2], 0.5, '#FFC27A', 0.6);
  }
  // Outdoor tables in front + planters.
  planter(s, -1.6, -0.8, { w: 1.6, d: 0.45 });
  olive(s, W + 0.9, -0.4);
  shrub(s, W + 2.6, 0.5, 0.6);
  // String of lights along the front beam at dusk.
  if (s.mood === 'dusk' || s.mood === 'night')
    for (let x = 0.4; x < W; x += 0.6) glow(s, [x, 2.3 + 0.06 * Math.sin(x * 2), -0.05], 0.18, '#FFD79A', 0.9);
  return s;
}
