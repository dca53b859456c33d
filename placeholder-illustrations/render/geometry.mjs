// Geometry shared by the renderer and the drawers: 3D vectors, polygon helpers, box corners and local frames.

// 3D vectors as [x, y, z] arrays.
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

// Screen coordinates keep one decimal: enough for the eye, and keeps the SVG small.
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

// The six faces of a box, as indices into its eight corners (see Scene.boxVerts and tBoxVerts).
export const BOX_FACES = [
  [0, 1, 2, 3],
  [5, 4, 7, 6],
  [4, 0, 3, 7],
  [1, 5, 6, 2],
  [3, 2, 6, 7],
  [4, 5, 1, 0],
];

// Local frame: rotate around Y then translate. Furniture and products are
// written in their own coordinates and placed with this.
export function frameT(ox, oz, rot = 0, oy = 0) {
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  return (lx, ly, lz) => [ox + lx * c + lz * s, oy + ly, oz - lx * s + lz * c];
}

// The eight corners of a box given in the local frame T (see frameT), in BOX_FACES order.
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

// Rectangle on a plane: o + u*a + v*b.
export const onPlane = (o, u, v) => (a, b) => add(o, add(scale(u, a), scale(v, b)));
