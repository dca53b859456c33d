// The site's colours: the brand palette, the shades drawn from it, and how shades are mixed.

// Brand palette.
export const C = {
  anth: '#2B3034',
  white: '#FAF8F5',
  stone: '#EFEBE5',
  copper: '#B8692E',
  sage: '#9DB39A',
  sky: '#BFD6E3',
};

// Shades derived from the brand palette (darker/lighter variants only).
export const K = {
  ...C,
  anthLight: '#4A5156',
  carGrey: '#737D84', // metallic grey car: reads as a car, not a black box
  anthDark: '#1E2225',
  stoneDark: '#D9D2C7',
  stoneDeep: '#C4BAAD',
  white2: '#F3EFE9',
  sageLight: '#B7C9B4',
  sageDark: '#7A9477',
  sageDeep: '#5E775C',
  sageNight: '#42553F',
  skyDeep: '#8FB3C9',
  skyDark: '#5E8299',
  water: '#9CC3D6',
  wood: '#AE8A69', // copper mixed into stone: the deck / timber tone
  woodDark: '#7E5A3C',
  panel: '#2F3C48', // solar cells: anthracite pushed towards sky blue
  panelLight: '#4D6476',
  glassDay: '#6F818C',
};

// Hex colours as [r, g, b] and back, clamped and rounded.
export const hex2 = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];

export const rgb2hex = (c) =>
  '#' +
  c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

export const mix = (a, b, t) => {
  const A = hex2(a);
  const B = hex2(b);
  return rgb2hex(A.map((v, i) => v + (B[i] - v) * t));
};

export const mul = (a, f) => rgb2hex(hex2(a).map((v) => v * f));
export const lighten = (a, t) => mix(a, '#ffffff', t);
export const darken = (a, t) => mix(a, '#000000', t);
