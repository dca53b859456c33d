import { render } from '@testing-library/react';
import { InlineMarkdown, Markdown, renderMarkdown } from './markdown';

describe('Markdown (copy rendered on the server)', () => {
  it('writes the semantic HTML the pages had with their HTML strings', () => {
    const { container } = render(
      <Markdown
        source={'Une **pergola** _sur mesure_.\n\nDeux.\n\n- Un\n- [Murs de verre](/products/murs-de-verre)'}
        className="mt-5"
      />,
    );
    expect(container.innerHTML).toBe(
      '<div class="prose-content mt-5"><p>Une <strong>pergola</strong> <em>sur mesure</em>.</p><p>Deux.</p>' +
        '<ul><li>Un</li><li><a href="/products/murs-de-verre">Murs de verre</a></li></ul></div>',
    );
  });

  it('renders a short text inline, without a paragraph of its own', () => {
    const { container } = render(
      <p>
        <InlineMarkdown source={'**Grêle\u00a0:** protégée, voir [le contact](/contact?produit=carports-v).'} />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p><strong>Grêle&nbsp;:</strong> protégée, voir <a href="/contact?produit=carports-v">le contact</a>.</p>',
    );
  });

  it('renders GFM: a table in a box of its own that scrolls on a narrow screen, struck text, a bare address', () => {
    const { container } = render(
      <Markdown source={'| Largeur | Prix |\n| --- | --- |\n| 3 m | 12 000 CHF |\n\n~~ancien~~ devis@lumina.ch'} />,
    );
    const box = container.querySelector('.prose-content > div[data-scroller]');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.querySelector('table th')?.textContent).toBe('Largeur');
    expect(box?.querySelector('table td')?.textContent).toBe('3\u00a0m');
    expect(container.querySelector('del')?.textContent).toBe('ancien');
    expect(container.querySelector('a[href="mailto:devis@lumina.ch"]')?.textContent).toBe('devis@lumina.ch');
  });

  it('keeps external links as plain anchors', () => {
    const { container } = render(<InlineMarkdown source="[CNIL](https://www.cnil.fr) ou [écrire](mailto:a@b.ch)" />);
    expect(container.innerHTML).toBe('<a href="https://www.cnil.fr">CNIL</a> ou <a href="mailto:a@b.ch">écrire</a>');
  });

  it('stops the render (and so `next build`) on a link to a page that does not exist', () => {
    expect(() => renderMarkdown('Voir [le produit](/products/produit-inconnu).')).toThrow(
      'Lien interne vers une page inexistante dans le texte : « /products/produit-inconnu »',
    );
    expect(() => renderMarkdown('Voir [la page](/conseils/plus-la)')).toThrow('« /conseils/plus-la »');
    expect(() => renderMarkdown('[a](/contact?produit=x) [b](#faq) [c](/#intro) [d](/conseils)')).not.toThrow();
  });

  it('stops the render on raw HTML', () => {
    expect(() => renderMarkdown('Une <strong>pergola</strong>')).toThrow('HTML brut refusé');
  });

  it('replaces a marked text by its component', () => {
    const Mark = () => <span data-mark="">À COMPLÉTER</span>;
    const { container } = render(
      <InlineMarkdown
        source="Hébergeur : **À COMPLÉTER**, IDE À COMPLÉTER."
        mark={{ text: 'À COMPLÉTER', render: Mark }}
      />,
    );
    expect(container.querySelectorAll('[data-mark]')).toHaveLength(2);
    expect(container.textContent).toBe('Hébergeur\u00a0: À COMPLÉTER, IDE À COMPLÉTER.');
    expect(container.querySelector('strong [data-mark]')).not.toBeNull();
  });
});
