// The sky and the far landscape: gradient sky with sun glow and clouds, mountains, the treeline on the horizon.
import { K, mix, darken } from '../palette.mjs';
import { f1, pathOf, clipHalf } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';

// Sky gradient per mood: top, middle, horizon.
export const SKIES = {
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
