/** @jest-environment node */
import { z } from 'zod';
import { markdown, inlineMarkdown, parseContent, text } from '@/content/schema';
import { markdownLinks, markdownProblems, markdownToText } from './markdown-source';
import { NBSP } from './french-typography';

describe('markdownProblems (what copy may not hold)', () => {
  it('accepts paragraphs, lists, bold, italics and links', () => {
    expect(markdownProblems('Une **pergola** _sur mesure_.\n\n- [Contact](/contact)\n- Deux')).toEqual([]);
  });

  it('refuses raw HTML, as a block and inside a sentence', () => {
    expect(markdownProblems('<p>Bonjour</p>')).toEqual([expect.stringContaining('HTML brut refusé')]);
    expect(markdownProblems('Une <strong>pergola</strong>')).toEqual([
      expect.stringContaining('HTML brut refusé'),
      expect.stringContaining('HTML brut refusé'),
    ]);
  });

  it('refuses __ bold and unpaired marks, headings and code', () => {
    expect(markdownProblems('Une __pergola__')).toEqual([expect.stringContaining('**texte**')]);
    expect(markdownProblems('mot__collé__')).toEqual([expect.stringContaining('non appariée')]);
    expect(markdownProblems('# Titre')).toEqual([expect.stringContaining('« heading »')]);
    expect(markdownProblems('`code`')).toEqual([expect.stringContaining('« inlineCode »')]);
  });

  it('refuses links that are neither a page, an anchor, https, mailto nor tel', () => {
    expect(markdownProblems('[x](javascript:alert(1))')).toEqual([expect.stringContaining('javascript:')]);
    expect(markdownProblems('[x](http://exemple.ch)')).toHaveLength(1);
    expect(markdownProblems('[x](//exemple.ch)')).toHaveLength(1);
    expect(markdownProblems('[a](/contact?produit=x) [b](#faq) [c](https://x.ch) [d](mailto:a@b.ch)')).toEqual([]);
  });

  it('takes GitHub’s extensions (GFM): tables, strikethrough, numbered lists, bare https and e-mail addresses', () => {
    const table = '| Largeur | Prix |\n| --- | --- |\n| 3 m | 12 000 CHF |';
    expect(markdownProblems(`${table}\n\n1. Un\n2. ~~Deux~~`)).toEqual([]);
    expect(markdownLinks('Voir https://www.cnil.fr ou devis@lumina-terrasses.ch.')).toEqual([
      'https://www.cnil.fr',
      'mailto:devis@lumina-terrasses.ch',
    ]);
    expect(markdownToText(table)).toBe('Largeur Prix 3 m 12 000 CHF');
    // A bare « www. » is an http:// link in GFM: refused, with the rule that says what to write instead.
    expect(markdownProblems('par exemple www.google.com')).toEqual([
      expect.stringContaining('« http://www.google.com »'),
    ]);
    expect(markdownProblems('Note[^1]\n\n[^1]: Une note.')).toEqual(
      expect.arrayContaining([expect.stringContaining('« footnoteReference »')]),
    );
  });

  it('keeps inline texts to one paragraph', () => {
    expect(markdownProblems('Un.\n\nDeux.', { inline: true })).toEqual([expect.stringContaining('un seul paragraphe')]);
    expect(markdownProblems('- liste', { inline: true })).toHaveLength(1);
    expect(markdownProblems('Une phrase **forte**.', { inline: true })).toEqual([]);
  });
});

describe('markdownToText and markdownLinks', () => {
  it('gives the plain text that meta descriptions and JSON-LD use', () => {
    expect(markdownToText(`Une **borne** [murale](/x)${NBSP}:\n\n- 7${NBSP}kW\n- 11${NBSP}kW`)).toBe(
      `Une borne murale${NBSP}: 7${NBSP}kW 11${NBSP}kW`,
    );
  });

  it('lists the link targets', () => {
    expect(markdownLinks('[a](/a) et **[b](https://b.ch)**')).toEqual(['/a', 'https://b.ch']);
  });
});

describe('content schema fields', () => {
  const schema = z.object({ heroBanner: z.object({ description: markdown, title: text }) });

  it('stops a content file with raw HTML, naming the file and the field', () => {
    expect(() =>
      parseContent('content/products/exemple.ts', schema, {
        heroBanner: { description: '<p>Une pergola</p>', title: 'Titre' },
      }),
    ).toThrow(/content\/products\/exemple\.ts[\s\S]*HTML brut refusé[\s\S]*heroBanner\.description/);
  });

  it('refuses markup in a plain text field', () => {
    for (const value of ['Une <em>pergola</em>', 'Une __pergola__', 'Une **pergola**', '[lien](/contact)'])
      expect(text.safeParse(value).success).toBe(false);
    expect(text.safeParse('Pergola 3 < 5 m, « sur mesure » : 1. oui').success).toBe(true);
  });

  it('refuses two paragraphs in an inline field', () => {
    expect(inlineMarkdown.safeParse('Un.\n\nDeux.').success).toBe(false);
    expect(markdown.safeParse('Un.\n\nDeux.').success).toBe(true);
  });
});
