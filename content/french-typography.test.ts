import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Root as HastRoot } from 'hast';
import { frenchTypography, NBSP, NNBSP, remarkFrenchTypography, typesetStrings } from './french-typography';

describe('frenchTypography', () => {
  it.each([
    ['Pourquoi une pergola ?', `Pourquoi une pergola${NNBSP}?`],
    ['Pourquoi?', `Pourquoi${NNBSP}?`],
    ['Enfin !', `Enfin${NNBSP}!`],
    ['Vraiment ?!', `Vraiment${NNBSP}?!`],
    ['un ; deux', `un${NNBSP}; deux`],
    [`déjà${NBSP}?`, `déjà${NNBSP}?`],
    ['Prix : 12 000 CHF', `Prix${NBSP}: 12${NNBSP}000${NBSP}CHF`],
    ['une garantie de 20 ans, 4,5 m de large', `une garantie de 20${NBSP}ans, 4,5${NBSP}m de large`],
    ['de 200 à 600 CHF et 3 ou 4 jours', `de 200 à 600${NBSP}CHF et 3 ou 4${NBSP}jours`],
    ['7 kW ou 11 kW, 25 °C, 30 %', `7${NBSP}kW ou 11${NBSP}kW, 25${NBSP}°C, 30${NBSP}%`],
    ['un module de 3 × 4 m', `un module de 3${NBSP}×${NBSP}4${NBSP}m`],
    ['selon l’art. 6, al. 1, let. b', `selon l’art.${NBSP}6, al.${NBSP}1, let.${NBSP}b`],
    ['l’art. 13 par. 2 du RGPD', `l’art.${NBSP}13 par.${NBSP}2 du RGPD`],
    ['Rendez-vous à 10:30', 'Rendez-vous à 10:30'],
    ['« Pergola »', `«${NBSP}Pergola${NBSP}»`],
    ['«Pergola»', `«${NBSP}Pergola${NBSP}»`],
    ["l'été d'une terrasse", 'l’été d’une terrasse'],
    ["Il a dit 'oui'", "Il a dit 'oui'"],
  ])('%j → %j', (input, expected) => {
    expect(frenchTypography(input)).toBe(expected);
  });

  it('leaves web and e-mail addresses as typed, and types the text around them', () => {
    expect(frenchTypography('Voir https://www.example.ch/prix?ref=a;b!c : ici')).toBe(
      `Voir https://www.example.ch/prix?ref=a;b!c${NBSP}: ici`,
    );
    expect(frenchTypography("Écrivez à l'adresse devis@lumina-terrasses.ch ?")).toBe(
      `Écrivez à l’adresse devis@lumina-terrasses.ch${NNBSP}?`,
    );
    expect(frenchTypography('www.lumina-terrasses.ch/contact?produit=x')).toBe(
      'www.lumina-terrasses.ch/contact?produit=x',
    );
    expect(frenchTypography("o'brien@example.ch")).toBe("o'brien@example.ch");
    expect(frenchTypography('/contact?produit=pergola-toile')).toBe('/contact?produit=pergola-toile');
    expect(frenchTypography('Voir /contact?produit=x !')).toBe(`Voir /contact?produit=x${NNBSP}!`);
    expect(frenchTypography('et/ou ?')).toBe(`et/ou${NNBSP}?`);
    expect(frenchTypography('Appelez le +41 22 700 12 34 !')).toBe(`Appelez le +41 22 700 12 34${NNBSP}!`);
  });

  it('leaves a Markdown link target and inline code as typed in a Markdown source', () => {
    expect(frenchTypography("[l'offre ?](/contact?produit=x) et `a ? b` ; ok")).toBe(
      `[l’offre${NNBSP}?](/contact?produit=x) et \`a ? b\`${NNBSP}; ok`,
    );
  });

  it('typesets every string of a content value and keeps the rest', () => {
    const office = { label: 'Clermont ?', address: '12 boulevard Gergovia' };
    expect(typesetStrings({ title: 'Prix ?', list: ['« a »', 3], ok: true, none: undefined, office })).toEqual({
      title: `Prix${NNBSP}?`,
      office: { label: `Clermont${NNBSP}?`, address: '12 boulevard Gergovia' },
      list: [`«${NBSP}a${NBSP}»`, 3],
      ok: true,
      none: undefined,
    });
  });

  it('gives the same text when applied twice', () => {
    const once = frenchTypography("« Quel budget ? » : l'essentiel ; voilà !");
    expect(frenchTypography(once)).toBe(once);
  });
});

describe('remarkFrenchTypography', () => {
  const html = (markdown: string) => {
    const processor = unified().use(remarkParse).use(remarkFrenchTypography).use(remarkRehype);
    const tree = processor.runSync(processor.parse(markdown)) as HastRoot;
    return JSON.stringify(tree);
  };

  it('types text, link text included, and leaves code, inline code and link targets alone', () => {
    const out = html("Un **prix** ? Voir [l'offre](https://example.ch/a?b=c) et `a ? b`.\n\n```\nx ? y\n```");
    expect(out).toContain(`${NNBSP}?`);
    expect(out).toContain('l’offre');
    expect(out).toContain('https://example.ch/a?b=c');
    expect(out).toContain('a ? b');
    expect(out).toContain('x ? y');
  });
});
