// Product drawers. Each one draws a single product in world coordinates so
// the scene recipes can place it in any setting and under any camera.
//
// Recognition cues that matter (from the design brief):
//  - bioclimatic pergola: 4 posts + parallel orientable louvres + striped shadow
//  - rolling roof: canvas pleats partly retracted; "plus" variant: stacked louvres
//  - pergola toile: soft warm-white scalloped canvas + valance
//  - stores coffre: cassette box + vertical screen partly lowered
//  - carport V: butterfly roof; carport solaire: PV grid on the roof
//  - wallbox: box on wall + cable into the car
//  - glass walls / guillotine / glass roof: thin anthracite frames + reflections
//  - heat pump: box with the big round fan grille
import { LAYER, BOX_FACES, levelQuad, add, sub, scale, centroid, lighten, darken, f1, norm, cross } from './core.mjs';
import { K, glow, glassDefs, solarArray, frameT, tBoxVerts } from './elements.mjs';

const POST = 0.16;
const BEAM = 0.26;

// Long members are split so painter's sorting stays local around joints.
export function member(s, layer, min, max, color, axis, { chunk = 0.9, bias = 0, shadow = true } = {}) {
  const i = axis === 'x' ? 0 : axis === 'y' ? 1 : 2;
  const a0 = min[i];
  const a1 = max[i];
  const n = Math.max(1, Math.ceil((a1 - a0) / chunk));
  for (let k = 0; k < n; k++) {
    const mn = min.slice();
    const mx = max.slice();
    mn[i] = a0 + ((a1 - a0) * k) / n;
    mx[i] = a0 + ((a1 - a0) * (k + 1)) / n;
    s.add(layer, s.dist(centroid([mn, mx])) + bias, s.box(mn, mx, color, { shadow }));
  }
}

// A member that follows the slope yAt(z) (rafters, a lean-to roof), its top `above` the line and its bottom
// `below`, split along z like `member`.
function slopedMember(s, layer, { x0, x1, z0, z1, below, above = 0 }, yAt, color, { pieces, bias = 0 }) {
  const alongSlope = (x, y, z) => [x, yAt(z) + y, z];
  for (let k = 0; k < pieces; k++) {
    const za = z0 + ((z1 - z0) * k) / pieces;
    const zb = z0 + ((z1 - z0) * (k + 1)) / pieces;
    const v = tBoxVerts(alongSlope, [x0, -below, za], [x1, above, zb]);
    s.add(layer, s.dist(centroid(v)) + bias, s.solid(v, BOX_FACES, color));
  }
}

// ---------------------------------------------------------------- frame
export function pergolaFrame(s, o) {
  const { x0, x1, z0, z1, h = 2.7, color = K.anth, attached = false } = o;
  const post = o.post || POST;
  const beamH = o.beamH || BEAM;
  const posts = [
    [x0, z0],
    [x1 - post, z0],
  ];
  if (!attached) posts.push([x0, z1 - post], [x1 - post, z1 - post]);
  for (const mx of o.midPosts || []) {
    posts.push([mx - post / 2, z0]);
    if (!attached) posts.push([mx - post / 2, z1 - post]);
  }
  for (const [px, pz] of posts) {
    s.add(
      LAYER.OBJ,
      s.dist([px + post / 2, h / 2, pz + post / 2]),
      s.box([px, 0, pz], [px + post, h - beamH + 0.01, pz + post], color),
    );
  }
  member(s, LAYER.ROOF, [x0, h - beamH, z0], [x1, h, z0 + post], color, 'x');
  member(s, LAYER.ROOF, [x0, h - beamH, z1 - post], [x1, h, z1], color, 'x');
  member(s, LAYER.ROOF, [x0, h - beamH, z0 + post], [x0 + post, h, z1 - post], color, 'z');
  member(s, LAYER.ROOF, [x1 - post, h - beamH, z0 + post], [x1, h, z1 - post], color, 'z');
  if (attached) {
    // Wall fixing plate: reads as "attached to the house" rather than floating.
    s.add(
      LAYER.ROOF,
      s.dist([(x0 + x1) / 2, h, z1]) + 0.1,
      s.box([x0, h - beamH - 0.05, z1 - 0.04], [x1, h + 0.03, z1], darken(color, 0.1), { shadow: false }),
    );
  }
}

// Louvres spanning x, repeated along z. `angle` 0 = closed, ~1.1 = open.
// Slats lean away from the camera so their lit top faces show as stripes;
// a dark line on each leading edge keeps the stripes crisp at any distance.
// Their shadow is cast as a narrower flat strip: with a low sun real slats
// would self-occlude, but the brief wants light stripes on the floor.
export function louvres(
  s,
  {
    x0,
    x1,
    z0,
    z1,
    y,
    angle = 0.9,
    pitch = 0.2,
    width = 0.19,
    thick = 0.04,
    color = '#7C8387',
    chunk = 1.4,
    stripe = true,
  },
) {
  const n = Math.floor((z1 - z0) / pitch);
  const off = (z1 - z0 - n * pitch) / 2;
  const pieces = Math.max(1, Math.ceil((x1 - x0) / chunk));
  const edge = darken(s.light(color, [0, -1, 0]), 0.35);
  for (let i = 0; i < n; i++) {
    const zc = z0 + off + pitch * (i + 0.5);
    const b = [0, (Math.sin(angle) * width) / 2, (Math.cos(angle) * width) / 2];
    const d = [0, (Math.cos(angle) * thick) / 2, (-Math.sin(angle) * thick) / 2];
    for (let k = 0; k < pieces; k++) {
      const a0 = x0 + ((x1 - x0) * k) / pieces;
      const a1 = x0 + ((x1 - x0) * (k + 1)) / pieces;
      const c = [(a0 + a1) / 2, y, zc];
      let svg = s.obox(c, [(a1 - a0) / 2, 0, 0], b, d, color, { shadow: false });
      if (stripe) {
        const top = add(add(c, b), d);
        svg += s.line(
          add(top, [-(a1 - a0) / 2, 0, 0]),
          add(top, [(a1 - a0) / 2, 0, 0]),
          edge,
          Math.max(0.7, 0.012 * s.pxPerM(c)),
        );
      }
      s.add(LAYER.INFILL, s.dist(c), svg);
      const sw = pitch * 0.24;
      s.castShadow([
        [a0, y, zc - sw],
        [a1, y, zc - sw],
        [a1, y, zc + sw],
        [a0, y, zc + sw],
        [a0, y - 0.01, zc],
      ]);
    }
  }
}

function floorGlow(s, x0, x1, z0, z1, color, op) {
  const pts = s.projPoly(levelQuad(x0, x1, z0, z1, 0.08));
  if (!pts) return;
  const id = 'fg' + color.slice(1);
  s.def(
    id,
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="${color}" stop-opacity="${op}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  s.add(LAYER.GROUND, -2, `<path d="M${pts.map((p) => f1(p[0]) + ' ' + f1(p[1])).join('L')}Z" fill="url(#${id})"/>`);
}

// Warm LED line under the beams: the evening selling point of pergolas.
export function ledStrip(s, o) {
  if (s.mood !== 'dusk' && s.mood !== 'night') return;
  const { x0, x1, z0, z1, h = 2.7 } = o;
  const y = h - (o.beamH || BEAM) - 0.005;
  const p = POST + 0.01;
  const lw = (pt) => Math.max(1.5, 0.025 * s.pxPerM(pt));
  let svg = '';
  const segs = [
    [
      [x0 + p, y, z0 + p],
      [x1 - p, y, z0 + p],
    ],
    [
      [x0 + p, y, z0 + p],
      [x0 + p, y, z1 - p],
    ],
    [
      [x1 - p, y, z0 + p],
      [x1 - p, y, z1 - p],
    ],
  ];
  for (const [a, b] of segs) svg += s.line(a, b, '#FFE2B0', lw(a), ' stroke-linecap="round"');
  s.add(LAYER.ROOF, -1, svg);
  for (let t = 0.15; t < 1; t += 0.35) glow(s, [x0 + (x1 - x0) * t, y - 0.1, z0 + p], 1.1, '#FFC77E', 0.55);
  floorGlow(s, x0, x1, z0, z1, '#FFC27A', s.mood === 'night' ? 0.45 : 0.3);
}

// ---------------------------------------------------------------- pergola bioclimatique
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

// ---------------------------------------------------------------- fabric helpers
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

// ---------------------------------------------------------------- rolling roof (canvas)
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

// ---------------------------------------------------------------- rolling roof plus (sliding louvres)
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

// ---------------------------------------------------------------- pergola toile
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

// ---------------------------------------------------------------- stores coffre (screens)
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

// ---------------------------------------------------------------- glass
// One glass pane in a vertical plane from A to B (x,z), y from y0 to y1.
function pane(s, A, B, y0, y1, { frame = K.anth, bias = -0.2, layer = LAYER.OBJ, stiles = true } = {}) {
  glassDefs(s);
  const P = (t, y) => [A[0] + (B[0] - A[0]) * t, y, A[1] + (B[1] - A[1]) * t];
  const q = [P(0, y0), P(1, y0), P(1, y1), P(0, y1)];
  let svg = s.poly(q, 'url(#glassClear)');
  const h = y1 - y0;
  const L = Math.hypot(B[0] - A[0], B[1] - A[1]);
  // Two reflection streaks, the thin one makes glass read as glass.
  const k = 0.32 * (h / L);
  svg += s.poly(
    [P(0.18, y1), P(0.42, y1), P(0.42 - k, y0), P(0.18 - k, y0)].map((p) => p),
    '#FFFFFF',
    ` opacity="${s.mood === 'night' ? 0.05 : 0.16}"`,
  );
  svg += s.poly(
    [P(0.5, y1), P(0.55, y1), P(0.55 - k, y0), P(0.5 - k, y0)],
    '#FFFFFF',
    ` opacity="${s.mood === 'night' ? 0.04 : 0.12}"`,
  );
  if (stiles) {
    const w = 0.025 / L;
    const fc = s.light(frame, norm([B[1] - A[1], 0, -(B[0] - A[0])]));
    svg += s.poly([P(0, y0), P(w, y0), P(w, y1), P(0, y1)], fc);
    svg += s.poly([P(1 - w, y0), P(1, y0), P(1, y1), P(1 - w, y1)], fc);
  }
  s.add(layer, s.dist(centroid(q)) + bias, svg);
}

// Sliding glass walls along the sides of a pergola. sides: [{side, open: nPanesSlid}]
export function glassWalls(s, o, sides) {
  const { x0, x1, z0, z1, h = 2.7, color = K.anth } = o;
  const yTop = h - BEAM;
  for (const sd of sides) {
    let A;
    let B;
    let inward;
    if (sd.side === 'front')
      [A, B, inward] = [
        [x0 + POST, z0 + 0.06],
        [x1 - POST, z0 + 0.06],
        [0, 1],
      ];
    else if (sd.side === 'left')
      [A, B, inward] = [
        [x0 + 0.06, z1 - POST],
        [x0 + 0.06, z0 + POST],
        [1, 0],
      ];
    else if (sd.side === 'right')
      [A, B, inward] = [
        [x1 - 0.06, z0 + POST],
        [x1 - 0.06, z1 - POST],
        [-1, 0],
      ];
    else
      [A, B, inward] = [
        [x0 + POST, z1 - 0.06],
        [x1 - POST, z1 - 0.06],
        [0, -1],
      ];
    const L = Math.hypot(B[0] - A[0], B[1] - A[1]);
    const n = Math.max(2, Math.round(L / 1.05));
    const pw = L / n;
    // Tracks.
    const lo = [
      Math.min(A[0], B[0]) - 0.02 - Math.abs(inward[0]) * 0.05,
      Math.min(A[1], B[1]) - 0.02 - Math.abs(inward[1]) * 0.05,
    ];
    const hi = [
      Math.max(A[0], B[0]) + 0.02 + Math.abs(inward[0]) * 0.07,
      Math.max(A[1], B[1]) + 0.02 + Math.abs(inward[1]) * 0.07,
    ];
    const axis = Math.abs(B[0] - A[0]) > Math.abs(B[1] - A[1]) ? 'x' : 'z';
    member(s, LAYER.OBJ, [lo[0], 0, lo[1]], [hi[0], 0.05, hi[1]], color, axis, { shadow: false, bias: -0.3 });
    member(s, LAYER.ROOF, [lo[0], yTop - 0.07, lo[1]], [hi[0], yTop, hi[1]], color, axis, {
      shadow: false,
      bias: -0.3,
    });
    const slid = sd.open || 0;
    for (let i = 0; i < n; i++) {
      // Slid panes stack behind pane `slid` on inner tracks.
      const idx = i < slid ? slid : i;
      const track = i < slid ? slid - i : 0;
      const t0 = (idx * pw) / L;
      const t1 = ((idx + 1) * pw) / L;
      const off = track * 0.035;
      const a = [A[0] + (B[0] - A[0]) * t0 + inward[0] * off, A[1] + (B[1] - A[1]) * t0 + inward[1] * off];
      const b = [A[0] + (B[0] - A[0]) * t1 + inward[0] * off, A[1] + (B[1] - A[1]) * t1 + inward[1] * off];
      pane(s, a, b, 0.05, yTop - 0.07, { frame: color, bias: -0.25 + off });
    }
  }
}

// Guillotine (vertical sliding) glazing across the front, bay by bay.
// bays: array of 'closed' | 'raised' | 'half'.
export function guillotine(s, { x0, x1, z, h = 2.6, color = K.anth, bays = ['closed', 'raised', 'closed'] }) {
  const n = bays.length;
  const bw = (x1 - x0) / n;
  const yTop = h - 0.22;
  const ySill = 0.1;
  const ph = (yTop - ySill) / 3;
  member(s, LAYER.OBJ, [x0, 0, z - 0.08], [x1, ySill, z + 0.08], color, 'x', { bias: -0.3 });
  member(s, LAYER.ROOF, [x0, yTop, z - 0.1], [x1, h, z + 0.1], color, 'x', { bias: -0.3 });
  for (let b = 0; b < n; b++) {
    const bx0 = x0 + b * bw;
    const bx1 = bx0 + bw;
    s.add(
      LAYER.OBJ,
      s.dist([bx0, h / 2, z]) - 0.3,
      s.box([bx0 - 0.04, 0, z - 0.09], [bx0 + 0.04, yTop, z + 0.09], color),
    );
    if (b === n - 1)
      s.add(
        LAYER.OBJ,
        s.dist([bx1, h / 2, z]) - 0.3,
        s.box([bx1 - 0.04, 0, z - 0.09], [bx1 + 0.04, yTop, z + 0.09], color),
      );
    const mode = bays[b];
    for (let k = 0; k < 3; k++) {
      // Raised bay: all sashes lifted and stacked at the top third.
      const lift = mode === 'raised' ? (2 - k) * ph : mode === 'half' && k === 0 ? ph : 0;
      const y0 = ySill + k * ph + lift;
      const y1 = y0 + ph;
      const zz = z - 0.03 + k * 0.025;
      pane(s, [bx0 + 0.04, zz], [bx1 - 0.04, zz], y0, y1, { frame: color, bias: -0.35 - k * 0.01, stiles: false });
      const rail = (yy) =>
        s.box([bx0 + 0.04, yy - 0.025, zz - 0.015], [bx1 - 0.04, yy + 0.025, zz + 0.015], color, { shadow: false });
      s.add(LAYER.OBJ, s.dist([(bx0 + bx1) / 2, y0, zz]) - 0.4 - k * 0.01, rail(y0 + 0.025) + rail(y1 - 0.025));
    }
  }
}

// ---------------------------------------------------------------- glass roof veranda
// Lean-to against a wall at z1; `openBays` have their front pane slid back.
export function glassRoof(s, o) {
  const { x0, x1, z0, z1, hF = 2.5, hB = 3.05, color = K.anth, openBays = [1] } = o;
  const yAt = (z) => hF + ((hB - hF) * (z - z0)) / (z1 - z0);
  const bays = o.bays || Math.max(3, Math.round((x1 - x0) / 1.15));
  const bw = (x1 - x0) / bays;
  const posts = [x0, x1 - POST, ...(o.midPosts || [])];
  for (const px of posts)
    s.add(LAYER.OBJ, s.dist([px, hF / 2, z0]), s.box([px, 0, z0], [px + POST, hF - 0.22, z0 + POST], color));
  member(s, LAYER.ROOF, [x0, hF - 0.22, z0], [x1, hF, z0 + POST], color, 'x', { bias: -0.1 });
  member(s, LAYER.ROOF, [x0, hB - 0.18, z1 - 0.1], [x1, hB, z1], color, 'x');
  glassDefs(s);
  for (let b = 0; b <= bays; b++) {
    const x = Math.min(x1 - 0.04, Math.max(x0 + 0.04, x0 + b * bw));
    const rafter = { x0: x - 0.04, x1: x + 0.04, z0, z1, below: 0.1, above: 0.02 };
    slopedMember(s, LAYER.ROOF, rafter, yAt, color, { pieces: 4, bias: -0.05 });
  }
  const gp = (xa, xb, za, zb, lift, bias) => {
    const q = [
      [xa, yAt(za) + 0.03 + lift, za],
      [xb, yAt(za) + 0.03 + lift, za],
      [xb, yAt(zb) + 0.03 + lift, zb],
      [xa, yAt(zb) + 0.03 + lift, zb],
    ];
    let svg = s.poly(q, 'url(#glassClear)');
    const streak = [
      [xa + (xb - xa) * 0.2, q[0][1], za],
      [xa + (xb - xa) * 0.45, q[0][1], za],
      [xa + (xb - xa) * 0.3, q[2][1], zb],
      [xa + (xb - xa) * 0.05, q[2][1], zb],
    ];
    svg += s.poly(streak, '#FFFFFF', ` opacity="${s.mood === 'night' ? 0.05 : 0.2}"`);
    // Pane edge profile so a slid pane shows its leading edge.
    svg += s.line(q[0], q[1], color, Math.max(1, 0.03 * s.pxPerM(q[0])));
    s.add(LAYER.ROOF, s.dist(centroid(q)) + bias, svg);
  };
  const zm = (z0 + z1) / 2;
  for (let b = 0; b < bays; b++) {
    const xa = x0 + b * bw + 0.04;
    const xb = x0 + (b + 1) * bw - 0.04;
    const isOpen = openBays.includes(b);
    gp(xa, xb, zm, z1 - 0.1, 0, 0.1);
    if (isOpen) gp(xa, xb, zm - 0.1, z1 - 0.15, 0.06, 0.05);
    else gp(xa, xb, z0 + 0.05, zm + 0.05, 0.04, 0);
  }
  if (o.led !== false) ledStrip(s, { x0, x1, z0, z1: z0 + 0.5, h: hF, beamH: 0.22 });
}

// ---------------------------------------------------------------- carports
export function carportV(s, { x0, x1, z0, z1, h = 2.3, rise = 0.45, color = K.anth, roofTop = '#6B7277' }) {
  const xc = (x0 + x1) / 2;
  const hw = (x1 - x0) / 2;
  const t = 0.12;
  const under = (x) => h + (rise * Math.abs(x - xc)) / hw;
  // Beams hang under the roof: painted before it from above, after it from below.
  const beamLayer = s.cam[1] > h ? LAYER.INFILL : LAYER.ROOF;
  const beamBias = s.cam[1] > h ? 0 : -100;
  const postX = [x0 + 0.35, x1 - 0.35 - 0.12];
  const postZ = [z0 + 0.4, z1 - 0.4 - 0.12];
  if (z1 - z0 > 7) postZ.splice(1, 0, (z0 + z1) / 2 - 0.06);
  for (const px of postX) {
    for (const pz of postZ)
      s.add(LAYER.OBJ, s.dist([px, 1, pz]), s.box([px, 0, pz], [px + 0.12, under(px + 0.06) - 0.16, pz + 0.12], color));
    member(
      s,
      beamLayer,
      [px - 0.02, under(px + 0.06) - 0.18, z0 + 0.15],
      [px + 0.14, under(px + 0.06) - 0.02, z1 - 0.15],
      color,
      'z',
      { chunk: 1.2, bias: beamBias },
    );
  }
  // Central gutter in the valley of the butterfly roof.
  member(s, beamLayer, [xc - 0.09, h - 0.1, z0], [xc + 0.09, h + 0.02, z1], darken(color, 0.05), 'z', {
    chunk: 1.2,
    bias: beamBias,
  });
  const prof = [
    [x0, h + rise],
    [xc, h],
    [x1, h + rise],
    [x1, h + rise + t],
    [xc, h + t],
    [x0, h + rise + t],
  ];
  const frame = { o: [0, 0, 0], U: [1, 0, 0], V: [0, 1, 0], W: [0, 0, 1] };
  const pieces = Math.ceil((z1 - z0) / 1.2);
  for (let k = 0; k < pieces; k++) {
    const a = z0 + ((z1 - z0) * k) / pieces;
    const b = z0 + ((z1 - z0) * (k + 1)) / pieces;
    const svg = s.extrude(prof, frame, a, b, (i) => (i === 3 || i === 4 ? roofTop : color), {
      capColor: color,
      decorateStrip: (i, pts) =>
        i === 3 || i === 4
          ? s.line(pts[0], pts[1], lighten(s.light(roofTop, [0, 1, 0]), 0.2), Math.max(0.6, s.W / 2400))
          : '',
    });
    s.add(LAYER.ROOF, s.dist([xc, h, (a + b) / 2]), svg);
  }
}

export function carportSolar(s, { x0, x1, z0, z1, hF = 2.35, hB = 2.8, color = K.anth }) {
  const yAt = (z) => hF + ((hB - hF) * (z - z0)) / (z1 - z0);
  const nx = Math.max(2, Math.round((x1 - x0) / 3) + 1);
  for (let i = 0; i < nx; i++) {
    const px = x0 + 0.2 + ((x1 - x0 - 0.54) * i) / (nx - 1);
    for (const pz of [z0 + 0.5, z1 - 0.6])
      s.add(LAYER.OBJ, s.dist([px, 1, pz]), s.box([px, 0, pz], [px + 0.14, yAt(pz) - 0.2, pz + 0.14], color));
    member(
      s,
      s.cam[1] > hF ? LAYER.INFILL : LAYER.ROOF,
      [px - 0.02, yAt(z0 + 0.5) - 0.22, z0 + 0.2],
      [px + 0.16, yAt(z0 + 0.5) - 0.02, z1 - 0.2],
      color,
      'z',
      { chunk: 1.2, bias: s.cam[1] > hF ? 0 : -100 },
    );
  }
  // Tilted roof slab.
  slopedMember(s, LAYER.ROOF, { x0, x1, z0, z1, below: 0.12 }, yAt, color, { pieces: 6, bias: 0.2 });
  const slope = Math.atan2(hB - hF, z1 - z0);
  const P = (x, along) => [x, yAt(z0) + 0.03 + Math.sin(slope) * along, z0 + Math.cos(slope) * along];
  const Lr = Math.hypot(z1 - z0, hB - hF);
  const svg = solarArray(s, P, x0 + 0.05, x1 - 0.05, 0.05, Lr - 0.05, { panelW: 1.05, panelH: 1.72, gap: 0.025 });
  // Panels visible only from above the roof plane.
  const n = norm([0, Math.cos(slope), -Math.sin(slope)]);
  if (s.visible(n, P((x0 + x1) / 2, Lr / 2))) s.add(LAYER.ROOF, -0.5, svg);
}

// ---------------------------------------------------------------- wallbox
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

// ---------------------------------------------------------------- heat pump
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
        g += `<path d="M${pts.map((p) => f1(p[0]) + ' ' + f1(p[1])).join('L')}Z" fill="none" stroke="${gc}" stroke-width="${f1(lw)}"/>`;
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
