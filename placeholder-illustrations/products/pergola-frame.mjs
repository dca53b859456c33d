// The structure every pergola shares: posts and beams, orientable louvres, and the LED strip under the beams.
//
// Like every drawer of products/, these draw in world coordinates, so the scenes can place a product in any
// setting and under any camera.
import { K, darken } from '../palette.mjs';
import { add, centroid, pathOf, levelQuad, BOX_FACES, tBoxVerts } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';
import { glow } from '../elements/lights.mjs';

// Post section and beam height of the aluminium frame (metres).
export const POST = 0.16;
export const BEAM = 0.26;

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
export function slopedMember(s, layer, { x0, x1, z0, z1, below, above = 0 }, yAt, color, { pieces, bias = 0 }) {
  const alongSlope = (x, y, z) => [x, yAt(z) + y, z];
  for (let k = 0; k < pieces; k++) {
    const za = z0 + ((z1 - z0) * k) / pieces;
    const zb = z0 + ((z1 - z0) * (k + 1)) / pieces;
    const v = tBoxVerts(alongSlope, [x0, -below, za], [x1, above, zb]);
    s.add(layer, s.dist(centroid(v)) + bias, s.solid(v, BOX_FACES, color));
  }
}

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
  s.add(LAYER.GROUND, -2, `<path d="${pathOf(pts)}" fill="url(#${id})"/>`);
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
