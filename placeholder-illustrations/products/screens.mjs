// Stores coffre: a cassette box under the beam and its vertical screen, partly lowered, on any side of a pergola.
import { K, lighten, darken } from '../palette.mjs';
import { centroid } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';
import { POST, BEAM } from './pergola-frame.mjs';

// sides: [{ side: 'front'|'back'|'left'|'right', drop: 0..1 }]
export function screens(s, o, sides) {
  const { x0, x1, z0, z1, h = 2.7, color = K.anth } = o;
  const fabric = o.screenFabric || '#D9D2C7';
  const yTop = h - BEAM;
  const boxH = 0.15;
  for (const sd of sides) {
    let A;
    let B;
    let out; // outward normal
    if (sd.side === 'front')
      [A, B, out] = [
        [x0 + POST, z0 + 0.02],
        [x1 - POST, z0 + 0.02],
        [0, 0, -1],
      ];
    else if (sd.side === 'back')
      [A, B, out] = [
        [x0 + POST, z1 - 0.02],
        [x1 - POST, z1 - 0.02],
        [0, 0, 1],
      ];
    else if (sd.side === 'left')
      [A, B, out] = [
        [x0 + 0.02, z0 + POST],
        [x0 + 0.02, z1 - POST],
        [-1, 0, 0],
      ];
    else
      [A, B, out] = [
        [x1 - 0.02, z0 + POST],
        [x1 - 0.02, z1 - POST],
        [1, 0, 0],
      ];
    const L = Math.hypot(B[0] - A[0], B[1] - A[1]);
    const pieces = Math.max(1, Math.ceil(L / 0.8));
    const yb = yTop - boxH - (yTop - boxH - 0.02) * sd.drop;
    const inset = 0.07; // box sits just inside the beam line
    for (let k = 0; k < pieces; k++) {
      const t0 = k / pieces;
      const t1 = (k + 1) / pieces;
      const P = (t, y, off = 0) => [
        A[0] + (B[0] - A[0]) * t - out[0] * (inset + off),
        y,
        A[1] + (B[1] - A[1]) * t - out[2] * (inset + off),
      ];
      const q = [P(t0, yb), P(t1, yb), P(t1, yTop - boxH), P(t0, yTop - boxH)];
      const c = centroid(q);
      let svg = s.seamPoly(q, s.light(fabric, out), ' opacity="0.9"');
      // Faint weave stripes: screen fabric, not a wall.
      svg += s.line(
        P((t0 + t1) / 2, yb),
        P((t0 + t1) / 2, yTop - boxH),
        darken(s.light(fabric, out), 0.06),
        Math.max(0.5, s.W / 3000),
      );
      s.add(LAYER.OBJ, s.dist(c) - 0.15, svg);
      s.castShadow(q.concat([P(t0, yb, 0.01)]));
      // Bottom weight bar + cassette box.
      s.add(
        LAYER.OBJ,
        s.dist(c) - 0.2,
        s.box(...bounds(P(t0, yb - 0.035, -0.02), P(t1, yb + 0.01, 0.02)), color, { shadow: false }),
      );
      s.add(
        LAYER.ROOF,
        s.dist(c) - 0.1,
        s.box(...bounds(P(t0, yTop - boxH, -0.05), P(t1, yTop, 0.05)), lighten(color, 0.06), { shadow: false }),
      );
    }
  }
}

// Axis-aligned min/max corners of two points.
const bounds = (a, b) => [a.map((v, i) => Math.min(v, b[i])), a.map((v, i) => Math.max(v, b[i]))];
