// What lies on the ground: lawn, lake, paving slabs, timber deck, plain ground quads and the pool.
import { K, mix, lighten, darken } from '../palette.mjs';
import { f1, pathOf, levelQuad } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';
import { SKIES } from './sky.mjs';

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
    // The inner far and left walls give the water depth.
    const innerWall = ([xa, za], [xb, zb]) => [
      [xa, 0.04, za],
      [xb, 0.04, zb],
      [xb, -0.25, zb],
      [xa, -0.25, za],
    ];
    out += s.poly(innerWall([x0, z1], [x1, z1]), night ? '#2D5F70' : darken(w[1], 0.08));
    out += s.poly(innerWall([x0, z0], [x0, z1]), night ? '#2A5565' : darken(w[0], 0.05));
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
