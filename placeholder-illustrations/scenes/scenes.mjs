// Scene recipes: each composer builds a whole site (backdrop, house,
// floor, product, furniture, plants) from a small spec, so the table in
// generate.mjs only says WHAT to show; cameras pick hero vs detail.
import { Scene, LAYER, rng, add, levelQuad } from './core.mjs';
import {
  K,
  sky,
  mountains,
  treeline,
  lawn,
  lawnStripes,
  lakeView,
  slabs,
  deck,
  pool,
  house,
  shrub,
  tree,
  conifer,
  olive,
  grasses,
  planter,
  sofa,
  armchair,
  coffeeTable,
  diningSet,
  lounger,
  plasticChair,
  rug,
  glow,
  floorLamp,
  car,
  chair,
  onPlane,
  glassDefs,
} from './elements.mjs';
import {
  pergolaBio,
  rollingRoof,
  rollingRoofPlus,
  pergolaToile,
  screens,
  glassWalls,
  guillotine,
  glassRoof,
  carportV,
  carportSolar,
  wallbox,
  cable,
  heatPump,
  member,
} from './products.mjs';

const WALLS = [K.white, K.stone, '#E6DFD5', K.white2];
const FLOORS = [K.stone, '#E2DBD0', '#D6D1CA', '#E9E3DA'];

function cam(c, [dx, dy, dz], [tx, ty, tz], fov = 50) {
  return { pos: [c[0] + dx, dy, c[2] + dz], target: [c[0] + tx, ty, c[2] + tz], fov };
}

function backdrop(s, spec) {
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
function garden(s, r, { x0 = -25, x1 = 30, zFar = 14, count = 7, avoid = [] } = {}) {
  for (let i = 0; i < count; i++) {
    const x = r.range(x0, x1);
    const z = r.range(zFar, zFar + 14);
    if (avoid.some(([a, b]) => x > a && x < b)) continue;
    if (r.chance(0.25)) conifer(s, x, z, r.range(5, 9), { layer: LAYER.BACK });
    else tree(s, x, z, r.range(4.5, 8), { layer: LAYER.BACK, color: r.pick([K.sageDeep, K.sageDark, '#6C8769']) });
  }
}

function makeScene(spec, camera) {
  return new Scene({
    width: spec.w,
    height: spec.h,
    seed: spec.seed,
    camera,
    mood: spec.mood || 'golden',
    sun: spec.sun,
  });
}

// ================================================================ pergolas
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

// Paper plan + calculator on the dining table (budget article).
function tableProps(s, { x, z }) {
  const y = 0.765;
  const paper = [
    [x - 0.55, y, z - 0.22],
    [x + 0.05, y, z - 0.3],
    [x + 0.11, y, z + 0.12],
    [x - 0.49, y, z + 0.2],
  ];
  let svg = s.poly(paper, s.light(K.white, [0, 1, 0]));
  // Plan lines: a pergola footprint drawn on the sheet.
  const L = (a, b) => s.line(a, b, K.skyDark, Math.max(1, 0.004 * s.pxPerM(a)));
  const Pp = (u, v) => [
    paper[0][0] + (paper[1][0] - paper[0][0]) * u + (paper[3][0] - paper[0][0]) * v,
    y + 0.001,
    paper[0][2] + (paper[1][2] - paper[0][2]) * u + (paper[3][2] - paper[0][2]) * v,
  ];
  svg +=
    L(Pp(0.15, 0.2), Pp(0.8, 0.2)) +
    L(Pp(0.8, 0.2), Pp(0.8, 0.75)) +
    L(Pp(0.8, 0.75), Pp(0.15, 0.75)) +
    L(Pp(0.15, 0.75), Pp(0.15, 0.2));
  for (let u = 0.25; u < 0.8; u += 0.08)
    svg += s.line(Pp(u, 0.22), Pp(u, 0.73), K.skyDeep, Math.max(0.6, 0.002 * s.pxPerM(Pp(u, 0.5))));
  svg += L(Pp(0.15, 0.88), Pp(0.8, 0.88));
  s.add(LAYER.OBJ, -0.5, svg);
  const cx = x + 0.32;
  const cz = z - 0.02;
  let calc = s.box([cx - 0.08, y, cz - 0.12], [cx + 0.08, y + 0.02, cz + 0.12], K.anth, { shadow: true });
  calc += s.poly(levelQuad(cx - 0.06, cx + 0.06, cz + 0.05, cz + 0.1, y + 0.021), '#A9BFAE');
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) {
      const kx = cx - 0.055 + i * 0.037;
      const kz = cz - 0.1 + j * 0.035;
      const key = levelQuad(kx, kx + 0.026, kz, kz + 0.024, y + 0.022);
      calc += s.poly(key, i === 3 && j === 0 ? K.copper : '#C9CDD0');
    }
  s.add(LAYER.OBJ, -0.6, calc);
  // Pencil.
  s.add(
    LAYER.OBJ,
    -0.55,
    s.line(
      [x - 0.1, y + 0.006, z + 0.2],
      [x + 0.12, y + 0.006, z + 0.24],
      K.copper,
      Math.max(1.5, 0.008 * s.pxPerM([x, y, z])),
    ),
  );
}

// ================================================================ rooftop
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

// ================================================================ restaurant (guillotine)
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

// ================================================================ carports
// Carport x∈[0,Wc], z∈[0,L]; house to the right, front at z=hz.
export function carportScene(spec) {
  const r = rng(spec.layoutSeed || spec.seed);
  const double = spec.double;
  const Wc = double ? 6.2 : 3.6;
  const L = 5.8;
  const c = [Wc / 2, 0, L / 2];
  const views = {
    front34: cam(c, [-6.5, 2.4, -10], [0.8, 1.2, 0.5], 50),
    front: cam(c, [-3.2, 1.8, -10], [0, 1.45, 0.5], 46),
    high: cam(c, [-7, 6.2, -10.5], [1, 0.8, 0.6], 50),
    highR: cam(c, [8, 5.5, -9.5], [0.8, 0.8, 0.6], 50),
    detailRoof: cam(c, [-3.5, 4.8, -3.8], [0.2, 2.6, 1.2], 48),
    detailV: cam(c, [-2.6, 1.75, -7.2], [0.1, 2.05, -0.6], 44),
    wide: cam(c, [-8.5, 3, -11], [1.8, 1.3, 1], 52),
    garage: cam(c, [-5.2, 2.6, -11.5], [2.9, 1.2, 0.5], 54),
  };
  const camera = views[spec.view || 'front34'];
  const s = makeScene(spec, camera);
  backdrop(s, spec);
  const houseSide = spec.houseSide || 'right';
  const hx0 = houseSide === 'right' ? Wc + 0.8 : -11;
  const hx1 = houseSide === 'right' ? Wc + 11 : -0.8;
  const hz = spec.houseZ ?? 3.5;
  const wall = spec.wall || r.pick(WALLS);
  house(s, {
    x0: hx0,
    x1: hx1,
    z0: hz,
    z1: hz + 8.5,
    h: 3.2,
    wall,
    roof: spec.roof || 'flat',
    roofColor: spec.roofColor || K.anth,
    windows: [
      [1.2, 3.4, 0.12, 2.4, 2, true],
      [4.6, 6, 0.9, 2.4, 1],
      [7.2, 8.6, 0.9, 2.4, 1],
    ],
    sideWindows: [[2, 3.4, 0.9, 2.3, 1]],
    solar: spec.houseSolar ? { x0: hx0 + 0.8, x1: hx1 - 0.8 } : null,
  });
  garden(s, r, { zFar: hz + 12, count: 7 });
  // Driveway pavers.
  slabs(s, -1.2, Wc + 0.8, -6, L + 1.5, { size: 0.4, ratio: 0.5, color: spec.paving || '#DCD5CB' });
  if (spec.garage) {
    // Closed garage next to the carport (carport-vs-garage article).
    const gx0 = Wc + 0.9;
    const gx1 = gx0 + 3.6;
    const gz0 = -0.6;
    const gz1 = gz0 + 6.5;
    let svg = s.box([gx0, 0, gz0], [gx1, 2.7, gz1], wall, { grad: 'h' });
    const Pp = onPlane([gx0, 0, gz0 - 0.01], [1, 0, 0], [0, 1, 0]);
    svg += s.poly([Pp(0.35, 0), Pp(3.25, 0), Pp(3.25, 2.25), Pp(0.35, 2.25)], s.light(K.anthLight, [0, 0, -1]));
    for (let y = 0.45; y < 2.25; y += 0.45)
      svg += s.line(
        Pp(0.35, y),
        Pp(3.25, y),
        s.light(K.anthDark, [0, 0, -1]),
        Math.max(0.8, 0.012 * s.pxPerM(Pp(1, y))),
      );
    svg += s.box([gx0 - 0.1, 2.7, gz0 - 0.1], [gx1 + 0.1, 2.9, gz1 + 0.1], K.anth);
    s.add(LAYER.OBJ, s.dist([gx0 + 1.8, 1.3, gz0 + 3]), svg);
    s.addWallReceiver([gx0, 0, gz0], [1, 0, 0], [0, 1, 0], [0, 3.6, 0, 2.7]);
    slabs(s, gx0 - 0.2, gx1 + 0.2, -6, gz0, { size: 0.4, ratio: 0.5, color: spec.paving || '#DCD5CB' });
  }
  const kind = spec.product || 'v';
  if (kind === 'v') carportV(s, { x0: 0, x1: Wc, z0: 0, z1: L });
  else carportSolar(s, { x0: 0, x1: Wc, z0: 0, z1: L });
  const colors = spec.carColors || [K.copper, K.carGrey];
  const nCars = spec.cars ?? (double ? 2 : 1);
  const carX = nCars === 2 ? [Wc * 0.27, Wc * 0.73] : [Wc / 2];
  const carRefs = carX.map((x, i) =>
    car(s, x, L / 2 + 0.2, spec.carRot || 0, { color: colors[i % colors.length], chargePort: 1 }),
  );
  if (spec.postBox) {
    // Charging box on the carport's front-right post.
    const px = Wc - 0.35 - 0.06;
    const sock = wallbox(s, px, 1.2, 0.4 - 0.005, { layer: LAYER.OBJ });
    cable(s, sock, carRefs[carRefs.length - 1].P(4.0, 0.92, 0.95), { sag: 0.5 });
  }
  shrub(s, -1.9, L - 0.5, 0.7);
  shrub(s, -2.2, 1.2, 0.55, { color: K.sage });
  grasses(s, -1.8, -1.2);
  if (houseSide === 'right') olive(s, Wc + 0.5, -0.3, { pot: K.stoneDark });
  return s;
}

// ================================================================ charging
export function chargingScene(spec) {
  const wallZ = 4;
  const bx = spec.boxX ?? 2.2;
  const c = [bx, 0, wallZ - 2];
  const views = {
    hero: cam(c, [-6.5, 2.0, -8.5], [0.8, 1.1, 0.8], 48),
    plug: cam(c, [-1.9, 1.75, -1.2], [0.15, 0.95, 1.2], 42),
    box: cam(c, [-2.4, 1.55, -2.2], [0.1, 1.1, 1.9], 44),
  };
  const s = makeScene(spec, views[spec.view || 'hero']);
  backdrop(s, spec);
  const r = rng(spec.seed + 'c');
  const garageWall = spec.wall || r.pick(WALLS);
  house(s, {
    x0: -6,
    x1: 10,
    z0: wallZ,
    z1: wallZ + 8,
    h: spec.storeys === 2 ? 6 : 3.2,
    wall: garageWall,
    roof: spec.roof || 'flat',
    windows: [
      [0.8, 4.2, 0.12, 2.35, 2],
      [10.5, 13.5, 0.9, 2.4, 2, true],
    ],
    cladding: spec.cladding ? [11.2, 15.6] : null,
  });
  garden(s, r, { zFar: wallZ + 12, count: 6 });
  slabs(s, -6, 10, -6, wallZ, { size: 0.45, ratio: 0.5, color: spec.paving || '#DCD5CB' });
  const sock = wallbox(s, bx, 1.15, wallZ);
  // Car nose-in, port on the front-left wing (towards the camera side).
  const carRef = car(s, bx + 1.2, wallZ - 3.0, Math.PI, { color: spec.carColor || K.copper, chargePort: 1 });
  const port = carRef.P(3.95, 0.92, 0.95);
  const plugOut = add(port, [-0.09, 0.0, 0.0]);
  cable(s, sock, plugOut, { sag: 0.75, bias: -2 });
  // Plug handle sitting in the port.
  s.add(
    LAYER.OBJ,
    s.dist(port) - 2.5,
    s.box(
      [plugOut[0] - 0.03, port[1] - 0.045, port[2] - 0.05],
      [port[0] + 0.005, port[1] + 0.055, port[2] + 0.05],
      K.anth,
      { shadow: false },
    ),
  );
  glow(s, add(port, [-0.02, 0.07, 0]), 0.05, '#F0A15A', 0.8);
  shrub(s, bx - 2.4, wallZ - 0.6, 0.55);
  planter(s, bx + 4.3, wallZ - 0.35, { w: 1.8, d: 0.4 });
  olive(s, bx - 1.4, wallZ - 0.5, { pot: K.stoneDark, h: 1.6 });
  return s;
}

// ================================================================ energy (solar roof + heat pump)
export function energyScene(spec) {
  const r = rng(spec.layoutSeed || spec.seed);
  const hx0 = 0;
  const hx1 = spec.houseW || 11;
  const hz = 0;
  const c = [(hx0 + hx1) / 2, 0, 3];
  const hpX = hx1 - 1.3;
  const views = {
    aerial: cam(c, [-9, 8.5, -17], [0.6, 2.6, 2], 50),
    garden: cam(c, [-8, 1.8, -15], [0.8, 3.0, 2], 50),
    hero: cam(c, [-10, 4.2, -17], [0.5, 2.6, 2], 50),
    pump: cam([hpX, 0, hz], [-4.6, 1.6, -5.6], [0.2, 0.8, 0.1], 48),
    chalet: cam([hpX, 0, hz], [-9.5, 2.6, -13.5], [-3.6, 3.1, 0.5], 50),
    fan: cam([hpX, 0, hz], [-1.05, 1.1, -2.1], [-0.05, 0.55, -0.2], 44),
    panels: cam(c, [-3.5, 6.8, -5.5], [0, 4.6, 1.5], 50),
  };
  const s = makeScene(spec, views[spec.view || 'hero']);
  backdrop(s, spec);
  const chalet = spec.chalet;
  if (chalet) {
    house(s, {
      x0: hx0,
      x1: hx1,
      z0: hz,
      z1: hz + 9,
      h: 3.4,
      wall: K.white,
      roof: 'chalet',
      roofColor: K.anth,
      timber: K.woodDark,
      windows: [
        [1, 2.6, 0.9, 2.5, 2],
        [4.2, 6.8, 0.12, 2.5, 2, true],
        [8.2, 9.8, 0.9, 2.5, 2],
      ],
      balcony: true,
    });
  } else {
    house(s, {
      x0: hx0,
      x1: hx1,
      z0: hz,
      z1: hz + 8,
      h: 3.3,
      wall: spec.wall || r.pick(WALLS),
      roof: 'gable',
      roofColor: spec.roofColor || '#4A5156',
      windows: [
        [1.2, 4.4, 0.12, 2.45, 3, true],
        [5.4, 6.8, 0.9, 2.45, 1],
        [7.8, 9.4, 0.9, 2.45, 1],
      ],
      solar: spec.solar === false ? null : { x0: hx0 + 0.6, x1: hx1 - 0.6 },
      ridge: 3.1,
    });
  }
  garden(s, r, { zFar: 16, count: 9 });
  slabs(s, -1, hx1 + 1, -3.5, hz, { size: 0.8, color: '#E2DBD0' });
  if (spec.pump !== false) {
    heatPump(s, hpX, hz - 0.45, 0, { pipesTo: hz, casing: spec.casing || K.white2 });
  }
  // Garden dressing.
  shrub(s, hx1 + 1.4, hz - 0.3, 0.75);
  shrub(s, hx0 - 1.2, hz - 0.8, 0.65, { color: K.sage });
  grasses(s, hpX - 1.3, hz - 0.5, { w: 0.6, h: 0.7 });
  if (chalet) {
    conifer(s, hx1 + 4, 5, 8, { layer: LAYER.BACK });
    conifer(s, hx0 - 3.5, 3, 7, { layer: LAYER.BACK });
  } else {
    tree(s, hx0 - 4, 4, 6.5, { layer: LAYER.BACK });
  }
  if (spec.furniture !== false && !chalet) {
    diningSet(s, 3, -2, 0, { w: 1.6, chairs: 4 });
  }
  if (spec.pumpShrubs !== false) shrub(s, hpX + 1.1, hz - 0.25, 0.45, { color: K.sageDark });
  return s;
}
