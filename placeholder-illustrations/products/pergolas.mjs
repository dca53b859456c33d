// The pergola roofs. Recognition cues that matter (from the design brief):
//  - bioclimatic pergola: 4 posts + parallel orientable louvres + striped shadow
//  - rolling roof: canvas pleats partly retracted; "plus" variant: stacked louvres
//  - pergola toile: soft warm-white scalloped canvas + valance
import { K, lighten, darken } from '../palette.mjs';
import { sub, scale, centroid, norm, cross } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';
import { POST, BEAM, member, pergolaFrame, louvres, ledStrip } from './pergola-frame.mjs';

export function pergolaBio(s, o) {
  const { x0, x1, z0, z1, h = 2.7, color = K.anth } = o;
  pergolaFrame(s, o);
  const modules = o.modules || (x1 - x0 > 4.6 ? 2 : 1);
  const angles = o.angles || [0.95, 0.55];
  const inner0 = x0 + POST;
  const inner1 = x1 - POST;
  const mw = (inner1 - inner0) / modules;
  for (let m = 0; m < modules; m++) {
    const mx0 = inner0 + m * mw;
    const mx1 = mx0 + mw;
    if (m > 0) member(s, LAYER.ROOF, [mx0 - 0.07, h - BEAM, z0 + POST], [mx0 + 0.07, h - 0.03, z1 - POST], color, 'z');
    louvres(s, {
      x0: mx0 + (m > 0 ? 0.07 : 0),
      x1: mx1 - (m < modules - 1 ? 0.07 : 0),
      z0: z0 + POST,
      z1: z1 - POST,
      y: h - BEAM * 0.42,
      angle: angles[m % angles.length],
      color: o.louvre || '#7C8387',
    });
  }
  if (o.led !== false) ledStrip(s, o);
}

// A pleated sheet across x through (z, y) stops, plus optional transverse
// bars. Drawn as ONE painter item, rows ordered far→near, because a height
// field seen from any camera is correctly painted that way and chunk sorting
// against the bars produced torn fabric.
function pleats(
  s,
  x0,
  x1,
  stops,
  color,
  { bars = [], barColor = K.anth, layer = LAYER.INFILL, opacity, creases = false } = {},
) {
  const rows = [];
  const yMax = Math.max(...stops.map((p) => p[1]));
  const yMin = Math.min(...stops.map((p) => p[1]));
  for (let i = 0; i < stops.length - 1; i++) {
    const [za, ya] = stops[i];
    const [zb, yb] = stops[i + 1];
    const q = [
      [x0, ya, za],
      [x1, ya, za],
      [x1, yb, zb],
      [x0, yb, zb],
    ];
    let n = norm(cross(sub(q[1], q[0]), sub(q[3], q[0])));
    if (n[1] < 0) n = scale(n, -1);
    const below = s.cam[1] < Math.min(ya, yb);
    // Seen from below we look at the shaded underside.
    // Slopes are shallow, so the z tilt is exaggerated to make folds read.
    const base = below ? s.light(color, [0, -1, 0]) : s.light(color, n);
    // Troughs darker than crests (soft occlusion) so the drape reads even
    // when the slopes are too shallow for the sun to separate them.
    const depth = (yMax - (ya + yb) / 2) / Math.max(0.01, yMax - yMin);
    let fill = darken(base, Math.min(1, depth) * 0.12);
    fill = n[2] > 0.01 ? darken(fill, Math.min(0.1, n[2] * 0.4)) : lighten(fill, Math.min(0.08, -n[2] * 0.2));
    rows.push({ d: s.dist(centroid(q)), svg: s.seamPoly(q, fill, opacity ? ` opacity="${opacity}"` : '') });
    s.castShadow(q.concat(q.map((p) => [p[0], p[1] - 0.01, p[2]])));
  }
  if (creases) {
    // Fold lines: what makes a pleated canvas read as fabric at any angle.
    const lc = darken(s.light(color, [0, 1, 0]), 0.3);
    for (const [z, y] of stops) {
      rows.push({
        d: s.dist([(x0 + x1) / 2, y, z]) - 0.01,
        svg: s.line([x0, y, z], [x1, y, z], lc, Math.max(0.6, 0.01 * s.pxPerM([x0, y, z]))),
      });
    }
  }
  for (const [z, y] of bars) {
    rows.push({
      d: s.dist([(x0 + x1) / 2, y, z]) - 0.05,
      svg: s.box([x0, y - 0.015, z - 0.02], [x1, y + 0.035, z + 0.02], barColor, { shadow: false }),
    });
  }
  rows.sort((a, b) => b.d - a.d);
  s.add(layer, 1e6, rows.map((r) => r.svg).join(''));
}

export function rollingRoof(s, o) {
  const { x0, x1, z0, z1, h = 2.7, color = K.anth } = o;
  pergolaFrame(s, o);
  const fabric = o.fabric || '#DAD3C9';
  const open = o.open ?? 0.38;
  const zi0 = z0 + POST;
  const zi1 = z1 - POST;
  const zs = zi0 + (zi1 - zi0) * open;
  const top = h - 0.06;
  const stops = [];
  // Gathered pack at the leading edge: tall, tight folds.
  // Loops hang below the beams so the pack shows even from eye level.
  const packN = 6;
  for (let i = 0; i <= packN * 2; i++) stops.push([zs + i * 0.06, i % 2 ? top - 0.3 : top]);
  const zStart = zs + packN * 2 * 0.06;
  const spacing = 0.55;
  const n = Math.max(1, Math.round((zi1 - zStart) / spacing));
  for (let i = 1; i <= n * 2; i++) stops.push([zStart + ((zi1 - zStart) * i) / (n * 2), i % 2 ? top - 0.1 : top]);
  const bars = [[zs - 0.02, top]];
  for (let i = 2; i <= n * 2; i += 2) bars.push([zStart + ((zi1 - zStart) * i) / (n * 2), top]);
  pleats(s, x0 + POST, x1 - POST, stops, fabric, { bars, barColor: color, creases: true });
  if (o.led !== false) ledStrip(s, o);
}

export function rollingRoofPlus(s, o) {
  const { x0, x1, z0, z1, h = 2.7, color = K.anth } = o;
  pergolaFrame(s, o);
  const zi0 = z0 + POST;
  const zi1 = z1 - POST;
  const open = o.open ?? 0.4;
  const zs = zi0 + (zi1 - zi0) * open;
  const y = h - BEAM * 0.42;
  const louvre = o.louvre || '#7C8387';
  // Stack of louvres that slid back: near-vertical, tightly packed.
  louvres(s, {
    x0: x0 + POST,
    x1: x1 - POST,
    z0: zs,
    z1: zs + 0.48,
    y: y - 0.02,
    angle: 1.38,
    pitch: 0.06,
    color: louvre,
  });
  // Remaining deployed louvres, still orientable.
  louvres(s, {
    x0: x0 + POST,
    x1: x1 - POST,
    z0: zs + 0.52,
    z1: zi1,
    y,
    angle: o.angle ?? 0.35,
    pitch: 0.2,
    color: louvre,
  });
  // Guide rails inside the side beams (the "rolling" mechanism).
  for (const xr of [x0 + POST + 0.03, x1 - POST - 0.03])
    member(s, LAYER.ROOF, [xr - 0.03, y - 0.13, zi0], [xr + 0.03, y - 0.09, zi1], lighten(color, 0.15), 'z', {
      shadow: false,
      bias: -0.02,
    });
  if (o.led !== false) ledStrip(s, o);
}

export function pergolaToile(s, o) {
  const { x0, x1, z0, z1, h = 2.65, color = K.anth } = o;
  const fo = { ...o, post: 0.12, beamH: 0.18 };
  pergolaFrame(s, fo);
  const fabric = o.fabric || K.white;
  const bays = Math.max(2, Math.round((z1 - z0) / 0.95));
  const stops = [];
  const steps = 6;
  for (let b = 0; b < bays; b++) {
    for (let k = 0; k < steps; k++) {
      const t = k / steps;
      stops.push([z0 + 0.12 + ((z1 - z0 - 0.24) * (b + t)) / bays, h - 0.03 - 0.2 * Math.sin(Math.PI * t)]);
    }
  }
  stops.push([z1 - 0.12, h - 0.03]);
  const bars = [];
  for (let b = 1; b < bays; b++) bars.push([z0 + 0.12 + ((z1 - z0 - 0.24) * b) / bays, h - 0.04]);
  pleats(s, x0 + 0.12, x1 - 0.12, stops, fabric, { bars, barColor: color });
  // Scalloped valance on the front beam.
  const val = [];
  const n = Math.round((x1 - x0) / 0.3);
  const yT = h + 0.01;
  for (let i = 0; i <= n * 4; i++) {
    const t = i / (n * 4);
    const x = x0 + (x1 - x0) * t;
    val.push([x, h - 0.34 - 0.05 * Math.abs(Math.sin(Math.PI * t * n)), z0 - 0.012]);
  }
  const poly = [[x0, yT, z0 - 0.012], [x1, yT, z0 - 0.012], ...val.reverse()];
  s.add(LAYER.ROOF, -5, s.poly(poly, s.light(fabric, [0, 0, -1])));
  if (o.led !== false) ledStrip(s, fo);
}
