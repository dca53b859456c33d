// Vector brand assets: logo, favicon mark, partner wordmarks.
// Logos keep real <text> (Inter with Arial fallback) so they stay crisp and
// editable; only the OG card (og-card.mjs) is rasterised, with DejaVu Sans (installed).
import { readFileSync } from 'node:fs';
import { C } from '../palette.mjs';

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The mark: a low sun (copper) rising behind a louvred pergola roof on two
// posts. Drawn in a 44×44 box so it can be reused at any size.
export function markShapes({ structure = C.anth, sun = C.copper } = {}) {
  const slats = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 6 + i * 7;
      return `<path d="M${x} 22.5 L${x + 5} 17.5 L${x + 7.2} 17.5 L${x + 2.2} 22.5 Z" fill="${structure}"/>`;
    })
    .join('');
  return (
    `<circle cx="29" cy="13" r="8.5" fill="${sun}"/>` +
    `<rect x="3" y="22.5" width="38" height="3.2" rx="0.8" fill="${structure}"/>` +
    slats +
    `<rect x="6" y="25.7" width="3.2" height="15.3" fill="${structure}"/>` +
    `<rect x="34.8" y="25.7" width="3.2" height="15.3" fill="${structure}"/>`
  );
}

export function logoSVG({ dark = false } = {}) {
  const text = dark ? C.white : C.anth;
  const structure = dark ? C.white : C.anth;
  return (
    XML +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 48" width="220" height="48" role="img" aria-label="Lumina Terrasses">` +
    `<title>Lumina Terrasses</title>` +
    `<g transform="translate(2 2)">${markShapes({ structure })}</g>` +
    `<text x="54" y="31" font-family="Inter, Arial, sans-serif" font-size="17.5" fill="${text}" letter-spacing="0.2">` +
    `<tspan font-weight="700">Lumina</tspan><tspan font-weight="400" dx="5">Terrasses</tspan></text>` +
    `</svg>\n`
  );
}

// Favicon: the mark on an anthracite tile so it reads on light and dark tabs.
export function markSVG() {
  return (
    XML +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="Lumina Terrasses">` +
    `<rect width="48" height="48" rx="10" fill="${C.anth}"/>` +
    `<g transform="translate(2 3)">${markShapes({ structure: C.white })}</g>` +
    `</svg>\n`
  );
}

// ---------------------------------------------------------------- partners
// The names of the home page's logo strip (content/home.ts), whose files partenaire-NN.svg follow this order.
export const PARTNERS = JSON.parse(readFileSync(new URL('../../content/partner-names.json', import.meta.url), 'utf8'));

// Dark enough to read at the strip's 120 px (contrast 8:1 on white), still one neutral grey for every partner.
const GREY = '#474C50';

// Simple marks, all in the single partner grey, centred in a 36×36 box.
const MARKS = [
  () =>
    `<circle cx="18" cy="18" r="15" fill="none" stroke="${GREY}" stroke-width="3"/><circle cx="18" cy="18" r="6" fill="${GREY}"/>`,
  () => `<path d="M3 31 L14 10 L21 22 L25 15 L33 31 Z" fill="${GREY}"/>`,
  () =>
    `<rect x="4" y="4" width="28" height="28" rx="4" fill="${GREY}"/><path d="M10 24 L18 12 L26 24" fill="none" stroke="#FFFFFF" stroke-width="3"/>`,
  () =>
    `<path d="M18 2 L32 10 L32 26 L18 34 L4 26 L4 10 Z" fill="none" stroke="${GREY}" stroke-width="3"/><path d="M11 18 H25" stroke="${GREY}" stroke-width="3"/>`,
  () =>
    `<path d="M2 14 Q10 6 18 14 T34 14 M2 24 Q10 16 18 24 T34 24" fill="none" stroke="${GREY}" stroke-width="3" stroke-linecap="round"/>`,
  () =>
    `<rect x="5" y="5" width="11" height="11" fill="${GREY}"/><rect x="20" y="5" width="11" height="11" fill="none" stroke="${GREY}" stroke-width="2.5"/><rect x="5" y="20" width="11" height="11" fill="none" stroke="${GREY}" stroke-width="2.5"/><rect x="20" y="20" width="11" height="11" fill="${GREY}"/>`,
  () =>
    `<path d="M18 3 L33 18 L18 33 L3 18 Z" fill="${GREY}"/><path d="M18 11 L25 18 L18 25 L11 18 Z" fill="#FFFFFF"/>`,
  () =>
    `<path d="M4 30 A14 14 0 0 1 32 30 Z" fill="${GREY}"/><path d="M18 4 V10 M6 9 L10 13 M30 9 L26 13" stroke="${GREY}" stroke-width="3" stroke-linecap="round"/>`,
  () =>
    `<path d="M6 32 V12 L18 4 L30 12 V32" fill="none" stroke="${GREY}" stroke-width="3" stroke-linejoin="round"/><rect x="14" y="20" width="8" height="12" fill="${GREY}"/>`,
  () =>
    `<path d="M18 4 C26 12 26 24 18 32 C10 24 10 12 18 4 Z" fill="${GREY}"/><path d="M18 10 V30" stroke="#FFFFFF" stroke-width="2"/>`,
];

// Text styles: weight, letter-spacing, case, layout. Cycled with the marks so
// neighbouring logos never share both.
const STYLES = [
  { weight: 700, ls: 0, upper: false, two: false },
  { weight: 400, ls: 3, upper: true, two: false },
  { weight: 600, ls: 0.5, upper: false, two: true },
  { weight: 300, ls: 1, upper: false, two: false },
  { weight: 800, ls: 1.5, upper: true, two: true },
  { weight: 500, ls: 0, upper: false, two: false },
];

// The white knock-outs in a few marks are holes in a grey shape; on a
// transparent background they must be real holes, so they use a mask.
function markGroup(i) {
  const inner = MARKS[i % MARKS.length]();
  if (!inner.includes('#FFFFFF')) return inner;
  const id = `m${i}`;
  const maskContent = inner
    .replaceAll(GREY, '#FFFFFF__')
    .replaceAll('"#FFFFFF"', '"#000000"')
    .replaceAll('#FFFFFF__', '#FFFFFF');
  return `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="36" height="36">${maskContent}</mask><rect width="36" height="36" fill="${GREY}" mask="url(#${id})"/>`;
}

const charW = (t, size, ls, upper) => t.length * size * (upper ? 0.68 : 0.56) + Math.max(0, t.length - 1) * ls;

export function partnerSVG(name, index) {
  const st = STYLES[(index * 5 + Math.floor(index / 6)) % STYLES.length];
  // The name fills the width left of the mark, so it stays legible when the logo is drawn 120 px wide.
  const avail = 240 - 54 - 2;
  const words = name.split(' ');
  const two = st.two && words.length > 1;
  let body;
  if (two) {
    const first = st.upper ? words[0].toUpperCase() : words[0];
    const rest = words.slice(1).join(' ').toUpperCase();
    const s1 = Math.min(34, (avail - (first.length - 1) * st.ls) / charW(first, 1, 0, st.upper));
    const s2 = Math.min(13, (avail - 2) / (charW(rest, 1, 0, true) + (rest.length * 2.2) / 10));
    body =
      `<text x="54" y="40" font-family="Inter, Arial, sans-serif" font-size="${s1.toFixed(1)}" font-weight="${st.weight}" letter-spacing="${st.ls}" fill="${GREY}">${esc(first)}</text>` +
      `<text x="55" y="57" font-family="Inter, Arial, sans-serif" font-size="${s2.toFixed(1)}" font-weight="500" letter-spacing="2.2" fill="${GREY}">${esc(rest)}</text>`;
  } else {
    const t = st.upper ? name.toUpperCase() : name;
    // Letter-spacing is in px, independent of the font size.
    const size = Math.min(st.upper ? 26 : 34, (avail - (t.length - 1) * st.ls) / charW(t, 1, 0, st.upper));
    body = `<text x="54" y="${(40 + size * 0.36).toFixed(1)}" font-family="Inter, Arial, sans-serif" font-size="${size.toFixed(1)}" font-weight="${st.weight}" letter-spacing="${st.ls}" fill="${GREY}">${esc(t)}</text>`;
  }
  return (
    XML +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${esc(name)}">` +
    `<title>${esc(name)}</title>` +
    `<g transform="translate(4 18) scale(1.2)">${markGroup(index)}</g>` +
    body +
    `</svg>\n`
  );
}
