// Terrace furniture, each piece built from boxes in its own frame: sofa, armchair, tables, chairs, dining set,
// loungers, the "before" plastic chair, rugs, and the plan and calculator of the budget article's table.
import { K, mix } from '../palette.mjs';
import { centroid, levelQuad, BOX_FACES, frameT, tBoxVerts } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';
import { groundQuad } from './ground.mjs';
import { glow } from './lights.mjs';

// Add one box as its own painter item (depth = its centre).
export function part(s, layer, T, min, max, color, opts = {}) {
  const v = tBoxVerts(T, min, max);
  const svg = s.solid(v, BOX_FACES, color, opts);
  s.add(layer, s.dist(centroid(v)) + (opts.bias || 0), svg);
}

export function sofa(
  s,
  x,
  z,
  rot = 0,
  { w = 2.2, d = 0.9, frame = K.anth, cushion = K.white, pillows = [K.copper, K.stone], layer = LAYER.OBJ } = {},
) {
  const T = frameT(x, z, rot);
  const hw = w / 2;
  part(s, layer, T, [-hw, 0.05, -d / 2], [hw, 0.34, d / 2], frame);
  part(s, layer, T, [-hw + 0.14, 0.34, -d / 2 + 0.02], [hw - 0.14, 0.47, d / 2 - 0.2], cushion, { bias: -0.01 });
  part(s, layer, T, [-hw, 0.34, d / 2 - 0.2], [hw, 0.78, d / 2], cushion, { bias: 0.05 });
  part(s, layer, T, [-hw, 0.34, -d / 2], [-hw + 0.14, 0.6, d / 2 - 0.2], frame);
  part(s, layer, T, [hw - 0.14, 0.34, -d / 2], [hw, 0.6, d / 2 - 0.2], frame);
  pillows.forEach((pc, i) => {
    const px = -hw + 0.45 + i * 0.55;
    const c = T(px, 0.62, d / 2 - 0.3);
    const rr = rot;
    const a = [Math.cos(rr) * 0.2, 0, -Math.sin(rr) * 0.2];
    const bz = [Math.sin(rr) * 0.05, 0.02, Math.cos(rr) * 0.05];
    s.add(layer, s.dist(c) - 0.02, s.obox(c, a, [0, 0.17, 0], bz, pc));
  });
}

export function armchair(s, x, z, rot = 0, opts = {}) {
  sofa(s, x, z, rot, { w: 0.9, pillows: opts.pillow ? [opts.pillow] : [], ...opts });
}

export function coffeeTable(s, x, z, { w = 1.0, d = 0.6, top = K.stone, layer = LAYER.OBJ } = {}) {
  s.add(
    layer,
    s.dist([x, 0.2, z]),
    s.box([x - w / 2 + 0.08, 0, z - d / 2 + 0.08], [x + w / 2 - 0.08, 0.3, z + d / 2 - 0.08], K.anth),
  );
  s.add(layer, s.dist([x, 0.4, z]) - 0.01, s.box([x - w / 2, 0.3, z - d / 2], [x + w / 2, 0.38, z + d / 2], top));
}

export function chair(s, x, z, rot = 0, { color = K.anth, seat = K.stone, layer = LAYER.OBJ } = {}) {
  const T = frameT(x, z, rot);
  for (const [lx, lz] of [
    [-0.2, -0.2],
    [0.2, -0.2],
    [-0.2, 0.2],
    [0.2, 0.2],
  ])
    part(s, layer, T, [lx - 0.02, 0, lz - 0.02], [lx + 0.02, 0.45, lz + 0.02], color, { shadow: false });
  part(s, layer, T, [-0.23, 0.42, -0.23], [0.23, 0.48, 0.23], seat);
  part(s, layer, T, [-0.23, 0.48, 0.19], [0.23, 0.88, 0.23], color);
  s.castShadow(tBoxVerts(T, [-0.23, 0, -0.23], [0.23, 0.48, 0.23]));
}

export function diningSet(
  s,
  x,
  z,
  rot = 0,
  { w = 1.8, d = 0.9, top = K.white, chairs = 6, seat = K.stone, layer = LAYER.OBJ, candle = false } = {},
) {
  const T = frameT(x, z, rot);
  const hw = w / 2;
  for (const [lx, lz] of [
    [-hw + 0.1, -d / 2 + 0.1],
    [hw - 0.1, -d / 2 + 0.1],
    [-hw + 0.1, d / 2 - 0.1],
    [hw - 0.1, d / 2 - 0.1],
  ])
    part(s, layer, T, [lx - 0.035, 0, lz - 0.035], [lx + 0.035, 0.72, lz + 0.035], K.anth);
  part(s, layer, T, [-hw, 0.72, -d / 2], [hw, 0.76, d / 2], top, { bias: -0.3 });
  const per = Math.floor(chairs / 2);
  for (let i = 0; i < per; i++) {
    const cx = -hw + (w / per) * (i + 0.5);
    const a = T(cx, 0, -d / 2 - 0.28);
    const b = T(cx, 0, d / 2 + 0.28);
    chair(s, a[0], a[2], rot + Math.PI, { seat, layer });
    chair(s, b[0], b[2], rot, { seat, layer });
  }
  if (candle) {
    const c = T(0, 0.9, 0);
    s.add(
      layer,
      s.dist(c) - 0.5,
      s.box([c[0] - 0.05, 0.76, c[2] - 0.05], [c[0] + 0.05, 0.88, c[2] + 0.05], K.copper, { shadow: false }),
    );
    glow(s, c, 0.6, '#FFC27A', 0.5);
  }
}

export function lounger(s, x, z, rot = 0, { color = K.white, frame = K.anth, layer = LAYER.OBJ } = {}) {
  const T = frameT(x, z, rot);
  part(s, layer, T, [-0.33, 0.05, -0.6], [0.33, 0.3, 1.0], frame);
  part(s, layer, T, [-0.3, 0.3, -0.6], [0.3, 0.38, 0.55], color);
  // Raised back rest, tilted ~35°.
  const c = T(0, 0.58, 0.78);
  const a = [Math.cos(rot) * 0.3, 0, -Math.sin(rot) * 0.3];
  const up = [Math.sin(rot) * 0.2, 0.28, Math.cos(rot) * 0.2];
  const th = [Math.sin(rot) * 0.04, -0.025, Math.cos(rot) * 0.04];
  s.add(layer, s.dist(c), s.obox(c, a, up, th, color));
}

export function plasticChair(s, x, z, rot = 0) {
  const T = frameT(x, z, rot);
  const c = '#F2F1EE';
  for (const [lx, lz] of [
    [-0.22, -0.2],
    [0.22, -0.2],
    [-0.22, 0.2],
    [0.22, 0.2],
  ])
    part(s, LAYER.OBJ, T, [lx - 0.025, 0, lz - 0.025], [lx + 0.025, 0.42, lz + 0.025], c, { shadow: false });
  part(s, LAYER.OBJ, T, [-0.25, 0.4, -0.24], [0.25, 0.45, 0.24], c);
  part(s, LAYER.OBJ, T, [-0.25, 0.45, 0.2], [0.25, 0.85, 0.25], c);
  part(s, LAYER.OBJ, T, [-0.27, 0.6, -0.2], [-0.24, 0.64, 0.22], c);
  part(s, LAYER.OBJ, T, [0.24, 0.6, -0.2], [0.27, 0.64, 0.22], c);
  s.castShadow(tBoxVerts(T, [-0.25, 0, -0.24], [0.25, 0.85, 0.25]));
}

export function rug(s, x, z, w, d, color = K.stone) {
  groundQuad(s, x - w / 2, x + w / 2, z - d / 2, z + d / 2, mix(color, K.stoneDeep, 0.25), { y: 0.075, top: true });
}

// Paper plan + calculator on the dining table (budget article).
export function tableProps(s, { x, z }) {
  const y = 0.765;
  const paper = [
    [x - 0.55, y, z - 0.22],
    [x + 0.05, y, z - 0.3],
    [x + 0.11, y, z + 0.12],
    [x - 0.49, y, z + 0.2],
  ];
  let svg = s.poly(paper, s.light(K.white, [0, 1, 0]));
  // Plan lines: a pergola footprint drawn on the sheet.
  const L = (a, b) => s.line(a, b, K.skyDark, Math.max(1, 0.004 * s.pxPerM(a)));
  const Pp = (u, v) => [
    paper[0][0] + (paper[1][0] - paper[0][0]) * u + (paper[3][0] - paper[0][0]) * v,
    y + 0.001,
    paper[0][2] + (paper[1][2] - paper[0][2]) * u + (paper[3][2] - paper[0][2]) * v,
  ];
  svg +=
    L(Pp(0.15, 0.2), Pp(0.8, 0.2)) +
    L(Pp(0.8, 0.2), Pp(0.8, 0.75)) +
    L(Pp(0.8, 0.75), Pp(0.15, 0.75)) +
    L(Pp(0.15, 0.75), Pp(0.15, 0.2));
  for (let u = 0.25; u < 0.8; u += 0.08)
    svg += s.line(Pp(u, 0.22), Pp(u, 0.73), K.skyDeep, Math.max(0.6, 0.002 * s.pxPerM(Pp(u, 0.5))));
  svg += L(Pp(0.15, 0.88), Pp(0.8, 0.88));
  s.add(LAYER.OBJ, -0.5, svg);
  const cx = x + 0.32;
  const cz = z - 0.02;
  let calc = s.box([cx - 0.08, y, cz - 0.12], [cx + 0.08, y + 0.02, cz + 0.12], K.anth, { shadow: true });
  calc += s.poly(levelQuad(cx - 0.06, cx + 0.06, cz + 0.05, cz + 0.1, y + 0.021), '#A9BFAE');
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) {
      const kx = cx - 0.055 + i * 0.037;
      const kz = cz - 0.1 + j * 0.035;
      const key = levelQuad(kx, kx + 0.026, kz, kz + 0.024, y + 0.022);
      calc += s.poly(key, i === 3 && j === 0 ? K.copper : '#C9CDD0');
    }
  s.add(LAYER.OBJ, -0.6, calc);
  // Pencil.
  s.add(
    LAYER.OBJ,
    -0.55,
    s.line(
      [x - 0.1, y + 0.006, z + 0.2],
      [x + 0.12, y + 0.006, z + 0.24],
      K.copper,
      Math.max(1.5, 0.008 * s.pxPerM([x, y, z])),
    ),
  );
}
