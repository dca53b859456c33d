// Carports: the V carport's butterfly roof, and the solar carport's tilted roof covered in panels.
import { K, lighten, darken } from '../palette.mjs';
import { norm } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';
import { solarArray } from '../elements/solar-panels.mjs';
import { member, slopedMember } from './pergola-frame.mjs';

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
