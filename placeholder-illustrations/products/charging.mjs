// The charging station: a wallbox on a wall or post, and its cable sagging into the car.
import { K } from '../palette.mjs';
import { LAYER } from '../render/canvas.mjs';
import { glow } from '../elements/lights.mjs';

// Mounted on a wall facing -z at plane z. Returns the socket point.
export function wallbox(s, x, y, z, { body = K.white2, face = K.anth, layer = LAYER.OBJ } = {}) {
  const w = 0.3;
  const h = 0.42;
  const d = 0.14;
  let svg = s.box([x - w / 2, y - h / 2, z - d], [x + w / 2, y + h / 2, z], body, {
    decorate: (i) => {
      if (i !== 0) return '';
      const zf = z - d - 0.003;
      let q = s.poly(
        [
          [x - w / 2 + 0.035, y - h / 2 + 0.05, zf],
          [x + w / 2 - 0.035, y - h / 2 + 0.05, zf],
          [x + w / 2 - 0.035, y + h / 2 - 0.05, zf],
          [x - w / 2 + 0.035, y + h / 2 - 0.05, zf],
        ],
        s.light(face, [0, 0, -1]),
      );
      // Copper status light: the single accent on the product.
      q += s.poly(
        [
          [x - 0.06, y + 0.1, zf - 0.002],
          [x + 0.06, y + 0.1, zf - 0.002],
          [x + 0.06, y + 0.118, zf - 0.002],
          [x - 0.06, y + 0.118, zf - 0.002],
        ],
        '#E08A43',
      );
      const ring = s.circle3([x, y - 0.04, zf - 0.002], [1, 0, 0], [0, 1, 0], 0.045, 18);
      q += s.poly(ring, '#5A6166');
      return q;
    },
  });
  // Cable holster on the side.
  svg += s.box([x + w / 2 + 0.03, y - 0.12, z - 0.1], [x + w / 2 + 0.09, y + 0.02, z], face);
  s.add(layer, s.dist([x, y, z - d]), svg);
  glow(s, [x, y + 0.11, z - d - 0.01], 0.12, '#F0A15A', s.mood === 'night' || s.mood === 'dusk' ? 0.9 : 0.35);
  return [x, y - h / 2, z - d / 2];
}

// Charging cable: quadratic sag from socket to the car port.
export function cable(s, a, b, { sag = 0.6, color = K.anthDark, layer = LAYER.OBJ, bias = -0.5 } = {}) {
  const mid = [(a[0] + b[0]) / 2, Math.max(0.05, Math.min(a[1], b[1]) - sag), (a[2] + b[2]) / 2];
  const pts = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const u = 1 - t;
    pts.push([
      u * u * a[0] + 2 * u * t * mid[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * mid[1] + t * t * b[1],
      u * u * a[2] + 2 * u * t * mid[2] + t * t * b[2],
    ]);
  }
  s.add(layer, s.dist(pts[12]) + bias, s.tube(pts, color, 0.028));
  return pts;
}
