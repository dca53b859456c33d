// The pergola scene: a terrace against (or near) the house, its floor, a pergola product, furniture and plants.
import { K } from '../palette.mjs';
import { rng } from '../render/random.mjs';
import { LAYER } from '../render/canvas.mjs';
import { slabs, deck, pool } from '../elements/ground.mjs';
import { house } from '../elements/house.mjs';
import { shrub, tree, olive, grasses, planter } from '../elements/plants.mjs';
import {
  sofa,
  armchair,
  coffeeTable,
  diningSet,
  lounger,
  plasticChair,
  rug,
  tableProps,
} from '../elements/furniture.mjs';
import { floorLamp } from '../elements/lights.mjs';
import { pergolaBio, rollingRoof, rollingRoofPlus, pergolaToile } from '../products/pergolas.mjs';
import { screens } from '../products/screens.mjs';
import { glassWalls, guillotine, glassRoof } from '../products/glazing.mjs';
import { WALLS, FLOORS, cam, backdrop, garden, makeScene } from './setting.mjs';

// Layout: pergola x∈[0,W], z∈[wallZ-D, wallZ]; house front at wallZ.
export function pergolaScene(spec) {
  const r = rng(spec.layoutSeed || spec.seed);
  const W = spec.width || 5.4;
  const D = spec.depth || 4.0;
  const wallZ = 4.5;
  const attached = spec.attached !== false && spec.house !== false;
  const z1 = attached ? wallZ : wallZ - (spec.gap ?? 1.6);
  const P = { x0: 0, x1: W, z0: z1 - D, z1, h: spec.ph || 2.7, attached, ...spec.productOpts };
  const c = [W / 2, 0, (P.z0 + P.z1) / 2];
  const views = {
    high: cam(c, [-7.5, 5.4, -10.5], [0.6, 0.9, 0.3], 48),
    mid: cam(c, [-6.3, 4.0, -8.4], [0.5, 1.15, 0.3], 52),
    midR: cam(c, [6.3, 4.0, -8.4], [-0.5, 1.15, 0.3], 52),
    highR: cam(c, [7.5, 5.0, -10.5], [-0.6, 0.9, 0.3], 48),
    eye: cam(c, [-6.2, 1.65, -8.8], [0.5, 1.45, 0.2], 52),
    eyeR: cam(c, [5.8, 1.7, -8.6], [-0.4, 1.45, 0.2], 52),
    front: cam(c, [-1.4, 2.3, -10], [0, 1.35, 0.3], 50),
    hero: cam(c, [-9.5, 4.6, -10.5], [-4.4, 1.9, 0.4], 56),
    wide: cam(c, [-9, 3.6, -13], [-1.2, 1.2, 0.5], 55),
    under: cam(c, [-1.2, 1.35, -D / 2 + 0.9], [0.7, 3.6, 0.6], 74),
    corner: cam(c, [-W / 2 - 2.0, 3.7, -D / 2 - 2.6], [-W / 2 + 1.6, 2.4, -D / 2 + 1.6], 48),
    close: cam(c, [-3.4, 1.6, -5.4], [0.2, 1.2, 0.4], 50),
    table: cam(c, [-3.0, 3.5, -5.0], [-0.3, 1.0, 0.2], 52),
    track: cam(c, [-W / 2 + 0.6, 0.55, -D / 2 - 1.6], [-W / 2 + 2.3, 0.45, -D / 2 + 0.2], 60),
    pool: cam(c, [-8, 4.6, -11.5], [1.6, 0.9, -0.5], 52),
  };
  const camera =
    typeof spec.view === 'object' ? cam(c, spec.view.d, spec.view.t, spec.view.fov) : views[spec.view || 'high'];
  const s = makeScene(spec, camera);
  backdrop(s, spec);

  // House.
  if (spec.house !== false) {
    const hx0 = spec.houseX0 ?? -r.range(2.5, 5);
    const hx1 = spec.houseX1 ?? W + r.range(2.5, 6);
    const wall = spec.wall || r.pick(WALLS);
    const doorA = Math.max(0.6, 0.6 - hx0);
    const windows = [[doorA, doorA + Math.min(W - 1.2, 4.2), 0.12, 2.45, 3, true]];
    const hx = hx1 - hx0;
    if (hx - (doorA + 4.4) > 1.8) windows.push([doorA + 5, Math.min(hx - 0.8, doorA + 6.4), 0.9, 2.45, 1]);
    if (doorA > 2.2) windows.push([0.8, doorA - 0.8, 0.9, 2.45, 1]);
    const storey = spec.storeys === 2;
    house(s, {
      x0: hx0,
      x1: hx1,
      z0: wallZ,
      z1: wallZ + 9,
      h: storey ? 6.2 : 3.3,
      wall,
      roof: spec.roof || 'flat',
      roofColor: spec.roofColor || K.anth,
      windows: storey
        ? [...windows, [doorA, doorA + 2.4, 3.6, 5.6, 2], [doorA + 3.2, doorA + 4.6, 3.6, 5.6, 1]]
        : windows,
      sideWindows: r.chance(0.5) ? [[2, 3.6, 0.9, 2.4, 1]] : [],
      cladding: spec.cladding ? [hx - 2.6, hx - 0.3] : null,
      claddingColor: spec.claddingColor,
    });
  }
  garden(s, r, { zFar: wallZ + 11, count: spec.trees ?? 8 });
  for (const [tx, tz, th] of spec.looseTrees || []) tree(s, tx, tz, th, { layer: LAYER.BACK });

  // Floor.
  const fx0 = -1.4;
  const fx1 = W + (spec.floorRight ?? 1.6);
  const fz0 = P.z0 - (spec.floorFront ?? 1.4);
  const floor = spec.floor || 'slabs';
  const floorColor = spec.floorColor || r.pick(FLOORS);
  if (floor === 'deck') deck(s, fx0, fx1, fz0, wallZ, { color: spec.deckColor || K.wood });
  else if (floor === 'slabs')
    slabs(s, fx0, fx1, fz0, wallZ, {
      size: spec.slab || r.pick([0.6, 0.8, 1.0]),
      ratio: r.pick([1, 0.5, 1]),
      color: floorColor,
    });

  if (spec.pool) {
    const px =
      spec.pool === 'front' ? [W * 0.1, W + 4, fz0 - 5.2, fz0 - 1.2] : [W + 2.4, W + 6.4, P.z0 - 4.5, P.z1 - 0.3];
    slabs(s, px[0] - 1.2, px[1] + 1.2, px[2] - 1.2, Math.min(px[3] + 1.2, wallZ), {
      size: 0.8,
      color: K.stone,
      joints: true,
    });
    pool(s, ...px);
  }

  // Product.
  drawPergolaProduct(s, spec.product || 'bio', P, spec);

  // Furniture.
  const fur = spec.furniture ?? 'lounge';
  const cx = W / 2;
  const zb = P.z1 - 0.75;
  if (fur === 'lounge') {
    rug(s, cx, zb - 1.1, 3.2, 2.4, spec.rug || K.stone);
    sofa(s, cx, zb, 0, {
      w: Math.min(2.6, W - 1.8),
      cushion: spec.cushion || K.white,
      pillows: spec.pillows || [K.copper, K.stone, K.copper],
    });
    armchair(s, cx - 1.9, zb - 1.25, -Math.PI / 2, { pillow: K.copper });
    if (W > 4.4) armchair(s, cx + 1.9, zb - 1.25, Math.PI / 2);
    coffeeTable(s, cx, zb - 1.2, { top: spec.tableTop || K.stone });
    if (s.mood === 'dusk' || s.mood === 'night') floorLamp(s, cx + 1.75, zb + 0.2);
  } else if (fur === 'dining') {
    diningSet(s, cx, (P.z0 + P.z1) / 2, 0, {
      w: Math.min(2.2, W - 2),
      chairs: 6,
      candle: s.mood === 'dusk' || s.mood === 'night',
    });
  } else if (fur === 'loungers') {
    lounger(s, cx - 0.8, (P.z0 + P.z1) / 2, 0);
    lounger(s, cx + 0.8, (P.z0 + P.z1) / 2, 0);
    coffeeTable(s, cx, (P.z0 + P.z1) / 2 - 0.4, { w: 0.5, d: 0.5 });
  } else if (fur === 'bare') {
    plasticChair(s, cx + 0.4, (P.z0 + P.z1) / 2 - 0.3, 0.5);
  }
  if (spec.table) tableProps(s, spec.table);

  // Plants.
  const pl = spec.plants ?? 'rich';
  if (pl === 'sparse') {
    // The "before" picture: a lone, tired pot.
    s.add(
      LAYER.OBJ,
      s.dist([W + 0.9, 0.2, P.z1 - 0.5]),
      s.cylinder(W + 0.9, P.z1 - 0.5, 0, 0.4, 0.18, 0.22, '#C9C1B6'),
    );
    grasses(s, W + 0.9, P.z1 - 0.5, { w: 0.3, h: 0.3, y: 0.4, plumes: false });
  } else if (pl !== 'none') {
    olive(s, -0.75, P.z0 - 0.45, { pot: spec.pot || K.anth });
    if (pl === 'rich') {
      olive(s, W + 0.8, P.z0 - 0.5, { pot: spec.pot || K.anth, h: 1.7 });
      planter(s, W + 0.9, P.z1 - 1.1, { w: 0.5, d: 1.4, fill: 'grass' });
      shrub(s, -1.0, P.z1 - 0.5, 0.55);
      shrub(s, fx1 + 0.5, fz0 + 0.4, 0.6, { color: K.sageDark });
      grasses(s, fx1 + 0.6, fz0 - 0.6);
      if (spec.view !== 'hero') shrub(s, fx0 - 0.8, fz0 + 0.6, 0.7, { color: '#6F8A6C' });
    }
  }
  if (spec.extra) spec.extra(s, P);
  return s;
}

// How each pergola product is drawn on the footprint P, with the recipe's product options o.
const PERGOLA_PRODUCTS = {
  none: () => {},
  bio: (s, P, o) => pergolaBio(s, { ...P, ...o }),
  roll: (s, P, o) => {
    rollingRoof(s, { ...P, ...o });
    if (o.screens) screens(s, P, o.screens);
  },
  plus: (s, P, o) => rollingRoofPlus(s, { ...P, ...o }),
  toile: (s, P, o) => pergolaToile(s, { ...P, ...o }),
  stores: (s, P, o) => {
    pergolaBio(s, { ...P, angles: [0.25], ...o });
    screens(
      s,
      P,
      o.screens || [
        { side: 'front', drop: 0.62 },
        { side: 'left', drop: 0.95 },
      ],
    );
  },
  glass: (s, P, o) => {
    pergolaBio(s, { ...P, angles: [0.3, 0.3], ...o });
    glassWalls(
      s,
      P,
      o.walls || [{ side: 'front', open: 2 }, { side: 'left' }, ...(P.attached ? [] : [{ side: 'right' }])],
    );
  },
  guillotine: (s, P, o) => {
    pergolaBio(s, { ...P, angles: [0.2, 0.2], ...o });
    guillotine(s, {
      x0: P.x0 + 0.16,
      x1: P.x1 - 0.16,
      z: P.z0 + 0.1,
      h: P.h - 0.26,
      bays: o.bays || ['closed', 'raised', 'closed', 'half'],
    });
  },
  glassroof: (s, P, o) => {
    glassRoof(s, { x0: P.x0, x1: P.x1, z0: P.z0, z1: P.z1, openBays: o.openBays || [1], ...o });
    if (o.walls) glassWalls(s, { ...P, h: 2.5 + 0.26 }, o.walls);
  },
};

function drawPergolaProduct(s, kind, P, spec) {
  const draw = PERGOLA_PRODUCTS[kind];
  if (!draw) throw new Error('unknown pergola product ' + kind);
  draw(s, P, spec.productOpts || {});
}
