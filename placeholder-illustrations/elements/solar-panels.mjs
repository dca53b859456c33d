// Photovoltaic modules, laid on any sloped plane (a house roof, a solar carport).
import { K, lighten, darken } from '../palette.mjs';
import { sub, cross, len, f1 } from '../render/geometry.mjs';

// Grid of PV modules on a plane P(x, along). Cells are drawn as a thin
// lighter grid so the panels read as solar, not as dark glass.
export function solarArray(s, P, xa, xb, a0, a1, { cols, rows, gap = 0.03, panelW = 1.05, panelH = 1.75 } = {}) {
  const nC = cols || Math.max(1, Math.floor((xb - xa + gap) / (panelW + gap)));
  const nR = rows || Math.max(1, Math.floor((a1 - a0 + gap) / (panelH + gap)));
  const x0 = (xa + xb) / 2 - (nC * (panelW + gap) - gap) / 2;
  const fill = s.light(K.panel, upwardNormal(P, x0, a0));
  const hi = s.light(K.panelLight, upwardNormal(P, x0, a0));
  const id = 'pvG' + s.mood;
  s.def(
    id,
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset="0.55" stop-color="${fill}"/><stop offset="1" stop-color="${darken(fill, 0.15)}"/></linearGradient>`,
  );
  let out = '';
  const lw = Math.max(0.5, s.W / 2600);
  let grid = '';
  for (let c = 0; c < nC; c++) {
    for (let r = 0; r < nR; r++) {
      const xx = x0 + c * (panelW + gap);
      const aa = a0 + r * (panelH + gap);
      const q = [P(xx, aa), P(xx + panelW, aa), P(xx + panelW, aa + panelH), P(xx, aa + panelH)];
      out += s.poly(q, `url(#${id})`, ` stroke="${lighten(fill, 0.45)}" stroke-width="${f1(lw * 1.4)}"`);
      for (let k = 1; k < 6; k++) {
        const seg = s.projSeg(P(xx + (panelW * k) / 6, aa), P(xx + (panelW * k) / 6, aa + panelH));
        if (seg) grid += `M${f1(seg[0][0])} ${f1(seg[0][1])}L${f1(seg[1][0])} ${f1(seg[1][1])}`;
      }
      for (let k = 1; k < 10; k++) {
        const seg = s.projSeg(P(xx, aa + (panelH * k) / 10), P(xx + panelW, aa + (panelH * k) / 10));
        if (seg) grid += `M${f1(seg[0][0])} ${f1(seg[0][1])}L${f1(seg[1][0])} ${f1(seg[1][1])}`;
      }
    }
  }
  out += `<path d="${grid}" stroke="${lighten(fill, 0.22)}" stroke-width="${f1(lw)}" opacity="0.7"/>`;
  return out;
}

// Unit normal of the plane P at (x, a), turned to face the sky.
function upwardNormal(P, x, a) {
  const o = P(x, a);
  const n = cross(sub(P(x + 1, a), o), sub(P(x, a + 1), o));
  const l = len(n) || 1;
  const nn = n.map((k) => k / l);
  return nn[1] < 0 ? nn.map((k) => -k) : nn;
}
