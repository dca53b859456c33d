// The default Open Graph card: a pergola at dusk behind the logo, the name and the product line.
import { C } from '../palette.mjs';
import { LAYER } from '../render/canvas.mjs';
import { Scene } from '../render/scene.mjs';
import { slabs } from '../elements/ground.mjs';
import { olive } from '../elements/plants.mjs';
import { glow } from '../elements/lights.mjs';
import { pergolaBio } from '../products/pergolas.mjs';
import { markShapes } from './logos.mjs';

// Text overlay for the OG card (rasterised, so DejaVu Sans).
function ogOverlay(W, H) {
  const f = 'DejaVu Sans, sans-serif';
  return (
    `<defs><linearGradient id="ogFade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.anth}" stop-opacity="1"/><stop offset="0.48" stop-color="${C.anth}" stop-opacity="0.92"/><stop offset="0.7" stop-color="${C.anth}" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#ogFade)"/>` +
    `<g transform="translate(72 150) scale(2.2)">${markShapes({ structure: C.white })}</g>` +
    `<text x="72" y="330" font-family="${f}" font-size="62" font-weight="bold" fill="${C.white}">Lumina Terrasses</text>` +
    `<rect x="74" y="362" width="72" height="4" fill="${C.copper}"/>` +
    `<text x="72" y="420" font-family="${f}" font-size="25" fill="${C.white}" fill-opacity="0.86">Pergolas · Carports · Vitrage · Énergie solaire</text>`
  );
}

export function ogCard() {
  const W = 1200;
  const H = 630;
  const s = new Scene({
    width: W,
    height: H,
    seed: 'og-default',
    mood: 'dusk',
    camera: { pos: [-6.8, 4.3, -7.5], target: [-1.1, 1.2, 2.2], fov: 52 },
  });
  s.def(
    'ogBg',
    `<linearGradient id="ogBg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3A4247"/><stop offset="1" stop-color="${C.anth}"/></linearGradient>`,
  );
  s.add(LAYER.SKY, 1e12, `<rect width="${W}" height="${H}" fill="url(#ogBg)"/>`);
  slabs(s, -1.5, 7, -2, 4.5, { size: 0.8, color: '#8C8F90' });
  pergolaBio(s, { x0: 0, x1: 4.6, z0: 0.3, z1: 4.1, h: 2.7, louvre: '#6E767B', color: '#1E2225' });
  olive(s, 5.2, 0.4);
  glow(s, [2.3, 1.2, 2.2], 3.2, '#FFC27A', 0.35);
  return s.toSVG().replace('</svg>', ogOverlay(W, H) + '</svg>');
}
