// Glazing: sliding glass walls, guillotine windows and the retractable glass roof, all thin anthracite frames
// around panes that show reflections.
import { K } from '../palette.mjs';
import { centroid, norm } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';
import { glassDefs } from '../elements/house.mjs';
import { POST, BEAM, member, slopedMember, ledStrip } from './pergola-frame.mjs';

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
