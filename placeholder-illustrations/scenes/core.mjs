// Tiny deterministic 3D → SVG renderer used to draw the placeholder "photos".
//
// Why a 3D engine instead of hand-placed 2D shapes: 80 images need varied
// camera angles, consistent sun direction and cast shadows (the louvre
// stripes under a bioclimatic pergola are what make it recognisable). A
// pinhole camera, flat-shaded polygons, painter's sorting and projected
// ground/wall shadows give that with very little code.

// ---------------------------------------------------------------- palette
export const C = {
  anth: '#2B3034',
  white: '#FAF8F5',
  stone: '#EFEBE5',
  copper: '#B8692E',
  sage: '#9DB39A',
  sky: '#BFD6E3',
};

// ---------------------------------------------------------------- PRNG
export function hashSeed(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// mulberry32: tiny, fast, and identical on every platform.
export function rng(seed) {
  let a = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------- colours
const hex2 = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
const rgb2hex = (c) =>
  '#' +
  c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
export const mix = (a, b, t) => {
  const A = hex2(a);
  const B = hex2(b);
  return rgb2hex(A.map((v, i) => v + (B[i] - v) * t));
};
export const mul = (a, f) => rgb2hex(hex2(a).map((v) => v * f));
export const lighten = (a, t) => mix(a, '#ffffff', t);
export const darken = (a, t) => mix(a, '#000000', t);

// ---------------------------------------------------------------- vectors
export const add = (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a, s) => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const len = (a) => Math.hypot(a[0], a[1], a[2]);
export const norm = (a) => scale(a, 1 / (len(a) || 1));
export const lerp3 = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const centroid = (pts) => scale(pts.reduce(add, [0, 0, 0]), 1 / pts.length);

// Newell's method: robust normal for any planar polygon.
export function polyNormal(pts) {
  let n = [0, 0, 0];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    n = add(n, [(a[1] - b[1]) * (a[2] + b[2]), (a[2] - b[2]) * (a[0] + b[0]), (a[0] - b[0]) * (a[1] + b[1])]);
  }
  return norm(n);
}

// Corners of a level rectangle at height y, in the order every floor and slab is drawn.
export const levelQuad = (x0, x1, z0, z1, y) => [
  [x0, y, z0],
  [x1, y, z0],
  [x1, y, z1],
  [x0, y, z1],
];

// ---------------------------------------------------------------- 2D helpers
export const f1 = (v) => (Math.round(v * 10) / 10).toString();
export const pathOf = (pts) => 'M' + pts.map((p) => f1(p[0]) + ' ' + f1(p[1])).join('L') + 'Z';

export function hull(points) {
  const p = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const crossZ = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower = [];
  for (const q of p) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && crossZ(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

// Sutherland–Hodgman against one half-space; `f` is linear so the crossing
// point is found by interpolating its values. Works for 2D and 3D points.
export function clipHalf(poly, f) {
  const out = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const fa = f(a);
    const fb = f(b);
    if (fa >= 0) out.push(a);
    if (fa >= 0 !== fb >= 0) {
      const t = fa / (fa - fb);
      out.push(a.map((v, k) => v + (b[k] - v) * t));
    }
  }
  return out;
}

// ---------------------------------------------------------------- scene
// INFILL (louvres, canvas) sits inside the roof frame, so it is painted
// after what is under the roof and before the frame members around it.
export const LAYER = { SKY: 0, FAR: 1, GROUND: 2, BACK: 4, OBJ: 5, INFILL: 6, ROOF: 7, FG: 8, FX: 9 };

// Lighting presets. `amb`+`dif` scale the base colour, lit faces are pushed
// towards `warm`, faces turned away from the sun towards `cool` (sky bounce).
export const MOODS = {
  day: {
    amb: 0.8,
    dif: 0.3,
    sky: 0.05,
    warm: '#FFF2E0',
    warmK: 0.35,
    cool: '#D5E1EA',
    coolK: 0.35,
    shadowOp: 0.3,
    shadow: '#26313A',
  },
  harsh: {
    amb: 0.84,
    dif: 0.26,
    sky: 0.04,
    warm: '#FFFBF4',
    warmK: 0.2,
    cool: '#E2E6EA',
    coolK: 0.2,
    shadowOp: 0.46,
    shadow: '#20272C',
  },
  golden: {
    amb: 0.72,
    dif: 0.4,
    sky: 0.05,
    warm: '#FFDDB8',
    warmK: 0.45,
    cool: '#C8D5E1',
    coolK: 0.4,
    shadowOp: 0.32,
    shadow: '#29333D',
  },
  dusk: {
    amb: 0.56,
    dif: 0.34,
    sky: 0.05,
    warm: '#F4B27A',
    warmK: 0.6,
    cool: '#A5B4C6',
    coolK: 0.5,
    shadowOp: 0.24,
    shadow: '#222A33',
  },
  night: {
    amb: 0.38,
    dif: 0.0,
    sky: 0.1,
    warm: '#FFFFFF',
    warmK: 0,
    cool: '#8497AC',
    coolK: 0.6,
    shadowOp: 0,
    shadow: '#000000',
  },
};

export class Scene {
  constructor({ width, height, seed = 'scene', camera, sun, mood = 'golden' }) {
    this.W = width;
    this.H = height;
    this.rand = rng(seed);
    this.mood = mood;
    this.m = MOODS[mood];
    this.sunDir = norm(sun || (mood === 'harsh' ? [0.5, -1.5, 0.45] : [1, -0.7, 0.5]));
    this.setCamera(camera);
    this.items = [];
    this.seq = 0;
    this.defs = new Map();
    this.ids = 0;
    this.shadowGround = [];
    this.shadowWall = [];
    this.receivers = [
      { o: [0, 0, 0], u: [1, 0, 0], v: [0, 0, 1], n: [0, 1, 0], bounds: null, list: this.shadowGround },
    ];
  }

  setCamera({ pos, target, fov = 55 }) {
    this.cam = pos;
    this.fwd = norm(sub(target, pos));
    this.right = norm(cross([0, 1, 0], this.fwd));
    this.up = cross(this.fwd, this.right);
    this.F = this.W / 2 / Math.tan((fov * Math.PI) / 360);
  }

  toCam(p) {
    const d = sub(p, this.cam);
    return [dot(d, this.right), dot(d, this.up), dot(d, this.fwd)];
  }

  proj(p) {
    const c = this.toCam(p);
    const z = Math.max(c[2], 0.05);
    return [this.W / 2 + (this.F * c[0]) / z, this.H / 2 - (this.F * c[1]) / z, c[2]];
  }

  // Screen-space horizon of the ground plane (camera never rolls).
  horizonY() {
    const d = norm([this.fwd[0], 0, this.fwd[2]]);
    const cy = dot(d, this.up);
    const cz = dot(d, this.fwd);
    return this.H / 2 - (this.F * cy) / cz;
  }

  // Pixels per metre at a world point: used to size billboards and strokes.
  pxPerM(p) {
    return this.F / Math.max(this.toCam(p)[2], 0.05);
  }

  dist(p) {
    return len(sub(p, this.cam));
  }

  projPoly(pts) {
    const NEAR = 0.08;
    let cs = pts.map((p) => this.toCam(p));
    if (cs.some((c) => c[2] < NEAR)) cs = clipHalf(cs, (c) => c[2] - NEAR);
    if (cs.length < 3) return null;
    return cs.map((c) => [this.W / 2 + (this.F * c[0]) / c[2], this.H / 2 - (this.F * c[1]) / c[2]]);
  }

  projSeg(a, b) {
    const NEAR = 0.08;
    let A = this.toCam(a);
    let B = this.toCam(b);
    if (A[2] < NEAR && B[2] < NEAR) return null;
    if (A[2] < NEAR) A = lerp3(A, B, (NEAR - A[2]) / (B[2] - A[2]));
    if (B[2] < NEAR) B = lerp3(B, A, (NEAR - B[2]) / (A[2] - B[2]));
    const P = (c) => [this.W / 2 + (this.F * c[0]) / c[2], this.H / 2 - (this.F * c[1]) / c[2]];
    return [P(A), P(B)];
  }

  visible(n, c) {
    return dot(n, sub(this.cam, c)) > 1e-6;
  }

  // Flat shading: the only place the sun direction touches colours.
  light(base, n) {
    const m = this.m;
    const s = Math.max(0, -dot(n, this.sunDir));
    const upness = Math.max(0, n[1]);
    const f = m.amb + m.dif * s + m.sky * upness;
    const rgb = hex2(base).map((v) => v * f);
    const tint = hex2(s > 0.05 ? m.warm : m.cool);
    const k = s > 0.05 ? m.warmK * s : m.coolK;
    return rgb2hex(rgb.map((v, i) => v * (1 - k) + ((v * tint[i]) / 255) * k));
  }

  def(key, svg) {
    if (!this.defs.has(key)) this.defs.set(key, svg);
    return key;
  }

  newId(prefix = 'g') {
    return `${prefix}${++this.ids}`;
  }

  add(layer, depth, svg) {
    if (svg) this.items.push({ layer, depth, svg, seq: this.seq++ });
  }

  // --------------------------------------------------------- primitives
  // Returns an SVG path for a 3D polygon or '' when it is off-camera.
  poly(pts, fill, extra = '') {
    const s = this.projPoly(pts);
    if (!s) return '';
    return `<path d="${pathOf(s)}" fill="${fill}"${extra}/>`;
  }

  // Same-colour hairline stroke hides anti-aliasing seams between faces.
  seamPoly(pts, fill, extra = '') {
    return this.poly(pts, fill, ` stroke="${fill}" stroke-width="0.6" stroke-linejoin="round"${extra}`);
  }

  line(a, b, stroke, width, extra = '') {
    const s = this.projSeg(a, b);
    if (!s) return '';
    return `<path d="M${f1(s[0][0])} ${f1(s[0][1])}L${f1(s[1][0])} ${f1(s[1][1])}" stroke="${stroke}" stroke-width="${f1(width)}"${extra}/>`;
  }

  // Polyline in world space, stroke width given in metres (perspective aware).
  tube(points, stroke, widthM, extra = '') {
    const mid = points[Math.floor(points.length / 2)];
    const w = Math.max(0.6, widthM * this.pxPerM(mid));
    const ps = points.map((p) => this.proj(p));
    if (ps.some((p) => p[2] < 0.08)) return '';
    return `<path d="M${ps.map((p) => f1(p[0]) + ' ' + f1(p[1])).join('L')}" fill="none" stroke="${stroke}" stroke-width="${f1(w)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
  }

  // Linear gradient across a face in screen space: keeps big flat walls from
  // looking like cardboard.
  gradFill(pts, c1, c2, dir = 'h') {
    const s = this.projPoly(pts);
    if (!s) return null;
    const xs = s.map((p) => p[0]);
    const ys = s.map((p) => p[1]);
    const id = this.newId('lg');
    const [x1, y1, x2, y2] =
      dir === 'h' ? [Math.min(...xs), 0, Math.max(...xs), 0] : [0, Math.min(...ys), 0, Math.max(...ys)];
    this.def(
      id,
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  // A convex solid: faces are index lists into verts. Back faces culled, so
  // no intra-object sorting is needed. `color` may be a function(faceIndex,
  // normal) for per-face materials. Returns the SVG string.
  solid(verts, faces, color, opts = {}) {
    const c0 = centroid(verts);
    let out = '';
    faces.forEach((f, i) => {
      const pts = f.map((k) => verts[k]);
      let n = polyNormal(pts);
      const fc = centroid(pts);
      if (dot(n, sub(fc, c0)) < 0) n = scale(n, -1);
      if (!this.visible(n, fc)) return;
      const base = typeof color === 'function' ? color(i, n) : color;
      if (!base) return;
      let fill = opts.flat ? base : this.light(base, n);
      if (opts.grad && pts.length >= 4) {
        const g = this.gradFill(pts, lighten(fill, 0.06), darken(fill, 0.06), opts.grad);
        if (g) {
          out += this.poly(pts, g);
          if (opts.decorate) out += opts.decorate(i, n, pts) || '';
          return;
        }
      }
      out += this.seamPoly(pts, fill, opts.opacity ? ` opacity="${opts.opacity}"` : '');
      if (opts.decorate) out += opts.decorate(i, n, pts) || '';
    });
    if (opts.shadow !== false) this.castShadow(verts);
    return out;
  }

  // Axis-aligned box helper (world coordinates).
  boxVerts(min, max) {
    const [x0, y0, z0] = min;
    const [x1, y1, z1] = max;
    return [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y1, z1],
      [x0, y1, z1],
    ];
  }

  box(min, max, color, opts = {}) {
    return this.solid(this.boxVerts(min, max), BOX_FACES, color, opts);
  }

  // Oriented box from centre and three half-axis vectors.
  obox(c, a, b, d, color, opts = {}) {
    const v = [];
    for (const [sa, sb, sd] of [
      [-1, -1, -1],
      [1, -1, -1],
      [1, 1, -1],
      [-1, 1, -1],
      [-1, -1, 1],
      [1, -1, 1],
      [1, 1, 1],
      [-1, 1, 1],
    ]) {
      v.push(add(add(add(c, scale(a, sa)), scale(b, sb)), scale(d, sd)));
    }
    return this.solid(v, BOX_FACES, color, opts);
  }

  // Prism: a 2D profile (u,v) pushed along W between w0 and w1, with a
  // frame {o, U, V, W}. Handles concave profiles (car, sofa, butterfly roof)
  // because caps are painted after the sorted side strips.
  extrude(profile, frame, w0, w1, color, opts = {}) {
    const { o, U, V, W } = frame;
    let prof = profile;
    let area = 0;
    for (let i = 0; i < prof.length; i++) {
      const a = prof[i];
      const b = prof[(i + 1) % prof.length];
      area += a[0] * b[1] - b[0] * a[1];
    }
    const flipped = area < 0;
    if (flipped) prof = prof.slice().reverse();
    const P = (u, v, w) => add(add(add(o, scale(U, u)), scale(V, v)), scale(W, w));
    const strips = [];
    for (let i = 0; i < prof.length; i++) {
      const a = prof[i];
      const b = prof[(i + 1) % prof.length];
      const du = b[0] - a[0];
      const dv = b[1] - a[1];
      const n = norm(add(scale(U, dv), scale(V, -du)));
      const pts = [P(a[0], a[1], w0), P(b[0], b[1], w0), P(b[0], b[1], w1), P(a[0], a[1], w1)];
      const fc = centroid(pts);
      if (!this.visible(n, fc)) continue;
      const origIndex = flipped ? (prof.length * 2 - 2 - i) % prof.length : i;
      const base = typeof color === 'function' ? color(origIndex, n) : color;
      if (!base) continue;
      strips.push({ d: this.dist(fc), pts, n, base, i: origIndex });
    }
    strips.sort((p, q) => q.d - p.d);
    let out = '';
    for (const s of strips) {
      const fill = this.light(s.base, s.n);
      out += this.seamPoly(s.pts, fill);
      if (opts.decorateStrip) out += opts.decorateStrip(s.i, s.pts, s.n) || '';
    }
    for (const [w, sign] of [
      [w0, -1],
      [w1, 1],
    ]) {
      const n = norm(scale(W, sign * (w1 > w0 ? 1 : -1)));
      const pts = prof.map(([u, v]) => P(u, v, w));
      if (!this.visible(n, centroid(pts))) continue;
      const base = opts.capColor || (typeof color === 'function' ? color(-1, n) : color);
      out += this.seamPoly(pts, this.light(base, n));
      if (opts.decorateCap)
        out += opts.decorateCap(w, (u, v, off = 0.004) => P(u, v, w + sign * off * Math.sign(w1 - w0 || 1)), n) || '';
    }
    if (opts.shadow !== false) {
      const all = [];
      for (const [u, v] of prof) all.push(P(u, v, w0), P(u, v, w1));
      this.castShadow(all);
    }
    return out;
  }

  // Regular N-gon frustum standing on the ground (pots, posts, poles).
  cylinder(cx, cz, y0, y1, r0, r1, color, opts = {}) {
    const N = opts.sides || 14;
    const verts = [];
    for (let i = 0; i < N; i++) {
      const a = (i / N) * Math.PI * 2;
      verts.push([cx + Math.cos(a) * r0, y0, cz + Math.sin(a) * r0]);
    }
    for (let i = 0; i < N; i++) {
      const a = (i / N) * Math.PI * 2;
      verts.push([cx + Math.cos(a) * r1, y1, cz + Math.sin(a) * r1]);
    }
    const faces = [];
    for (let i = 0; i < N; i++) faces.push([i, (i + 1) % N, N + ((i + 1) % N), N + i]);
    faces.push([...Array(N).keys()].map((k) => N + k));
    faces.push([...Array(N).keys()].map((k) => N - 1 - k));
    return this.solid(verts, faces, (i) => (i === N && opts.top ? opts.top : color), opts);
  }

  // Points in a planar disc (for round fan grilles etc.).
  circle3(c, u, v, r, n = 28) {
    const pts = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      pts.push(add(c, add(scale(u, Math.cos(a) * r), scale(v, Math.sin(a) * r))));
    }
    return pts;
  }

  // --------------------------------------------------------- shadows
  addWallReceiver(o, u, v, bounds) {
    this.receivers.push({ o, u: norm(u), v: norm(v), n: norm(cross(u, v)), bounds, list: this.shadowWall });
  }

  // Convex shadow of a point cloud on every receiver plane. Exact for convex
  // objects, which is all we ever pass (each part casts separately).
  castShadow(points) {
    if (!this.m.shadowOp) return;
    const L = this.sunDir;
    for (const r of this.receivers) {
      const dn = dot(L, r.n);
      if (Math.abs(dn) < 1e-4) continue;
      let behind = false;
      const hits = [];
      for (const p of points) {
        const t = dot(sub(r.o, p), r.n) / dn;
        if (t < -1e-3) {
          behind = true;
          break;
        }
        const h = sub(add(p, scale(L, t)), r.o);
        hits.push([dot(h, r.u), dot(h, r.v)]);
      }
      if (behind || hits.length < 3) continue;
      let poly = hull(hits);
      if (r.bounds) {
        const [u0, u1, v0, v1] = r.bounds;
        poly = clipHalf(poly, (p) => p[0] - u0);
        poly = clipHalf(poly, (p) => u1 - p[0]);
        poly = clipHalf(poly, (p) => p[1] - v0);
        poly = clipHalf(poly, (p) => v1 - p[1]);
      }
      if (poly.length < 3) continue;
      const w = poly.map(([a, b]) => add(r.o, add(scale(r.u, a), scale(r.v, b))));
      const s = this.projPoly(w);
      if (s) r.list.push(pathOf(s));
    }
  }

  // --------------------------------------------------------- billboard
  // 2D drawing anchored at a world point, sized in pixels-per-metre.
  billboard(anchor, layer, draw, depthBias = 0) {
    const c = this.toCam(anchor);
    if (c[2] < 0.3) return false;
    const s = this.F / c[2];
    const x = this.W / 2 + (this.F * c[0]) / c[2];
    const y = this.H / 2 - (this.F * c[1]) / c[2];
    if (x < -s * 6 || x > this.W + s * 6) return false;
    this.add(layer, this.dist(anchor) + depthBias, draw(x, y, s));
    return true;
  }

  // --------------------------------------------------------- output
  toSVG() {
    const blur = Math.max(1.2, this.W / 700);
    this.def(
      'soft',
      `<filter id="soft" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${f1(blur)}"/></filter>`,
    );
    const items = this.items.slice().sort((a, b) => a.layer - b.layer || b.depth - a.depth || a.seq - b.seq);
    const shadowGroup = (list) =>
      list.length
        ? `<g opacity="${this.m.shadowOp}" filter="url(#soft)"><path fill="${this.m.shadow}" d="${list.join('')}"/></g>`
        : '';
    let body = '';
    let groundDone = false;
    let wallDone = false;
    for (const it of items) {
      if (!groundDone && it.layer > LAYER.GROUND) {
        body += shadowGroup(this.shadowGround);
        groundDone = true;
      }
      if (!wallDone && it.layer > LAYER.BACK) {
        body += shadowGroup(this.shadowWall);
        wallDone = true;
      }
      body += it.svg;
    }
    if (!groundDone) body += shadowGroup(this.shadowGround);
    if (!wallDone) body += shadowGroup(this.shadowWall);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${[...this.defs.values()].join('')}</defs>${body}</svg>`
    );
  }
}

export const BOX_FACES = [
  [0, 1, 2, 3],
  [5, 4, 7, 6],
  [4, 0, 3, 7],
  [1, 5, 6, 2],
  [3, 2, 6, 7],
  [4, 5, 1, 0],
];
