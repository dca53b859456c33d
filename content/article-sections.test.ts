/** @jest-environment node */
import { articleSections } from './article-sections';

describe('articleSections (an article body as its page lays it out)', () => {
  const body = [
    '## Choisir sa pergola',
    '![Une pergola au soleil](/images/blog/pergola.jpg)',
    'Un premier **paragraphe**.',
    'Un second.',
    '### Les matériaux',
    '- Aluminium',
    '- Bois',
    '1. Mesurer',
    '2. Choisir',
    '| Largeur | Prix |\n| --- | --- |\n| 3 m | 12 000 CHF |',
    '## Entretien',
    'Peu.',
  ].join('\n\n');

  it('opens a section at each ## title, its picture the image alone right after it', () => {
    const sections = articleSections(body);
    expect(sections.map((section) => section.title)).toEqual(['Choisir sa pergola', 'Entretien']);
    expect(sections[0]?.image).toEqual({ src: '/images/blog/pergola.jpg', alt: 'Une pergola au soleil' });
    expect(sections[1]?.paragraphs).toEqual([{ type: 'text', content: 'Peu.' }]);
  });

  it('keeps paragraphs in a row as one text, a ### as a subtitle, a - list as items', () => {
    const [first] = articleSections(body);
    expect(first?.paragraphs.slice(0, 3)).toEqual([
      { type: 'text', content: 'Un premier **paragraphe**.\n\nUn second.' },
      { type: 'subtitle', content: 'Les matériaux' },
      { type: 'list', items: ['Aluminium', 'Bois'] },
    ]);
  });

  it('keeps a numbered list and a table (GFM) as Markdown text, so that they render as <ol> and <table>', () => {
    const [first] = articleSections(body);
    expect(first?.paragraphs.at(-1)).toEqual({
      type: 'text',
      content: '1. Mesurer\n\n2. Choisir\n\n| Largeur | Prix |\n| --- | --- |\n| 3 m | 12 000 CHF |',
    });
  });

  it('refuses a body that does not open with a section title', () => {
    expect(() => articleSections('Un paragraphe sans titre.')).toThrow('« ## Titre »');
  });
});
