import { render, screen, within } from '@testing-library/react';
import { getArticles } from '@/lib/content';
import { filterCards } from '@/lib/blog';
import { toBlogCard } from '@/lib/blog-card';
import { controlledLayoutPerTest } from '@/test/layout-control';
import { BlogListing } from './blog-listing';
import { shareLinks } from './share-links';

const articles = getArticles();

const cards = articles.map(toBlogCard);

describe('BlogListing', () => {
  // The comment counts stay below the fold: this is about the cards, not the counts' request.
  controlledLayoutPerTest();

  it('shows the featured article once, in its large card, and the others in the grid', () => {
    render(<BlogListing cards={cards} />);
    const featured = screen.getByTestId('featured-article');
    expect(within(featured).getByRole('heading', { level: 2 }).textContent).toBe(cards[0]!.title);
    expect(within(featured).getByRole('link', { name: 'Lire l’article' })).toHaveAttribute(
      'href',
      `/conseils/${cards[0]!.slug}`,
    );
    const grid = screen.getByTestId('article-grid');
    expect(within(grid).getAllByTestId('article-card')).toHaveLength(cards.length - 1);
    expect(within(grid).queryByText(cards[0]!.title)).toBeNull();
  });

  it('leaves the featured card out when the filter excludes it, and shows the empty state when nothing matches', () => {
    const carports = filterCards(cards, 'Carport', '');
    const { rerender } = render(<BlogListing cards={carports} empty={<p>Rien</p>} />);
    expect(screen.queryByTestId('featured-article')).toBeNull();
    expect(screen.getAllByTestId('article-card')).toHaveLength(carports.length);
    rerender(<BlogListing cards={[]} empty={<p>Rien</p>} />);
    expect(screen.getByText('Rien')).toBeInTheDocument();
    expect(screen.queryByTestId('article-card')).toBeNull();
  });
});

describe('shareLinks', () => {
  it('encodes the address, the title and the absolute image', () => {
    const links = shareLinks({ url: 'https://x.ch/conseils/a b', title: 'Été & pluie ?', image: 'https://x.ch/i.jpg' });
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.ch%2Fconseils%2Fa%20b');
    expect(links.twitter).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fx.ch%2Fconseils%2Fa%20b&text=%C3%89t%C3%A9%20%26%20pluie%20%3F',
    );
    expect(links.pinterest).toContain(
      '&media=https%3A%2F%2Fx.ch%2Fi.jpg&description=%C3%89t%C3%A9%20%26%20pluie%20%3F',
    );
    expect(links.email).toBe(
      'mailto:?subject=%C3%89t%C3%A9%20%26%20pluie%20%3F&body=https%3A%2F%2Fx.ch%2Fconseils%2Fa%20b',
    );
  });
});
