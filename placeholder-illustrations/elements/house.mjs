// The house behind the terrace: walls, windows, flat, gable or chalet roof, optional solar panels and balcony.
import { K, lighten, darken } from '../palette.mjs';
import { add, scale, onPlane } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';
import { solarArray } from './solar-panels.mjs';

// Glass look shared by house windows and products: sky reflection at the
// top fading into a darker interior, plus one diagonal highlight.
export function glassDefs(s) {
  const night = s.mood === 'night';
  const dusk = s.mood === 'dusk';
  s.def(
    'glassWin',
    `<linearGradient id="glassWin" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${night ? '#F6D29C' : dusk ? '#C9B9A8' : '#D8E6EE'}"/><stop offset="0.45" stop-color="${night ? '#E9B677' : dusk ? '#6E7479' : '#8FA3AF'}"/><stop offset="1" stop-color="${night ? '#C98C4E' : '#4D5B64'}"/></linearGradient>`,
  );
  s.def(
    'glassClear',
    `<linearGradient id="glassClear" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="${night ? 0.1 : 0.55}"/><stop offset="0.5" stop-color="${K.sky}" stop-opacity="${night ? 0.08 : 0.22}"/><stop offset="1" stop-color="${K.skyDark}" stop-opacity="${night ? 0.12 : 0.3}"/></linearGradient>`,
  );
}

export function windowOn(s, P, a0, a1, b0, b1, { mullions = 1, frame = K.anth, lit = false, curtain = false } = {}) {
  glassDefs(s);
  const fw = 0.06;
  let out = s.poly([P(a0, b0), P(a1, b0), P(a1, b1), P(a0, b1)], s.light(frame, [0, 0, -1]));
  const glass = lit || s.mood === 'night' ? 'url(#glassWin)' : 'url(#glassWin)';
  const n = mullions;
  const pw = (a1 - a0 - fw * (n + 1)) / n;
  for (let i = 0; i < n; i++) {
    const ga = a0 + fw + i * (pw + fw);
    out += s.poly([P(ga, b0 + fw), P(ga + pw, b0 + fw), P(ga + pw, b1 - fw), P(ga, b1 - fw)], glass);
    if (curtain && i === n - 1)
      out += s.poly(
        [P(ga + pw * 0.72, b0 + fw), P(ga + pw, b0 + fw), P(ga + pw, b1 - fw), P(ga + pw * 0.72, b1 - fw)],
        lit || s.mood === 'night' ? '#F8E2BD' : '#D8D2C8',
        ' opacity="0.85"',
      );
    // Reflection streak, kept faint so windows stay calm.
    const h = b1 - b0 - 2 * fw;
    out += s.poly(
      [
        P(ga + pw * 0.15, b1 - fw),
        P(ga + pw * 0.38, b1 - fw),
        P(ga + pw * 0.38 - h * 0.25, b0 + fw),
        P(ga + pw * 0.15 - h * 0.25, b0 + fw),
      ].map((p) => p),
      '#FFFFFF',
      ` opacity="${s.mood === 'night' ? 0.06 : 0.13}"`,
    );
  }
  return out;
}

// house({x0,x1,z0,z1,h, wall, roof:'flat'|'gable'|'chalet', windows:[[a0,a1,b0,b1,mullions]], sideWindows, solar})
export function house(s, o) {
  const { x0, x1, z0, z1, h } = o;
  const wall = o.wall || K.white;
  const layer = o.layer ?? LAYER.BACK;
  const front = [x0, 0, z0];
  let out = s.box([x0, 0, z0], [x1, h, z1], wall, { grad: 'h', shadow: true, decorate: (i) => decorateWall(i) });
  function decorateWall(i) {
    // BOX_FACES: 0 front(z0), 2 left(x0), 3 right(x1)
    let d = '';
    if (i === 0) {
      // Plinth line anchors the house to the ground.
      d += s.poly(
        [
          [x0, 0, z0 - 0.005],
          [x1, 0, z0 - 0.005],
          [x1, 0.12, z0 - 0.005],
          [x0, 0.12, z0 - 0.005],
        ],
        s.light(darken(wall, 0.12), [0, 0, -1]),
      );
      const P = onPlane([x0, 0, z0 - 0.01], [1, 0, 0], [0, 1, 0]);
      for (const w of o.windows || [])
        d += windowOn(s, P, w[0], w[1], w[2], w[3], { mullions: w[4] || 1, curtain: w[5] });
      if (o.cladding) {
        const [ca, cb] = o.cladding; // vertical timber/anthracite cladding band
        d += s.poly([P(ca, 0.12), P(cb, 0.12), P(cb, h), P(ca, h)], s.light(o.claddingColor || K.anth, [0, 0, -1]));
        for (let a = ca + 0.12; a < cb; a += 0.12)
          d += s.line(
            P(a, 0.12),
            P(a, h),
            darken(s.light(o.claddingColor || K.anth, [0, 0, -1]), 0.15),
            Math.max(0.5, s.W / 2400),
          );
      }
    }
    if (i === 2 && o.sideWindows) {
      const P = onPlane([x0 - 0.01, 0, z1], [0, 0, -1], [0, 1, 0]);
      for (const w of o.sideWindows) d += windowOn(s, P, w[0], w[1], w[2], w[3], { mullions: w[4] || 1 });
    }
    return d;
  }
  s.addWallReceiver(front, [1, 0, 0], [0, 1, 0], [0, x1 - x0, 0, h]);
  s.addWallReceiver([x0, 0, z1], [0, 0, -1], [0, 1, 0], [0, z1 - z0, 0, h]);
  const roof = o.roof || 'flat';
  const rc = o.roofColor || K.anth;
  if (roof === 'flat') {
    // Anthracite fascia with a pale gravel top: a black lid would dominate
    // every elevated view.
    out += s.box(
      [x0 - 0.12, h, z0 - 0.12],
      [x1 + 0.12, h + 0.28, z1 + 0.12],
      (i) => (i === 4 ? o.roofTop || '#C9C3BA' : rc),
      { shadow: false },
    );
  } else if (roof === 'gable') {
    // Ridge parallel to the facade: the front roof plane faces the camera,
    // which is where solar panels are shown.
    const ov = 0.45;
    const rh = o.ridge || (z1 - z0) * 0.42;
    const frame = { o: [0, 0, 0], U: [0, 0, 1], V: [0, 1, 0], W: [1, 0, 0] };
    const section = pitchedSection(z0, z1, h, rh, ov, 0.18);
    out += s.extrude(section.gable, frame, x0, x1, wall, { shadow: false });
    let roofSvg = s.extrude(section.far, frame, x0 - ov, x1 + ov, rc, { shadow: true });
    roofSvg += s.extrude(section.near, frame, x0 - ov, x1 + ov, rc, {
      shadow: true,
      decorateStrip: (i, pts) => (i === 3 && o.tiles !== false ? tileLines(s, pts, rc) : ''),
    });
    out += roofSvg;
    if (o.solar) {
      const sp = o.solar;
      const { da: dz, dy, ea: ez, ey, thick, ac: zc } = section;
      const P = (x, along) => [x, ey + thick + 0.06 + along * dy, ez + along * dz];
      const L = Math.hypot(zc - ez, rh + (h - ey));
      out += solarArray(s, P, sp.x0 ?? x0 + 0.4, sp.x1 ?? x1 - 0.4, L * (sp.a0 ?? 0.12), L * (sp.a1 ?? 0.9), sp);
    }
  } else if (roof === 'chalet') {
    // Ridge perpendicular to the facade: big gable triangle facing us.
    const ov = 0.9;
    const rh = o.ridge || (x1 - x0) * 0.32;
    const xc = (x0 + x1) / 2;
    const frame = { o: [0, 0, 0], U: [1, 0, 0], V: [0, 1, 0], W: [0, 0, 1] };
    const timber = o.timber || K.woodDark;
    const section = pitchedSection(x0, x1, h, rh, ov, 0.2);
    out += s.extrude(section.gable, frame, z0, z1, timber, {
      shadow: false,
      decorateCap: (w, P) => {
        if (w !== z0) return '';
        let d = '';
        for (let x = x0 + 0.15; x < x1; x += 0.15) {
          const top = h + rh * (1 - Math.abs(x - xc) / (xc - x0));
          d += s.line(P(x, h), P(x, top), darken(s.light(timber, [0, 0, -1]), 0.18), Math.max(0.5, s.W / 2200));
        }
        const gw = (x1 - x0) * 0.16;
        d += windowOn(s, (a, b) => P(a, b, 0.02), xc - gw, xc + gw, h + 0.25, h + rh * 0.62, { mullions: 2 });
        return d;
      },
    });
    out += s.extrude(section.near, frame, z0 - ov, z1 + 0.3, rc, { shadow: true });
    out += s.extrude(section.far, frame, z0 - ov, z1 + 0.3, rc, { shadow: true });
    if (o.balcony) {
      const by = h - 0.05;
      out += s.box([x0 + 0.3, by, z0 - 1.0], [x1 - 0.3, by + 0.12, z0], timber, { shadow: true });
      const P = onPlane([x0 + 0.3, by + 0.12, z0 - 1.0], [1, 0, 0], [0, 1, 0]);
      let rail = s.poly(
        [P(0, 0.85), P(x1 - x0 - 0.6, 0.85), P(x1 - x0 - 0.6, 0.95), P(0, 0.95)],
        s.light(timber, [0, 0, -1]),
      );
      for (let a = 0.05; a < x1 - x0 - 0.6; a += 0.14)
        rail += s.poly(
          [P(a, 0), P(a + 0.08, 0), P(a + 0.08, 0.85), P(a, 0.85)],
          s.light(lighten(timber, 0.08), [0, 0, -1]),
        );
      out += rail;
    }
  }
  s.add(layer, s.dist([(x0 + x1) / 2, h / 2, (z0 + z1) / 2]) + (o.bias || 0), out);
}

// A pitched roof in section across its ridge: `a` runs from eave to eave, the ridge halfway and `rise` above the
// eaves at height h. Gives the gable triangle under it and its near and far slabs, which overhang the walls by
// `overhang` and are `depth` thick (`thick` measured vertically); (da, dy) is the slope's direction.
function pitchedSection(a0, a1, h, rise, overhang, depth) {
  const ac = (a0 + a1) / 2;
  const slope = Math.atan2(rise, ac - a0);
  const da = Math.cos(slope);
  const dy = Math.sin(slope);
  const ea = a0 - overhang * da;
  const ey = h - overhang * dy;
  const thick = depth / da;
  const ridge = h + rise;
  return {
    ac,
    da,
    dy,
    ea,
    ey,
    thick,
    gable: [
      [a0, h],
      [a1, h],
      [ac, ridge],
    ],
    near: [
      [ea, ey],
      [ac, ridge],
      [ac, ridge + thick],
      [ea, ey + thick],
    ],
    far: [
      [ac, ridge],
      [a1 + overhang * da, ey],
      [a1 + overhang * da, ey + thick],
      [ac, ridge + thick],
    ],
  };
}

function tileLines(s, pts, rc) {
  // pts is the top quad of the front roof slab: subtle horizontal courses.
  let d = '';
  const c = darken(s.light(rc, [0, 1, 0]), 0.12);
  for (let k = 1; k < 9; k++) {
    const t = k / 9;
    const a = add(scale(pts[0], 1 - t), scale(pts[1], t));
    const b = add(scale(pts[3], 1 - t), scale(pts[2], t));
    d += s.line(a, b, c, Math.max(0.5, s.W / 2600));
  }
  return d;
}
