// A compact electric car, extruded from its side profile, with wheels, glazing, lights and a charging port.
import { K, darken } from '../palette.mjs';
import { add, sub, scale, dot } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';

// Side profile of a compact electric crossover (u along the car, v up).
const CAR_PROFILE = [
  [0.05, 0.3],
  [0, 0.5],
  [0.03, 0.95],
  [0.4, 1.4],
  [2.55, 1.5],
  [3.3, 1.02],
  [4.42, 0.86],
  [4.62, 0.64],
  [4.58, 0.32],
  [4.3, 0.22],
  [0.3, 0.22],
];

const GLASS_EDGES = new Set([2, 4]);

// Car centred at (x, z) pointing along `rot` (0 = nose towards -z, i.e. us).
export function car(s, x, z, rot = 0, { color = K.anthLight, layer = LAYER.OBJ, chargePort = false } = {}) {
  const L = 4.62;
  const Wd = 0.93;
  const c = Math.cos(rot);
  const sn = Math.sin(rot);
  // nose direction (-z rotated)
  const U = [-sn, 0, -c];
  const Wv = [c, 0, -sn];
  const o = add([x, 0, z], scale(U, -L / 2));
  const frame = { o, U, V: [0, 1, 0], W: Wv };
  const glassCol = s.mood === 'night' ? '#1E2326' : '#3E4A52';
  const P = (u, v, w) => add(add(add(o, scale(U, u)), [0, v, 0]), scale(Wv, w));
  const wheel = (u, side) => {
    const prof = [];
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      prof.push([u + Math.cos(a) * 0.35, 0.35 + Math.sin(a) * 0.35]);
    }
    const w0 = side > 0 ? Wd - 0.28 : -Wd + 0.28;
    const w1 = side > 0 ? Wd + 0.01 : -Wd - 0.01;
    return s.extrude(prof, frame, w0, w1, K.anthDark, {
      shadow: false,
      decorateCap: (w, Pc) => {
        let d = '';
        const rim = [];
        for (let i = 0; i < 12; i++) {
          const a = (i / 12) * Math.PI * 2;
          rim.push(Pc(u + Math.cos(a) * 0.22, 0.35 + Math.sin(a) * 0.22));
        }
        d += s.poly(rim, s.light('#9AA0A4', scale(Wv, side)));
        const hub = [];
        for (let i = 0; i < 8; i++) {
          const a = (i / 8) * Math.PI * 2;
          hub.push(Pc(u + Math.cos(a) * 0.07, 0.35 + Math.sin(a) * 0.07));
        }
        d += s.poly(hub, K.anth);
        return d;
      },
    });
  };
  // Decide which flank faces the camera so near wheels paint last.
  const nearSide = dot(Wv, sub(s.cam, [x, 0, z])) > 0 ? 1 : -1;
  let svg = wheel(0.85, -nearSide) + wheel(3.75, -nearSide);
  svg += s.extrude(CAR_PROFILE, frame, -Wd, Wd, (i) => (GLASS_EDGES.has(i) ? glassCol : color), {
    shadow: false,
    decorateStrip: (i, pts) => {
      if (i === 6 || i === 7) {
        // Headlight strip across the nose.
        const a = add(scale(pts[0], 0.75), scale(pts[1], 0.25));
        const b = add(scale(pts[3], 0.75), scale(pts[2], 0.25));
        return i === 6
          ? s.line(a, b, s.mood === 'night' ? '#FFF1D6' : '#F4F4F2', Math.max(1, 0.035 * s.pxPerM(a)))
          : '';
      }
      if (i === 1) {
        const a = add(scale(pts[0], 0.2), scale(pts[1], 0.8));
        const b = add(scale(pts[3], 0.2), scale(pts[2], 0.8));
        return s.line(a, b, '#8E3B22', Math.max(1, 0.05 * s.pxPerM(a)));
      }
      return '';
    },
    decorateCap: (w, Pc) => {
      let d = '';
      d += s.poly([Pc(0.3, 1.0), Pc(0.52, 1.36), Pc(2.5, 1.42), Pc(3.16, 1.03)], glassCol);
      d += s.poly(
        [Pc(1.72, 1.0), Pc(1.82, 1.0), Pc(1.82, 1.42), Pc(1.72, 1.42)],
        s.light(color, scale(Wv, Math.sign(w))),
      );
      for (const u of [0.85, 3.75]) {
        const arch = [];
        for (let i = 0; i <= 10; i++) {
          const a = (i / 10) * Math.PI;
          arch.push(Pc(u + Math.cos(a) * 0.43, 0.3 + Math.sin(a) * 0.43));
        }
        d += s.poly(arch, K.anthDark);
      }
      // Door cut lines + handle.
      const lc = darken(s.light(color, scale(Wv, Math.sign(w))), 0.2);
      d += s.line(Pc(1.77, 0.35), Pc(1.77, 1.0), lc, Math.max(0.6, 0.012 * s.pxPerM(Pc(1.7, 0.6))));
      d += s.line(Pc(3.0, 0.4), Pc(3.05, 1.0), lc, Math.max(0.6, 0.012 * s.pxPerM(Pc(3, 0.6))));
      d += s.line(Pc(2.55, 0.88), Pc(2.75, 0.88), lc, Math.max(0.8, 0.025 * s.pxPerM(Pc(2.6, 0.8))));
      if (chargePort && Math.sign(w) === chargePort)
        d += s.poly([Pc(3.85, 0.86), Pc(4.05, 0.86), Pc(4.05, 0.98), Pc(3.85, 0.98)], darken(color, 0.3));
      return d;
    },
  });
  svg += wheel(0.85, nearSide) + wheel(3.75, nearSide);
  s.add(layer, s.dist([x, 0.7, z]), svg);
  const pts = [];
  for (const [u, v] of CAR_PROFILE) pts.push(P(u, v, -Wd), P(u, v, Wd));
  s.castShadow(pts);
  return { P, U, W: Wv, o };
}
