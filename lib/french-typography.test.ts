import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Root as HastRoot } from 'hast';
import { frenchTypography, remarkFrenchTypography } from './french-typography';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('frenchTypography', () => {
  it.each([
    ['Pourquoi une pergola ?', `Pourquoi une pergola${NNBSP}?`],
    ['Pourquoi?', `Pourquoi${NNBSP}?`],
    ['Enfin !', `Enfin${NNBSP}!`],
    ['Vraiment ?!', `Vraiment${NNBSP}?!`],
    ['un ; deux', `un${NNBSP}; deux`],
    [`déjà\u00a0?`, `déjà${NNBSP}?`],
    ['Prix : 12 000 CHF', `Prix${NBSP}: 12 000 CHF`],
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
