// Environment building blocks: sky, landscape, house, floors, plants,
// furniture, cars. Every function draws into a Scene; none returns layout.
import {
  C,
  LAYER,
  BOX_FACES,
  mix,
  lighten,
  darken,
  f1,
  pathOf,
  add,
  scale,
  centroid,
  clipHalf,
  levelQuad,
} from './core.mjs';

// Shades derived from the brand palette (darker/lighter variants only).
export const K = {
  ...C,
  anthLight: '#4A5156',
  carGrey: '#737D84', // metallic grey car: reads as a car, not a black box
  anthDark: '#1E2225',
  stoneDark: '#D9D2C7',
  stoneDeep: '#C4BAAD',
  white2: '#F3EFE9',
  sageLight: '#B7C9B4',
  sageDark: '#7A9477',
  sageDeep: '#5E775C',
  sageNight: '#42553F',
  skyDeep: '#8FB3C9',
  skyDark: '#5E8299',
  water: '#9CC3D6',
  wood: '#AE8A69', // copper mixed into stone: the deck / timber tone
  woodDark: '#7E5A3C',
  panel: '#2F3C48', // solar cells: anthracite pushed towards sky blue
  panelLight: '#4D6476',
  glassDay: '#6F818C',
};

// Local frame: rotate around Y then translate. Furniture and products are
// written in their own coordinates and placed with this.
export function frameT(ox, oz, rot = 0, oy = 0) {
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  return (lx, ly, lz) => [ox + lx * c + lz * s, oy + ly, oz - lx * s + lz * c];
}

export function tBoxVerts(T, [x0, y0, z0], [x1, y1, z1]) {
  return [
    T(x0, y0, z0),
    T(x1, y0, z0),
    T(x1, y1, z0),
    T(x0, y1, z0),
    T(x0, y0, z1),
    T(x1, y0, z1),
    T(x1, y1, z1),
    T(x0, y1, z1),
  ];
}

// Add one box as its own painter item (depth = its centre).
export function part(s, layer, T, min, max, color, opts = {}) {
  const v = tBoxVerts(T, min, max);
  const svg = s.solid(v, BOX_FACES, color, opts);
  s.add(layer, s.dist(centroid(v)) + (opts.bias || 0), svg);
}

// ================================================================ sky
const SKIES = {
  day: ['#9DC0D6', '#BFD6E3', '#E4EDEF'],
  harsh: ['#B4D0E0', '#D3E3EA', '#F4F4F1'],
  golden: ['#9CBCD0', '#C9DAE1', '#F4E2CB'],
  dusk: ['#4F6878', '#9AABB2', '#E8B985'],
  night: ['#14191C', '#232D35', '#394651'],
};

export function sky(s, { clouds = true } = {}) {
  const [top, mid, hor] = SKIES[s.mood];
  const hy = Math.max(s.H * 0.05, Math.min(s.H * 1.2, s.horizonY()));
  const id = 'skyG';
  s.def(
    id,
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${f1(hy)}"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${hor}"/></linearGradient>`,
  );
  s.add(LAYER.SKY, 1e12, `<rect width="${s.W}" height="${s.H}" fill="url(#${id})"/>`);
  // Sun sits just outside the left edge: warm glow, never a visible disc.
  const glow = {
    day: ['#FFF6E6', 0.5],
    harsh: ['#FFFFFF', 0.65],
    golden: ['#FFE2BC', 0.75],
    dusk: ['#F3A860', 0.7],
    night: ['#5A6A78', 0.25],
  }[s.mood];
  s.def(
    'sunG',
    `<radialGradient id="sunG" cx="0" cy="0" r="1" gradientUnits="userSpaceOnUse" gradientTransform="translate(${f1(-s.W * 0.04)} ${f1(hy - s.H * 0.2)}) scale(${f1(s.W * 0.75)} ${f1(s.H * 0.7)})"><stop offset="0" stop-color="${glow[0]}" stop-opacity="${glow[1]}"/><stop offset="1" stop-color="${glow[0]}" stop-opacity="0"/></radialGradient>`,
  );
  s.add(LAYER.SKY, 1e12 - 1, `<rect width="${s.W}" height="${s.H}" fill="url(#sunG)"/>`);
  if (clouds && s.mood !== 'night') {
    const r = s.rand;
    const cc = s.mood === 'dusk' ? '#F2D2B0' : '#FFFFFF';
    s.def(
      'cloudBlur',
      `<filter id="cloudBlur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${f1(s.W / 160)}"/></filter>`,
    );
    let g = `<g filter="url(#cloudBlur)" fill="${cc}">`;
    const n = r.int(2, 4);
    for (let i = 0; i < n; i++) {
      const cx = r.range(0.15, 0.95) * s.W;
      const cy = r.range(0.06, 0.32) * Math.min(hy, s.H);
      const w = r.range(0.12, 0.26) * s.W;
      g += `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(w)}" ry="${f1(w * 0.07)}" opacity="${f1(r.range(0.3, 0.5) * 10) / 10}"/>`;
      g += `<ellipse cx="${f1(cx + w * 0.3)}" cy="${f1(cy - w * 0.04)}" rx="${f1(w * 0.45)}" ry="${f1(w * 0.06)}" opacity="0.35"/>`;
    }
    s.add(LAYER.SKY, 1e12 - 2, g + '</g>');
  }
}

// ================================================================ mountains
// Alps: individual peaks with a sunlit left flank, shaded right flank and
// snow caps. Jura: long soft ridges. Both sized from the focal length so a
// tele shot shows bigger mountains, like a real lens would.
export function mountains(s, { kind = 'alps', height = 1, count } = {}) {
  const hy = s.horizonY();
  if (hy < -20 || hy > s.H + 50) return;
  const r = s.rand;
  const night = s.mood === 'night';
  const skyMid = SKIES[s.mood][1];
  const skyHor = SKIES[s.mood][2];
  const farCol = night ? '#232C33' : mix(skyMid, K.skyDark, 0.38);
  const ridgeCol = night ? '#1C2328' : mix(skyHor, K.sageDeep, 0.5);
  let svg = '';
  if (kind === 'alps') {
    const n = count || r.int(5, 8);
    const peaks = [];
    for (let i = 0; i < n; i++)
      peaks.push({ x: r.range(-0.05, 1.05) * s.W, h: r.range(0.35, 1) * 0.055 * height * s.F, w: r.range(1.6, 2.6) });
    peaks.sort((p, q) => p.h - q.h);
    const lit = night ? '#303B44' : mix(farCol, '#FFFFFF', 0.12);
    const shade = night ? '#252E35' : darken(farCol, 0.08);
    const snowLit = night ? '#5C6B78' : s.mood === 'dusk' ? '#F6D6B6' : '#FAF8F5';
    const snowSh = night ? '#46535E' : mix(skyMid, '#FFFFFF', 0.3);
    for (const p of peaks) {
      const bw = p.h * p.w;
      const top = [p.x, hy - p.h];
      const left = [[p.x - bw, hy + 1]];
      for (let k = 1; k < 4; k++)
        left.push([
          p.x - bw + (bw * k) / 4 + r.range(-0.05, 0.05) * bw,
          hy - (p.h * k) / 4 - r.range(-0.08, 0.12) * p.h,
        ]);
      const right = [];
      for (let k = 3; k > 0; k--)
        right.push([
          p.x + (bw * 1.2 * (4 - k)) / 4 + r.range(-0.05, 0.05) * bw,
          hy - (p.h * k) / 4 - r.range(-0.1, 0.08) * p.h,
        ]);
      right.push([p.x + bw * 1.2, hy + 1]);
      const ridge = [
        top,
        [p.x + bw * 0.12, hy - p.h * 0.55],
        [p.x + bw * 0.05, hy - p.h * 0.25],
        [p.x + bw * 0.3, hy + 1],
      ];
      const litP = [...left, ...ridge];
      const snowLine = hy - p.h * r.range(0.5, 0.62);
      const clip = (poly) => clipHalf(poly, (q) => snowLine - q[1]);
      svg += `<path d="${pathOf([...left, top, ...right])}" fill="${shade}"/>`;
      svg += `<path d="${pathOf(litP)}" fill="${lit}"/>`;
      const sl = clip([...left, top, ...ridge.slice(1)]);
      const ss = clip([top, ...right, ...ridge.slice(1).reverse()]);
      if (ss.length > 2) svg += `<path d="${pathOf(ss)}" fill="${snowSh}"/>`;
      if (sl.length > 2) svg += `<path d="${pathOf(sl)}" fill="${snowLit}"/>`;
    }
    s.add(LAYER.SKY, 1e11, svg);
  }
  // Foreground soft ridge (Jura-like) in both kinds.
  const N = 120;
  const ph = [r.range(0, 6), r.range(0, 6), r.range(0, 6)];
  const amp = (kind === 'alps' ? 0.012 : 0.028) * height * s.F;
  const pts = [];
  for (let i = 0; i <= N; i++) {
    const u = i / N;
    const v =
      0.55 + 0.25 * Math.sin(u * 4.5 + ph[0]) + 0.15 * Math.sin(u * 11 + ph[1]) + 0.05 * Math.sin(u * 29 + ph[2]);
    pts.push([u * s.W * 1.1 - s.W * 0.05, hy - v * amp]);
  }
  const col = kind === 'alps' ? ridgeCol : farCol;
  s.add(
    LAYER.SKY,
    1e11 - 1,
    `<path d="${pathOf([...pts, [s.W * 1.05, hy + 2], [-s.W * 0.05, hy + 2]])}" fill="${col}"/>`,
  );
  if (kind === 'jura') {
    const pts2 = pts.map(([x, y], i) => [x, hy - (hy - y) * 0.45 - amp * 0.05 * Math.sin(i * 0.3)]);
    s.add(
      LAYER.SKY,
      1e11 - 2,
      `<path d="${pathOf([...pts2, [s.W * 1.05, hy + 2], [-s.W * 0.05, hy + 2]])}" fill="${ridgeCol}"/>`,
    );
  }
}

// Soft band of distant trees on the horizon (hides the lawn/sky seam).
export function treeline(s, { density = 1, color } = {}) {
  const hy = s.horizonY();
  if (hy < -20 || hy > s.H + 50) return;
  const r = s.rand;
  const col = color || (s.mood === 'night' ? '#1F2A2A' : mix(K.sageDeep, SKIES[s.mood][2], 0.35));
  const unit = s.F * 0.006;
  let d = '';
  let x = -unit * 2;
  while (x < s.W + unit * 3) {
    const rr = unit * r.range(0.7, 1.8) * density;
    d += `M${f1(x - rr)} ${f1(hy + 1)}a${f1(rr)} ${f1(rr * 1.1)} 0 0 1 ${f1(rr * 2)} 0Z`;
    x += rr * r.range(0.9, 1.5);
  }
  s.add(LAYER.SKY, 1e10, `<path d="${d}" fill="${col}"/>`);
}

// Faint mowing bands: a flat lawn reads as an unfinished background.
export function lawnStripes(s, { x0 = -80, x1 = 80, z0 = -20, z1 = 60, w = 1.8 } = {}) {
  if (s.mood === 'night') return;
  let d = '';
  for (let z = z0; z < z1; z += w * 2) {
    const p = s.projPoly(levelQuad(x0, x1, z, z + w, 0.001));
    if (p) d += pathOf(p);
  }
  s.add(LAYER.GROUND, 1e12 - 1, `<path d="${d}" fill="#FFFFFF" opacity="0.035"/>`);
}

export function lawn(s, { color } = {}) {
  const hy = Math.max(0, s.horizonY());
  const night = s.mood === 'night';
  const far = night ? '#2A3530' : mix(K.sageLight, SKIES[s.mood][2], 0.35);
  const near = color || (night ? '#33432F' : s.mood === 'dusk' ? '#7E9372' : '#8EAA89');
  s.def(
    'lawnG',
    `<linearGradient id="lawnG" gradientUnits="userSpaceOnUse" x1="0" y1="${f1(hy)}" x2="0" y2="${s.H}"><stop offset="0" stop-color="${far}"/><stop offset="0.35" stop-color="${mix(far, near, 0.7)}"/><stop offset="1" stop-color="${near}"/></linearGradient>`,
  );
  s.add(LAYER.GROUND, 1e12, `<rect y="${f1(hy - 1)}" width="${s.W}" height="${f1(s.H - hy + 1)}" fill="url(#lawnG)"/>`);
}

// Lake Geneva–like water band with a far shore and a hint of city blocks.
export function lakeView(s, { shoreDist = 900, city = true } = {}) {
  const hy = s.horizonY();
  const night = s.mood === 'night';
  const shore = s.proj([s.cam[0], 0, s.cam[2] + shoreDist])[1];
  const wTop = night ? '#2E3C47' : mix(K.sky, SKIES[s.mood][2], 0.4);
  const wBot = night ? '#1E272E' : mix(K.skyDeep, K.skyDark, 0.2);
  s.def(
    'lakeG',
    `<linearGradient id="lakeG" gradientUnits="userSpaceOnUse" x1="0" y1="${f1(hy)}" x2="0" y2="${s.H}"><stop offset="0" stop-color="${wTop}"/><stop offset="1" stop-color="${wBot}"/></linearGradient>`,
  );
  s.add(LAYER.GROUND, 1e12, `<rect y="${f1(hy - 1)}" width="${s.W}" height="${f1(s.H - hy + 1)}" fill="url(#lakeG)"/>`);
  // Glitter band where the low sun reflects.
  const r = s.rand;
  let g = '';
  for (let i = 0; i < 40; i++) {
    const y = hy + (shore - hy) * 0.2 + r.next() * (s.H - hy) * 0.5;
    const x = r.range(0, 0.45) * s.W;
    const w = r.range(0.01, 0.05) * s.W;
    g += `M${f1(x)} ${f1(y)}h${f1(w)}`;
  }
  s.add(
    LAYER.GROUND,
    1e12 - 1,
    `<path d="${g}" stroke="${night ? '#F0C890' : '#FFF4E2'}" stroke-width="${f1(s.W / 900)}" opacity="0.5"/>`,
  );
  if (city) {
    const base = hy + 1;
    let d = '';
    let x = s.W * r.range(0.3, 0.45);
    const end = x + s.W * r.range(0.35, 0.5);
    const u = s.F * 0.0035;
    let win = '';
    while (x < end) {
      const w = u * r.range(1, 3);
      const h = u * r.range(0.8, 3.2);
      d += `M${f1(x)} ${f1(base)}v${f1(-h)}h${f1(w)}v${f1(h)}Z`;
      if (night)
        for (let k = 0; k < 3; k++)
          win += `<rect x="${f1(x + r.next() * w * 0.8)}" y="${f1(base - r.next() * h * 0.9)}" width="${f1(u * 0.25)}" height="${f1(u * 0.2)}" fill="#F2C98C"/>`;
      x += w + u * r.range(0.05, 0.6);
    }
    const col = night ? '#2B3640' : mix(K.skyDark, SKIES[s.mood][2], 0.45);
    s.add(LAYER.SKY, 1e10 - 1, `<path d="${d}" fill="${col}"/>${win}`);
  }
}

// ================================================================ floors
// A random nudge lighter or darker, so tiles and boards do not look printed.
const shadeBy = (base, t) => (t > 0 ? lighten(base, t) : darken(base, -t));

export function slabs(s, x0, x1, z0, z1, { size = 0.8, color = K.stone, y = 0.02, joints = true, ratio = 1 } = {}) {
  const r = s.rand;
  const base = s.light(color, [0, 1, 0]);
  let out = s.poly(levelQuad(x0, x1, z0, z1, y), base);
  const sx = size;
  const sz = size * ratio;
  for (let z = z0; z < z1 - 1e-6; z += sz) {
    for (let x = x0; x < x1 - 1e-6; x += sx) {
      if (r.next() < 0.55) continue;
      const tile = levelQuad(x, Math.min(x1, x + sx), z, Math.min(z1, z + sz), y);
      out += s.poly(tile, shadeBy(base, r.range(-0.035, 0.035)));
    }
  }
  if (joints) {
    const jc = darken(base, 0.1);
    const w = Math.max(0.5, s.W / 1800);
    for (let x = x0 + sx; x < x1 - 1e-6; x += sx) out += s.line([x, y, z0], [x, y, z1], jc, w);
    for (let z = z0 + sz; z < z1 - 1e-6; z += sz) out += s.line([x0, y, z], [x1, y, z], jc, w);
  }
  s.add(LAYER.GROUND, s.dist([(x0 + x1) / 2, 0, (z0 + z1) / 2]) + 1000, out);
}

export function deck(s, x0, x1, z0, z1, { color = K.wood, board = 0.16, y = 0.06, along = 'x' } = {}) {
  const r = s.rand;
  const base = s.light(color, [0, 1, 0]);
  let out = s.poly(levelQuad(x0, x1, z0, z1, y), base);
  const jc = darken(base, 0.18);
  const w = Math.max(0.5, s.W / 2000);
  if (along === 'x') {
    for (let z = z0; z < z1; z += board) {
      out += s.poly(levelQuad(x0, x1, z, Math.min(z1, z + board), y), shadeBy(base, r.range(-0.05, 0.05)));
      out += s.line([x0, y, z], [x1, y, z], jc, w);
    }
  } else {
    for (let x = x0; x < x1; x += board) {
      out += s.poly(levelQuad(x, Math.min(x1, x + board), z0, z1, y), shadeBy(base, r.range(-0.05, 0.05)));
      out += s.line([x, y, z0], [x, y, z1], jc, w);
    }
  }
  // Front fascia so the deck reads as a raised platform.
  out += s.poly(
    [
      [x0, 0, z0],
      [x1, 0, z0],
      [x1, y, z0],
      [x0, y, z0],
    ],
    darken(base, 0.25),
  );
  s.add(LAYER.GROUND, s.dist([(x0 + x1) / 2, 0, (z0 + z1) / 2]) + 1000, out);
}

// Generic ground quad (paths, gravel, rugs). `top` forces it above floors.
export function groundQuad(s, x0, x1, z0, z1, color, { y = 0.01, top = false } = {}) {
  const out = s.poly(levelQuad(x0, x1, z0, z1, y), s.light(color, [0, 1, 0]));
  s.add(LAYER.GROUND, top ? -1 : s.dist([(x0 + x1) / 2, 0, (z0 + z1) / 2]) + 1000, out);
}

export function pool(s, x0, x1, z0, z1) {
  const cop = 0.35;
  const top = s.light(K.stone, [0, 1, 0]);
  let out = s.poly(levelQuad(x0 - cop, x1 + cop, z0 - cop, z1 + cop, 0.04), top);
  const w = [K.water, K.skyDeep];
  const night = s.mood === 'night';
  const id = s.newId('pool');
  const water = levelQuad(x0, x1, z0, z1, 0);
  const sp = s.projPoly(water);
  if (sp) {
    const ys = sp.map((p) => p[1]);
    s.def(
      id,
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${f1(Math.min(...ys))}" x2="0" y2="${f1(Math.max(...ys))}"><stop offset="0" stop-color="${night ? '#3F7C8F' : lighten(w[0], 0.25)}"/><stop offset="1" stop-color="${night ? '#1F4B5C' : w[1]}"/></linearGradient>`,
    );
    out += s.poly(water, `url(#${id})`);
    // Inner far wall gives the water depth.
    out += s.poly(
      [
        [x0, 0.04, z1],
        [x1, 0.04, z1],
        [x1, -0.25, z1],
        [x0, -0.25, z1],
      ],
      night ? '#2D5F70' : darken(w[1], 0.08),
    );
    out += s.poly(
      [
        [x0, 0.04, z0],
        [x0, 0.04, z1],
        [x0, -0.25, z1],
        [x0, -0.25, z0],
      ],
      night ? '#2A5565' : darken(w[0], 0.05),
    );
    const r = s.rand;
    let rip = '';
    for (let i = 0; i < 14; i++) {
      const zz = z0 + r.next() * (z1 - z0);
      const xa = x0 + r.next() * (x1 - x0) * 0.7;
      const seg = s.projSeg([xa, 0.001, zz], [Math.min(x1, xa + r.range(0.4, 1.5)), 0.001, zz]);
      if (seg) rip += `M${f1(seg[0][0])} ${f1(seg[0][1])}L${f1(seg[1][0])} ${f1(seg[1][1])}`;
    }
    out += `<path d="${rip}" stroke="#FFFFFF" stroke-width="${f1(Math.max(1, s.W / 700))}" stroke-linecap="round" opacity="0.45"/>`;
  }
  s.add(LAYER.GROUND, s.dist([(x0 + x1) / 2, 0, (z0 + z1) / 2]) + 999, out);
}

// ================================================================ house
// Glass look shared by house windows and products: sky reflection at the
// top fading into a darker interior, plus one diagonal highlight.
export function glassDefs(s) {
  const night = s.mood === 'night';
  const dusk = s.mood === 'dusk';
  s.def(
    'glassWin',
    `<linearGradient id="glassWin" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${night ? '#F6D29C' : dusk ? '#C9B9A8' : '#D8E6EE'}"/><stop offset="0.45" stop-color="${night ? '#E9B677' : dusk ? '#6E7479' : '#8FA3AF'}"/><stop offset="1" stop-color="${night ? '#C98C4E' : '#4D5B64'}"/></linearGradient>`,
  );
  s.def(
    'glassClear',
    `<linearGradient id="glassClear" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="${night ? 0.1 : 0.55}"/><stop offset="0.5" stop-color="${K.sky}" stop-opacity="${night ? 0.08 : 0.22}"/><stop offset="1" stop-color="${K.skyDark}" stop-opacity="${night ? 0.12 : 0.3}"/></linearGradient>`,
  );
}

// Rectangle on a plane: o + u*a + v*b.
export const onPlane = (o, u, v) => (a, b) => add(o, add(scale(u, a), scale(v, b)));

export function windowOn(s, P, a0, a1, b0, b1, { mullions = 1, frame = K.anth, lit = false, curtain = false } = {}) {
  glassDefs(s);
  const fw = 0.06;
  let out = s.poly([P(a0, b0), P(a1, b0), P(a1, b1), P(a0, b1)], s.light(frame, [0, 0, -1]));
  const glass = lit || s.mood === 'night' ? 'url(#glassWin)' : 'url(#glassWin)';
  const n = mullions;
  const pw = (a1 - a0 - fw * (n + 1)) / n;
  for (let i = 0; i < n; i++) {
    const ga = a0 + fw + i * (pw + fw);
    out += s.poly([P(ga, b0 + fw), P(ga + pw, b0 + fw), P(ga + pw, b1 - fw), P(ga, b1 - fw)], glass);
    if (curtain && i === n - 1)
      out += s.poly(
        [P(ga + pw * 0.72, b0 + fw), P(ga + pw, b0 + fw), P(ga + pw, b1 - fw), P(ga + pw * 0.72, b1 - fw)],
        lit || s.mood === 'night' ? '#F8E2BD' : '#D8D2C8',
        ' opacity="0.85"',
      );
    // Reflection streak, kept faint so windows stay calm.
    const h = b1 - b0 - 2 * fw;
    out += s.poly(
      [
        P(ga + pw * 0.15, b1 - fw),
        P(ga + pw * 0.38, b1 - fw),
        P(ga + pw * 0.38 - h * 0.25, b0 + fw),
        P(ga + pw * 0.15 - h * 0.25, b0 + fw),
      ].map((p) => p),
      '#FFFFFF',
      ` opacity="${s.mood === 'night' ? 0.06 : 0.13}"`,
    );
  }
  return out;
}

// house({x0,x1,z0,z1,h, wall, roof:'flat'|'gable'|'chalet', windows:[[a0,a1,b0,b1,mullions]], sideWindows, solar})
export function house(s, o) {
  const { x0, x1, z0, z1, h } = o;
  const wall = o.wall || K.white;
  const layer = o.layer ?? LAYER.BACK;
  const front = [x0, 0, z0];
  let out = s.box([x0, 0, z0], [x1, h, z1], wall, { grad: 'h', shadow: true, decorate: (i) => decorateWall(i) });
  function decorateWall(i) {
    // BOX_FACES: 0 front(z0), 2 left(x0), 3 right(x1)
    let d = '';
    if (i === 0) {
      // Plinth line anchors the house to the ground.
      d += s.poly(
        [
          [x0, 0, z0 - 0.005],
          [x1, 0, z0 - 0.005],
          [x1, 0.12, z0 - 0.005],
          [x0, 0.12, z0 - 0.005],
        ],
        s.light(darken(wall, 0.12), [0, 0, -1]),
      );
      const P = onPlane([x0, 0, z0 - 0.01], [1, 0, 0], [0, 1, 0]);
      for (const w of o.windows || [])
        d += windowOn(s, P, w[0], w[1], w[2], w[3], { mullions: w[4] || 1, curtain: w[5] });
      if (o.cladding) {
        const [ca, cb] = o.cladding; // vertical timber/anthracite cladding band
        d += s.poly([P(ca, 0.12), P(cb, 0.12), P(cb, h), P(ca, h)], s.light(o.claddingColor || K.anth, [0, 0, -1]));
        for (let a = ca + 0.12; a < cb; a += 0.12)
          d += s.line(
            P(a, 0.12),
            P(a, h),
            darken(s.light(o.claddingColor || K.anth, [0, 0, -1]), 0.15),
            Math.max(0.5, s.W / 2400),
          );
      }
    }
    if (i === 2 && o.sideWindows) {
      const P = onPlane([x0 - 0.01, 0, z1], [0, 0, -1], [0, 1, 0]);
      for (const w of o.sideWindows) d += windowOn(s, P, w[0], w[1], w[2], w[3], { mullions: w[4] || 1 });
    }
    return d;
  }
  s.addWallReceiver(front, [1, 0, 0], [0, 1, 0], [0, x1 - x0, 0, h]);
  s.addWallReceiver([x0, 0, z1], [0, 0, -1], [0, 1, 0], [0, z1 - z0, 0, h]);
  const roof = o.roof || 'flat';
  const rc = o.roofColor || K.anth;
  if (roof === 'flat') {
    // Anthracite fascia with a pale gravel top: a black lid would dominate
    // every elevated view.
    out += s.box(
      [x0 - 0.12, h, z0 - 0.12],
      [x1 + 0.12, h + 0.28, z1 + 0.12],
      (i) => (i === 4 ? o.roofTop || '#C9C3BA' : rc),
      { shadow: false },
    );
  } else if (roof === 'gable') {
    // Ridge parallel to the facade: the front roof plane faces the camera,
    // which is where solar panels are shown.
    const ov = 0.45;
    const rh = o.ridge || (z1 - z0) * 0.42;
    const frame = { o: [0, 0, 0], U: [0, 0, 1], V: [0, 1, 0], W: [1, 0, 0] };
    const section = pitchedSection(z0, z1, h, rh, ov, 0.18);
    out += s.extrude(section.gable, frame, x0, x1, wall, { shadow: false });
    let roofSvg = s.extrude(section.far, frame, x0 - ov, x1 + ov, rc, { shadow: true });
    roofSvg += s.extrude(section.near, frame, x0 - ov, x1 + ov, rc, {
      shadow: true,
      decorateStrip: (i, pts) => (i === 3 && o.tiles !== false ? tileLines(s, pts, rc) : ''),
    });
    out += roofSvg;
    if (o.solar) {
      const sp = o.solar;
      const { da: dz, dy, ea: ez, ey, thick, ac: zc } = section;
      const P = (x, along) => [x, ey + thick + 0.06 + along * dy, ez + along * dz];
      const L = Math.hypot(zc - ez, rh + (h - ey));
      out += solarArray(s, P, sp.x0 ?? x0 + 0.4, sp.x1 ?? x1 - 0.4, L * (sp.a0 ?? 0.12), L * (sp.a1 ?? 0.9), sp);
    }
  } else if (roof === 'chalet') {
    // Ridge perpendicular to the facade: big gable triangle facing us.
    const ov = 0.9;
    const rh = o.ridge || (x1 - x0) * 0.32;
    const xc = (x0 + x1) / 2;
    const frame = { o: [0, 0, 0], U: [1, 0, 0], V: [0, 1, 0], W: [0, 0, 1] };
    const timber = o.timber || K.woodDark;
    const section = pitchedSection(x0, x1, h, rh, ov, 0.2);
    out += s.extrude(section.gable, frame, z0, z1, timber, {
      shadow: false,
      decorateCap: (w, P) => {
        if (w !== z0) return '';
        let d = '';
        for (let x = x0 + 0.15; x < x1; x += 0.15) {
          const top = h + rh * (1 - Math.abs(x - xc) / (xc - x0));
          d += s.line(P(x, h), P(x, top), darken(s.light(timber, [0, 0, -1]), 0.18), Math.max(0.5, s.W / 2200));
        }
        const gw = (x1 - x0) * 0.16;
        d += windowOn(s, (a, b) => P(a, b, 0.02), xc - gw, xc + gw, h + 0.25, h + rh * 0.62, { mullions: 2 });
        return d;
      },
    });
    out += s.extrude(section.near, frame, z0 - ov, z1 + 0.3, rc, { shadow: true });
    out += s.extrude(section.far, frame, z0 - ov, z1 + 0.3, rc, { shadow: true });
    if (o.balcony) {
      const by = h - 0.05;
      out += s.box([x0 + 0.3, by, z0 - 1.0], [x1 - 0.3, by + 0.12, z0], timber, { shadow: true });
      const P = onPlane([x0 + 0.3, by + 0.12, z0 - 1.0], [1, 0, 0], [0, 1, 0]);
      let rail = s.poly(
        [P(0, 0.85), P(x1 - x0 - 0.6, 0.85), P(x1 - x0 - 0.6, 0.95), P(0, 0.95)],
        s.light(timber, [0, 0, -1]),
      );
      for (let a = 0.05; a < x1 - x0 - 0.6; a += 0.14)
        rail += s.poly(
          [P(a, 0), P(a + 0.08, 0), P(a + 0.08, 0.85), P(a, 0.85)],
          s.light(lighten(timber, 0.08), [0, 0, -1]),
        );
      out += rail;
    }
  }
  s.add(layer, s.dist([(x0 + x1) / 2, h / 2, (z0 + z1) / 2]) + (o.bias || 0), out);
}

// A pitched roof in section across its ridge: `a` runs from eave to eave, the ridge halfway and `rise` above the
// eaves at height h. Gives the gable triangle under it and its near and far slabs, which overhang the walls by
// `overhang` and are `depth` thick (`thick` measured vertically); (da, dy) is the slope's direction.
function pitchedSection(a0, a1, h, rise, overhang, depth) {
  const ac = (a0 + a1) / 2;
  const slope = Math.atan2(rise, ac - a0);
  const da = Math.cos(slope);
  const dy = Math.sin(slope);
  const ea = a0 - overhang * da;
  const ey = h - overhang * dy;
  const thick = depth / da;
  const ridge = h + rise;
  return {
    ac,
    da,
    dy,
    ea,
    ey,
    thick,
    gable: [
      [a0, h],
      [a1, h],
      [ac, ridge],
    ],
    near: [
      [ea, ey],
      [ac, ridge],
      [ac, ridge + thick],
      [ea, ey + thick],
    ],
    far: [
      [ac, ridge],
      [a1 + overhang * da, ey],
      [a1 + overhang * da, ey + thick],
      [ac, ridge + thick],
    ],
  };
}

function tileLines(s, pts, rc) {
  // pts is the top quad of the front roof slab: subtle horizontal courses.
  let d = '';
  const c = darken(s.light(rc, [0, 1, 0]), 0.12);
  for (let k = 1; k < 9; k++) {
    const t = k / 9;
    const a = add(scale(pts[0], 1 - t), scale(pts[1], t));
    const b = add(scale(pts[3], 1 - t), scale(pts[2], t));
    d += s.line(a, b, c, Math.max(0.5, s.W / 2600));
  }
  return d;
}

// Grid of PV modules on a plane P(x, along). Cells are drawn as a thin
// lighter grid so the panels read as solar, not as dark glass.
export function solarArray(s, P, xa, xb, a0, a1, { cols, rows, gap = 0.03, panelW = 1.05, panelH = 1.75 } = {}) {
  const nC = cols || Math.max(1, Math.floor((xb - xa + gap) / (panelW + gap)));
  const nR = rows || Math.max(1, Math.floor((a1 - a0 + gap) / (panelH + gap)));
  const x0 = (xa + xb) / 2 - (nC * (panelW + gap) - gap) / 2;
  const fill = s.light(K.panel, norm3(P, x0, a0));
  const hi = s.light(K.panelLight, norm3(P, x0, a0));
  const id = 'pvG' + s.mood;
  s.def(
    id,
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset="0.55" stop-color="${fill}"/><stop offset="1" stop-color="${darken(fill, 0.15)}"/></linearGradient>`,
  );
  let out = '';
  const lw = Math.max(0.5, s.W / 2600);
  let grid = '';
  for (let c = 0; c < nC; c++) {
    for (let r = 0; r < nR; r++) {
      const xx = x0 + c * (panelW + gap);
      const aa = a0 + r * (panelH + gap);
      const q = [P(xx, aa), P(xx + panelW, aa), P(xx + panelW, aa + panelH), P(xx, aa + panelH)];
      out += s.poly(q, `url(#${id})`, ` stroke="${lighten(fill, 0.45)}" stroke-width="${f1(lw * 1.4)}"`);
      for (let k = 1; k < 6; k++) {
        const seg = s.projSeg(P(xx + (panelW * k) / 6, aa), P(xx + (panelW * k) / 6, aa + panelH));
        if (seg) grid += `M${f1(seg[0][0])} ${f1(seg[0][1])}L${f1(seg[1][0])} ${f1(seg[1][1])}`;
      }
      for (let k = 1; k < 10; k++) {
        const seg = s.projSeg(P(xx, aa + (panelH * k) / 10), P(xx + panelW, aa + (panelH * k) / 10));
        if (seg) grid += `M${f1(seg[0][0])} ${f1(seg[0][1])}L${f1(seg[1][0])} ${f1(seg[1][1])}`;
      }
    }
  }
  out += `<path d="${grid}" stroke="${lighten(fill, 0.22)}" stroke-width="${f1(lw)}" opacity="0.7"/>`;
  return out;
}

function norm3(P, x, a) {
  const o = P(x, a);
  const u = sub3(P(x + 1, a), o);
  const v = sub3(P(x, a + 1), o);
  const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
  const l = Math.hypot(...n) || 1;
  const nn = n.map((k) => k / l);
  return nn[1] < 0 ? nn.map((k) => -k) : nn;
}
const sub3 = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];

// ================================================================ plants

// Rounded shrub: overlapping spheres, lit from the upper left.
export function shrub(s, x, z, r, { color = K.sageDark, layer = LAYER.OBJ, blobs = 9, squash = 0.85 } = {}) {
  const rand = s.rand;
  const bl = [];
  for (let i = 0; i < blobs; i++) {
    const a = rand.range(0, Math.PI);
    const d = rand.range(0.2, 0.62);
    bl.push([Math.cos(a) * d * r, (0.25 + Math.sin(a) * d * 0.9) * r * squash, rand.range(0.34, 0.52) * r]);
  }
  bl.sort((a, b) => a[1] - b[1]);
  const lit = mix(color, K.sageLight, 0.4);
  const shade = darken(color, 0.1);
  const night = s.mood === 'night';
  bl.sort((a, b) => b[0] - a[0]);
  s.billboard([x, 0, z], layer, (px, py, k) => {
    let g = `<ellipse cx="${f1(px)}" cy="${f1(py - r * 0.5 * squash * k)}" rx="${f1(r * 0.8 * k)}" ry="${f1(r * 0.52 * squash * k)}" fill="${night ? mix(shade, '#1B2420', 0.55) : shade}"/>`;
    for (const [bx, by, br] of bl) {
      const t = Math.max(0, Math.min(1, 0.45 - bx / (r * 1.3) + by / (r * 2)));
      const c = mix(shade, lit, t);
      g += `<circle cx="${f1(px + bx * k)}" cy="${f1(py - (by + br * 0.6) * k)}" r="${f1(br * k)}" fill="${night ? mix(c, '#1B2420', 0.55) : c}"/>`;
    }
    return g;
  });
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    pts.push(
      [x + Math.cos(a) * r * 0.8, r * 0.3, z + Math.sin(a) * r * 0.8],
      [x + Math.cos(a) * r * 0.6, r * 1.2, z + Math.sin(a) * r * 0.6],
    );
  }
  s.castShadow(pts);
}

// Deciduous garden tree (background/midground).
export function tree(s, x, z, h, { color = K.sageDeep, layer = LAYER.OBJ, spread = 0.36 } = {}) {
  const rand = s.rand;
  const cr = h * spread;
  const bl = [];
  for (let i = 0; i < 22; i++) {
    const a = rand.range(0, Math.PI * 2);
    const d = Math.sqrt(rand.next()) * 0.75;
    bl.push([Math.cos(a) * d * cr, h - cr + Math.sin(a) * d * cr * 0.85, rand.range(0.22, 0.36) * cr]);
  }
  // Paint back-to-front roughly: lower and right blobs first, lit ones last.
  bl.sort((a, b) => b[0] - a[0] + (a[1] - b[1]) * 0.5);
  const trunk = s.mood === 'night' ? '#2A2725' : '#6E5A48';
  const lit = mix(color, K.sageLight, 0.35);
  const shade = darken(color, 0.12);
  const shown = s.billboard([x, 0, z], layer, (px, py, k) => {
    let g = `<path d="M${f1(px - 0.09 * k)} ${f1(py)}L${f1(px - 0.05 * k)} ${f1(py - (h - cr) * k)}L${f1(px + 0.05 * k)} ${f1(py - (h - cr) * k)}L${f1(px + 0.09 * k)} ${f1(py)}Z" fill="${trunk}"/>`;
    // Solid silhouette first so the canopy never shows holes.
    g += `<ellipse cx="${f1(px)}" cy="${f1(py - (h - cr * 0.95) * k)}" rx="${f1(cr * 0.78 * k)}" ry="${f1(cr * 0.72 * k)}" fill="${s.mood === 'night' ? mix(shade, '#1B2420', 0.55) : shade}"/>`;
    for (const [bx, by, br] of bl) {
      const t = Math.max(0, Math.min(1, 0.5 - bx / (cr * 1.4) + (by - (h - cr)) / (cr * 2.2)));
      const c = mix(shade, lit, t);
      g += `<circle cx="${f1(px + bx * k)}" cy="${f1(py - by * k)}" r="${f1(br * k)}" fill="${s.mood === 'night' ? mix(c, '#1B2420', 0.55) : c}"/>`;
    }
    return g;
  });
  if (!shown) return;
  const pts = [
    [x, 0, z],
    [x + 0.1, 0, z],
  ];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    pts.push([x + Math.cos(a) * cr * 0.8, h - cr, z + Math.sin(a) * cr * 0.8], [x, h, z]);
  }
  s.castShadow(pts);
}

// Slim conifer for alpine settings.
export function conifer(s, x, z, h, { layer = LAYER.OBJ } = {}) {
  const col = s.mood === 'night' ? '#223028' : '#4E6A56';
  const shown = s.billboard([x, 0, z], layer, (px, py, k) => {
    let g = '';
    for (let i = 0; i < 4; i++) {
      const y0 = h * (0.1 + i * 0.2);
      const w = h * (0.28 - i * 0.055);
      const top = y0 + h * 0.42;
      g += `<path d="M${f1(px - w * k)} ${f1(py - y0 * k)}L${f1(px)} ${f1(py - Math.min(h, top) * k)}L${f1(px + w * k)} ${f1(py - y0 * k)}Z" fill="${i % 2 ? col : lighten(col, 0.08)}"/>`;
      g += `<path d="M${f1(px)} ${f1(py - y0 * k)}L${f1(px)} ${f1(py - Math.min(h, top) * k)}L${f1(px + w * k)} ${f1(py - y0 * k)}Z" fill="${darken(col, 0.15)}"/>`;
    }
    return g;
  });
  if (shown)
    s.castShadow([
      [x - h * 0.2, 0, z],
      [x + h * 0.2, 0, z],
      [x, h, z],
      [x, h * 0.2, z - h * 0.2],
      [x, h * 0.2, z + h * 0.2],
    ]);
}

// Potted olive tree: the signature Mediterranean terrace plant.
export function olive(s, x, z, { h = 1.9, pot = K.anth, layer = LAYER.OBJ, potH = 0.55 } = {}) {
  const rand = s.rand;
  const pr = 0.3;
  s.add(layer, s.dist([x, potH / 2, z]) + 0.01, s.cylinder(x, z, 0, potH, pr * 0.85, pr, pot, { top: '#5B4B3E' }));
  const leaves = [];
  for (let i = 0; i < 48; i++) {
    const a = rand.range(0, Math.PI * 2);
    const rr = Math.sqrt(rand.next()) * 0.6;
    leaves.push([Math.cos(a) * rr, h - 0.45 + Math.sin(a) * rr * 0.55, rand.range(0.09, 0.15)]);
  }
  leaves.sort((a, b) => b[0] - a[0]);
  const night = s.mood === 'night';
  const trunk = night ? '#2E2A26' : '#75634F';
  s.billboard(
    [x, potH, z],
    layer,
    (px, py, k) => {
      const t = h - potH - 0.4;
      let g = `<path d="M${f1(px)} ${f1(py)}C${f1(px - 0.12 * k)} ${f1(py - t * 0.4 * k)} ${f1(px + 0.14 * k)} ${f1(py - t * 0.7 * k)} ${f1(px + 0.02 * k)} ${f1(py - t * k)}M${f1(px + 0.01 * k)} ${f1(py - t * 0.6 * k)}L${f1(px - 0.25 * k)} ${f1(py - t * 1.05 * k)}" stroke="${trunk}" stroke-width="${f1(0.05 * k)}" fill="none" stroke-linecap="round"/>`;
      // Silvery olive foliage: small leaves, sunlit on the left.
      for (const [lx, ly, lr] of leaves) {
        const u = Math.max(0, Math.min(1, 0.5 - lx * 0.9 + (ly - (h - 0.45)) * 0.8));
        let c = mix('#748971', '#B9C6B4', u);
        if (night) c = mix(c, '#1B2420', 0.55);
        g += `<ellipse cx="${f1(px + lx * k)}" cy="${f1(py - (ly - potH) * k)}" rx="${f1(lr * k)}" ry="${f1(lr * 0.72 * k)}" fill="${c}"/>`;
      }
      return g;
    },
    -0.02,
  );
  const pts = [
    [x - pr, 0, z],
    [x + pr, 0, z],
    [x, 0, z - pr],
    [x, 0, z + pr],
    [x, potH, z],
  ];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    pts.push([x + Math.cos(a) * 0.55, h - 0.45, z + Math.sin(a) * 0.45]);
  }
  s.castShadow(pts);
}

// Ornamental grasses (a designer-garden cue) in a planter or in the lawn.
export function grasses(s, x, z, { w = 0.8, h = 0.9, y = 0, layer = LAYER.OBJ, plumes = true } = {}) {
  const rand = s.rand;
  const blades = [];
  for (let i = 0; i < 26; i++)
    blades.push([rand.range(-0.5, 0.5) * w, rand.range(0.6, 1) * h, rand.range(-0.35, 0.35), rand.int(0, 2)]);
  const cols = [K.sage, K.sageDark, '#B8C4A4'];
  s.billboard(
    [x, y, z],
    layer,
    (px, py, k) => {
      let g = '';
      for (const [bx, bh, lean, ci] of blades) {
        const ex = px + (bx + lean * bh) * k;
        const ey = py - bh * k;
        g += `<path d="M${f1(px + bx * 0.3 * k)} ${f1(py)}Q${f1(px + bx * k)} ${f1(py - bh * 0.6 * k)} ${f1(ex)} ${f1(ey)}" stroke="${s.mood === 'night' ? darken(cols[ci], 0.55) : cols[ci]}" stroke-width="${f1(Math.max(0.8, 0.018 * k))}" fill="none" stroke-linecap="round"/>`;
        if (plumes && ci === 2)
          g += `<ellipse cx="${f1(ex)}" cy="${f1(ey)}" rx="${f1(0.025 * k)}" ry="${f1(0.08 * k)}" fill="${s.mood === 'night' ? '#5A564E' : '#E6DCC8'}" transform="rotate(${f1(lean * 40)} ${f1(ex)} ${f1(ey)})"/>`;
      }
      return g;
    },
    -0.05,
  );
}

export function planter(
  s,
  x,
  z,
  { w = 1.2, d = 0.4, h = 0.45, color = K.anth, layer = LAYER.OBJ, fill = 'grass' } = {},
) {
  s.add(layer, s.dist([x, h / 2, z]), s.box([x - w / 2, 0, z - d / 2], [x + w / 2, h, z + d / 2], color));
  if (fill === 'grass') grasses(s, x, z, { w: w * 0.9, h: 0.7, y: h, layer });
  else
    for (let i = 0; i < 3; i++)
      shrub(s, x - w / 3 + (i * w) / 3, z, 0.28, { layer, color: i % 2 ? K.sageDark : K.sage });
}

// ================================================================ furniture
export function sofa(
  s,
  x,
  z,
  rot = 0,
  { w = 2.2, d = 0.9, frame = K.anth, cushion = K.white, pillows = [K.copper, K.stone], layer = LAYER.OBJ } = {},
) {
  const T = frameT(x, z, rot);
  const hw = w / 2;
  part(s, layer, T, [-hw, 0.05, -d / 2], [hw, 0.34, d / 2], frame);
  part(s, layer, T, [-hw + 0.14, 0.34, -d / 2 + 0.02], [hw - 0.14, 0.47, d / 2 - 0.2], cushion, { bias: -0.01 });
  part(s, layer, T, [-hw, 0.34, d / 2 - 0.2], [hw, 0.78, d / 2], cushion, { bias: 0.05 });
  part(s, layer, T, [-hw, 0.34, -d / 2], [-hw + 0.14, 0.6, d / 2 - 0.2], frame);
  part(s, layer, T, [hw - 0.14, 0.34, -d / 2], [hw, 0.6, d / 2 - 0.2], frame);
  pillows.forEach((pc, i) => {
    const px = -hw + 0.45 + i * 0.55;
    const c = T(px, 0.62, d / 2 - 0.3);
    const rr = rot;
    const a = [Math.cos(rr) * 0.2, 0, -Math.sin(rr) * 0.2];
    const bz = [Math.sin(rr) * 0.05, 0.02, Math.cos(rr) * 0.05];
    s.add(layer, s.dist(c) - 0.02, s.obox(c, a, [0, 0.17, 0], bz, pc));
  });
}

export function armchair(s, x, z, rot = 0, opts = {}) {
  sofa(s, x, z, rot, { w: 0.9, pillows: opts.pillow ? [opts.pillow] : [], ...opts });
}

export function coffeeTable(s, x, z, { w = 1.0, d = 0.6, top = K.stone, layer = LAYER.OBJ } = {}) {
  s.add(
    layer,
    s.dist([x, 0.2, z]),
    s.box([x - w / 2 + 0.08, 0, z - d / 2 + 0.08], [x + w / 2 - 0.08, 0.3, z + d / 2 - 0.08], K.anth),
  );
  s.add(layer, s.dist([x, 0.4, z]) - 0.01, s.box([x - w / 2, 0.3, z - d / 2], [x + w / 2, 0.38, z + d / 2], top));
}

export function chair(s, x, z, rot = 0, { color = K.anth, seat = K.stone, layer = LAYER.OBJ } = {}) {
  const T = frameT(x, z, rot);
  for (const [lx, lz] of [
    [-0.2, -0.2],
    [0.2, -0.2],
    [-0.2, 0.2],
    [0.2, 0.2],
  ])
    part(s, layer, T, [lx - 0.02, 0, lz - 0.02], [lx + 0.02, 0.45, lz + 0.02], color, { shadow: false });
  part(s, layer, T, [-0.23, 0.42, -0.23], [0.23, 0.48, 0.23], seat);
  part(s, layer, T, [-0.23, 0.48, 0.19], [0.23, 0.88, 0.23], color);
  s.castShadow(tBoxVerts(T, [-0.23, 0, -0.23], [0.23, 0.48, 0.23]));
}

export function diningSet(
  s,
  x,
  z,
  rot = 0,
  { w = 1.8, d = 0.9, top = K.white, chairs = 6, seat = K.stone, layer = LAYER.OBJ, candle = false } = {},
) {
  const T = frameT(x, z, rot);
  const hw = w / 2;
  for (const [lx, lz] of [
    [-hw + 0.1, -d / 2 + 0.1],
    [hw - 0.1, -d / 2 + 0.1],
    [-hw + 0.1, d / 2 - 0.1],
    [hw - 0.1, d / 2 - 0.1],
  ])
    part(s, layer, T, [lx - 0.035, 0, lz - 0.035], [lx + 0.035, 0.72, lz + 0.035], K.anth);
  part(s, layer, T, [-hw, 0.72, -d / 2], [hw, 0.76, d / 2], top, { bias: -0.3 });
  const per = Math.floor(chairs / 2);
  for (let i = 0; i < per; i++) {
    const cx = -hw + (w / per) * (i + 0.5);
    const a = T(cx, 0, -d / 2 - 0.28);
    const b = T(cx, 0, d / 2 + 0.28);
    chair(s, a[0], a[2], rot + Math.PI, { seat, layer });
    chair(s, b[0], b[2], rot, { seat, layer });
  }
  if (candle) {
    const c = T(0, 0.9, 0);
    s.add(
      layer,
      s.dist(c) - 0.5,
      s.box([c[0] - 0.05, 0.76, c[2] - 0.05], [c[0] + 0.05, 0.88, c[2] + 0.05], K.copper, { shadow: false }),
    );
    glow(s, c, 0.6, '#FFC27A', 0.5);
  }
}

export function lounger(s, x, z, rot = 0, { color = K.white, frame = K.anth, layer = LAYER.OBJ } = {}) {
  const T = frameT(x, z, rot);
  part(s, layer, T, [-0.33, 0.05, -0.6], [0.33, 0.3, 1.0], frame);
  part(s, layer, T, [-0.3, 0.3, -0.6], [0.3, 0.38, 0.55], color);
  // Raised back rest, tilted ~35°.
  const c = T(0, 0.58, 0.78);
  const a = [Math.cos(rot) * 0.3, 0, -Math.sin(rot) * 0.3];
  const up = [Math.sin(rot) * 0.2, 0.28, Math.cos(rot) * 0.2];
  const th = [Math.sin(rot) * 0.04, -0.025, Math.cos(rot) * 0.04];
  s.add(layer, s.dist(c), s.obox(c, a, up, th, color));
}

export function plasticChair(s, x, z, rot = 0) {
  const T = frameT(x, z, rot);
  const c = '#F2F1EE';
  for (const [lx, lz] of [
    [-0.22, -0.2],
    [0.22, -0.2],
    [-0.22, 0.2],
    [0.22, 0.2],
  ])
    part(s, LAYER.OBJ, T, [lx - 0.025, 0, lz - 0.025], [lx + 0.025, 0.42, lz + 0.025], c, { shadow: false });
  part(s, LAYER.OBJ, T, [-0.25, 0.4, -0.24], [0.25, 0.45, 0.24], c);
  part(s, LAYER.OBJ, T, [-0.25, 0.45, 0.2], [0.25, 0.85, 0.25], c);
  part(s, LAYER.OBJ, T, [-0.27, 0.6, -0.2], [-0.24, 0.64, 0.22], c);
  part(s, LAYER.OBJ, T, [0.24, 0.6, -0.2], [0.27, 0.64, 0.22], c);
  s.castShadow(tBoxVerts(T, [-0.25, 0, -0.24], [0.25, 0.85, 0.25]));
}

export function rug(s, x, z, w, d, color = K.stone) {
  groundQuad(s, x - w / 2, x + w / 2, z - d / 2, z + d / 2, mix(color, K.stoneDeep, 0.25), { y: 0.075, top: true });
}

// Soft radial light (lamps, LED strips, interior spill).
export function glow(s, p, radiusM, color, op = 0.6, layer = LAYER.FX) {
  const c = s.proj(p);
  if (c[2] < 0.1) return;
  const r = radiusM * s.pxPerM(p);
  const id = 'glow' + color.slice(1);
  s.def(
    id,
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="1"/><stop offset="0.35" stop-color="${color}" stop-opacity="0.45"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  s.add(layer, 0, `<circle cx="${f1(c[0])}" cy="${f1(c[1])}" r="${f1(r)}" fill="url(#${id})" opacity="${op}"/>`);
}

export function floorLamp(s, x, z, { h = 1.6 } = {}) {
  s.add(
    LAYER.OBJ,
    s.dist([x, h / 2, z]),
    s.cylinder(x, z, 0, 0.03, 0.18, 0.18, K.anth, { sides: 10 }) +
      s.cylinder(x, z, 0.03, h - 0.3, 0.015, 0.015, K.anth, { sides: 6 }),
  );
  s.add(LAYER.OBJ, s.dist([x, h, z]) - 0.05, s.cylinder(x, z, h - 0.35, h, 0.24, 0.14, K.copper, { sides: 14 }));
  if (s.mood === 'dusk' || s.mood === 'night') glow(s, [x, h - 0.3, z], 1.3, '#FFC882', 0.7);
}

// ================================================================ car
// Side profile of a compact electric crossover (u along the car, v up).
const CAR_PROFILE = [
  [0.05, 0.3],
  [0, 0.5],
  [0.03, 0.95],
  [0.4, 1.4],
  [2.55, 1.5],
  [3.3, 1.02],
  [4.42, 0.86],
  [4.62, 0.64],
  [4.58, 0.32],
  [4.3, 0.22],
  [0.3, 0.22],
];
const GLASS_EDGES = new Set([2, 4]);

// Car centred at (x, z) pointing along `rot` (0 = nose towards -z, i.e. us).
export function car(s, x, z, rot = 0, { color = K.anthLight, layer = LAYER.OBJ, chargePort = false } = {}) {
  const L = 4.62;
  const Wd = 0.93;
  const c = Math.cos(rot);
  const sn = Math.sin(rot);
  // nose direction (-z rotated)
  const U = [-sn, 0, -c];
  const Wv = [c, 0, -sn];
  const o = add([x, 0, z], scale(U, -L / 2));
  const frame = { o, U, V: [0, 1, 0], W: Wv };
  const glassCol = s.mood === 'night' ? '#1E2326' : '#3E4A52';
  const P = (u, v, w) => add(add(add(o, scale(U, u)), [0, v, 0]), scale(Wv, w));
  const wheel = (u, side) => {
    const prof = [];
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      prof.push([u + Math.cos(a) * 0.35, 0.35 + Math.sin(a) * 0.35]);
    }
    const w0 = side > 0 ? Wd - 0.28 : -Wd + 0.28;
    const w1 = side > 0 ? Wd + 0.01 : -Wd - 0.01;
    return s.extrude(prof, frame, w0, w1, K.anthDark, {
      shadow: false,
      decorateCap: (w, Pc) => {
        let d = '';
        const rim = [];
        for (let i = 0; i < 12; i++) {
          const a = (i / 12) * Math.PI * 2;
          rim.push(Pc(u + Math.cos(a) * 0.22, 0.35 + Math.sin(a) * 0.22));
        }
        d += s.poly(rim, s.light('#9AA0A4', scale(Wv, side)));
        const hub = [];
        for (let i = 0; i < 8; i++) {
          const a = (i / 8) * Math.PI * 2;
          hub.push(Pc(u + Math.cos(a) * 0.07, 0.35 + Math.sin(a) * 0.07));
        }
        d += s.poly(hub, K.anth);
        return d;
      },
    });
  };
  // Decide which flank faces the camera so near wheels paint last.
  const nearSide = dot2(Wv, sub2(s.cam, [x, 0, z])) > 0 ? 1 : -1;
  let svg = wheel(0.85, -nearSide) + wheel(3.75, -nearSide);
  svg += s.extrude(CAR_PROFILE, frame, -Wd, Wd, (i) => (GLASS_EDGES.has(i) ? glassCol : color), {
    shadow: false,
    decorateStrip: (i, pts) => {
      if (i === 6 || i === 7) {
        // Headlight strip across the nose.
        const a = add(scale(pts[0], 0.75), scale(pts[1], 0.25));
        const b = add(scale(pts[3], 0.75), scale(pts[2], 0.25));
        return i === 6
          ? s.line(a, b, s.mood === 'night' ? '#FFF1D6' : '#F4F4F2', Math.max(1, 0.035 * s.pxPerM(a)))
          : '';
      }
      if (i === 1) {
        const a = add(scale(pts[0], 0.2), scale(pts[1], 0.8));
        const b = add(scale(pts[3], 0.2), scale(pts[2], 0.8));
        return s.line(a, b, '#8E3B22', Math.max(1, 0.05 * s.pxPerM(a)));
      }
      return '';
    },
    decorateCap: (w, Pc) => {
      let d = '';
      d += s.poly([Pc(0.3, 1.0), Pc(0.52, 1.36), Pc(2.5, 1.42), Pc(3.16, 1.03)], glassCol);
      d += s.poly(
        [Pc(1.72, 1.0), Pc(1.82, 1.0), Pc(1.82, 1.42), Pc(1.72, 1.42)],
        s.light(color, scale(Wv, Math.sign(w))),
      );
      for (const u of [0.85, 3.75]) {
        const arch = [];
        for (let i = 0; i <= 10; i++) {
          const a = (i / 10) * Math.PI;
          arch.push(Pc(u + Math.cos(a) * 0.43, 0.3 + Math.sin(a) * 0.43));
        }
        d += s.poly(arch, K.anthDark);
      }
      // Door cut lines + handle.
      const lc = darken(s.light(color, scale(Wv, Math.sign(w))), 0.2);
      d += s.line(Pc(1.77, 0.35), Pc(1.77, 1.0), lc, Math.max(0.6, 0.012 * s.pxPerM(Pc(1.7, 0.6))));
      d += s.line(Pc(3.0, 0.4), Pc(3.05, 1.0), lc, Math.max(0.6, 0.012 * s.pxPerM(Pc(3, 0.6))));
      d += s.line(Pc(2.55, 0.88), Pc(2.75, 0.88), lc, Math.max(0.8, 0.025 * s.pxPerM(Pc(2.6, 0.8))));
      if (chargePort && Math.sign(w) === chargePort)
        d += s.poly([Pc(3.85, 0.86), Pc(4.05, 0.86), Pc(4.05, 0.98), Pc(3.85, 0.98)], darken(color, 0.3));
      return d;
    },
  });
  svg += wheel(0.85, nearSide) + wheel(3.75, nearSide);
  s.add(layer, s.dist([x, 0.7, z]), svg);
  const pts = [];
  for (const [u, v] of CAR_PROFILE) pts.push(P(u, v, -Wd), P(u, v, Wd));
  s.castShadow(pts);
  return { P, U, W: Wv, o };
}
const dot2 = (a, b) => a[0] * b[0] + a[2] * b[2];
const sub2 = (a, b) => [a[0] - b[0], 0, a[2] - b[2]];
