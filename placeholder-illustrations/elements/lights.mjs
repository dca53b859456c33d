// Light sources: the soft radial glow of lamps, LEDs and candles, and the floor lamp.
import { K } from '../palette.mjs';
import { f1 } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';

// Soft radial light (lamps, LED strips, interior spill).
export function glow(s, p, radiusM, color, op = 0.6, layer = LAYER.FX) {
  const c = s.proj(p);
  if (c[2] < 0.1) return;
  const r = radiusM * s.pxPerM(p);
  const id = 'glow' + color.slice(1);
  s.def(
    id,
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="1"/><stop offset="0.35" stop-color="${color}" stop-opacity="0.45"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  s.add(layer, 0, `<circle cx="${f1(c[0])}" cy="${f1(c[1])}" r="${f1(r)}" fill="url(#${id})" opacity="${op}"/>`);
}

export function floorLamp(s, x, z, { h = 1.6 } = {}) {
  s.add(
    LAYER.OBJ,
    s.dist([x, h / 2, z]),
    s.cylinder(x, z, 0, 0.03, 0.18, 0.18, K.anth, { sides: 10 }) +
      s.cylinder(x, z, 0.03, h - 0.3, 0.015, 0.015, K.anth, { sides: 6 }),
  );
  s.add(LAYER.OBJ, s.dist([x, h, z]) - 0.05, s.cylinder(x, z, h - 0.35, h, 0.24, 0.14, K.copper, { sides: 14 }));
  if (s.mood === 'dusk' || s.mood === 'night') glow(s, [x, h - 0.3, z], 1.3, '#FFC882', 0.7);
}
