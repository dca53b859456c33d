// The heat pump: an outdoor unit whose big round fan grille is what makes it recognisable.
import { K, lighten, darken } from '../palette.mjs';
import { f1, pathOf, BOX_FACES, frameT, tBoxVerts } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';

// Front faces local -z. Back towards the wall.
export function heatPump(
  s,
  x,
  z,
  rot = 0,
  { w = 1.05, h = 0.82, d = 0.4, casing = K.white2, plinth = true, pipesTo = null, layer = LAYER.OBJ } = {},
) {
  const T = frameT(x, z, rot);
  const y0 = plinth ? 0.14 : 0.02;
  if (plinth)
    s.add(
      layer,
      s.dist(T(0, 0.07, 0)) + 0.2,
      s.solid(
        tBoxVerts(T, [-w / 2 - 0.08, 0, -d / 2 - 0.08], [w / 2 + 0.08, 0.14, d / 2 + 0.08]),
        BOX_FACES,
        K.stoneDark,
      ),
    );
  const fanC = [-w / 2 + w * 0.38, y0 + h * 0.5];
  const R = Math.min(w * 0.3, h * 0.4);
  const decorate = (i, n) => {
    if (i === 0) {
      const zf = -d / 2 - 0.004;
      const P = (a, b) => T(a, b, zf);
      let g = '';
      const dark = s.light(K.anth, n);
      const rim = s.light(darken(casing, 0.08), n);
      g += s.poly(circle(P, fanC, R + 0.025, 32), rim);
      g += s.poly(circle(P, fanC, R, 32), dark);
      // Blades behind the grille.
      const blade = s.light('#41484D', n);
      for (let k = 0; k < 3; k++) {
        const a = (k / 3) * Math.PI * 2 + 0.4;
        const bp = [];
        for (let j = 0; j <= 6; j++) {
          const t = j / 6;
          const ang = a + t * 0.9;
          const rr = R * (0.2 + 0.72 * Math.sin(Math.PI * (0.15 + 0.7 * t)));
          bp.push(P(fanC[0] + Math.cos(ang) * rr, fanC[1] + Math.sin(ang) * rr));
        }
        bp.push(P(fanC[0], fanC[1]));
        g += s.poly(bp, blade);
      }
      // Grille: concentric rings + spokes, the product's signature.
      const gc = s.light('#8A9094', n);
      const lw = Math.max(0.6, 0.008 * s.pxPerM(P(fanC[0], fanC[1])));
      for (let r = R * 0.16; r < R; r += R * 0.12) {
        const pts = circle(P, fanC, r, 40).map((p) => s.proj(p));
        g += `<path d="${pathOf(pts)}" fill="none" stroke="${gc}" stroke-width="${f1(lw)}"/>`;
      }
      for (let k = 0; k < 4; k++) {
        const a = (k / 4) * Math.PI * 2 + Math.PI / 4;
        g += s.line(P(fanC[0], fanC[1]), P(fanC[0] + Math.cos(a) * R, fanC[1] + Math.sin(a) * R), gc, lw * 1.4);
      }
      g += s.poly(circle(P, fanC, R * 0.12, 16), s.light('#9AA0A4', n));
      // Service panel on the right third.
      const px0 = -w / 2 + w * 0.76;
      const px1 = w / 2 - 0.05;
      g += s.poly(
        [P(px0, y0 + h * 0.2), P(px1, y0 + h * 0.2), P(px1, y0 + h * 0.8), P(px0, y0 + h * 0.8)],
        s.light(darken(casing, 0.05), n),
      );
      for (let k = 0; k < 5; k++) {
        const yy = y0 + h * (0.28 + k * 0.1);
        g += s.line(P(px0 + 0.03, yy), P(px1 - 0.03, yy), s.light(darken(casing, 0.18), n), lw);
      }
      return g;
    }
    if (i === 2 || i === 3) {
      // Evaporator fins on the sides.
      const xs = i === 2 ? -w / 2 - 0.003 : w / 2 + 0.003;
      let g = '';
      const lw = Math.max(0.5, 0.006 * s.pxPerM(T(xs, y0 + h / 2, 0)));
      for (let k = 1; k < 14; k++) {
        const yy = y0 + (h * k) / 14;
        g += s.line(T(xs, yy, -d / 2 + 0.04), T(xs, yy, d / 2 - 0.04), s.light(darken(casing, 0.2), n), lw);
      }
      return g;
    }
    return '';
  };
  const body = s.solid(tBoxVerts(T, [-w / 2, y0, -d / 2], [w / 2, y0 + h, d / 2]), BOX_FACES, casing, { decorate });
  // Lid overhang gives it the typical appliance silhouette.
  const lid = s.solid(
    tBoxVerts(T, [-w / 2 - 0.02, y0 + h, -d / 2 - 0.02], [w / 2 + 0.02, y0 + h + 0.03, d / 2 + 0.02]),
    BOX_FACES,
    lighten(casing, 0.02),
  );
  s.add(layer, s.dist(T(0, y0 + h / 2, 0)), body + lid);
  if (pipesTo) {
    // Two insulated lines from the right side into the wall.
    for (const [yy, off] of [
      [y0 + 0.18, 0],
      [y0 + 0.3, 0.06],
    ]) {
      const a = T(w / 2 - 0.1, yy, d / 2 - 0.05 - off);
      const b = T(w / 2 + 0.12 + off, yy, d / 2 - 0.05 - off);
      const c = [b[0], yy + 0.35 + off, pipesTo];
      const pts = [a, b, [b[0], yy + 0.05, (b[2] + pipesTo) / 2], c];
      s.add(layer, s.dist(b) + 0.3, s.tube(pts, K.anth, 0.045));
    }
  }
}

function circle(P, c, r, n) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    pts.push(P(c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r));
  }
  return pts;
}
