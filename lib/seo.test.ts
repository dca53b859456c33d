import { site } from '@/content/site';
import { buildMetadata, robotsValue } from './seo';

describe('buildMetadata', () => {
  const metadata = buildMetadata({
    title: 'Pergolas',
    description: 'Des pergolas sur mesure.',
    keywords: ['pergola', 'bioclimatique', 'Genève'],
    path: '/pergolas',
  });

  it('formats the title, keywords and canonical from the site defaults', () => {
    expect(metadata.title).toEqual({ absolute: `Pergolas | ${site.name}` });
    expect(metadata.keywords).toBe('pergola, bioclimatique, Genève');
    expect(metadata.alternates?.canonical).toBe(`${site.url}/pergolas`);
    expect(metadata.robots).toBe('index, follow');
  });

  it('fills Open Graph and Twitter defaults', () => {
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      locale: 'fr_CH',
      url: `${site.url}/pergolas`,
      siteName: site.name,
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: `Pergolas | ${site.name}` });
  });

  it('names the image opengraph-image.tsx draws on the pages that have one, at its address', () => {
    const withImage = buildMetadata({
      title: 'Pergolas',
      description: 'd',
      path: '/pergolas',
      image: '/images/categories/pergolas.jpg',
    });
    const drawn = {
      url: `${site.url}/pergolas/opengraph-image`,
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: `${site.name}\u00a0: Pergolas`,
    };
    for (const m of [metadata, withImage]) {
      expect(m.openGraph).toHaveProperty('images', [drawn]);
      // Twitter inherits og:image.
      expect(m.twitter).not.toHaveProperty('images');
    }
    const product = buildMetadata({ title: 'P', description: 'd', path: '/products/p', imageAlt: 'Visuel' });
    expect(product.openGraph).toHaveProperty('images', [
      { ...drawn, url: `${site.url}/products/p/opengraph-image`, alt: 'Visuel' },
    ]);
    const home = buildMetadata({ title: 'Accueil', description: 'd', path: '/' });
    expect(home.openGraph).toHaveProperty('images', [
      { ...drawn, url: `${site.url}/opengraph-image`, alt: `${site.name}\u00a0: Accueil` },
    ]);
    expect(home.twitter).not.toHaveProperty('images');
  });

  it('uses the page image, else the logo, on the other pages', () => {
    const own = buildMetadata({
      title: 'R',
      description: 'd',
      path: '/newsletter/confirmation',
      image: '/images/realisations/a.jpg',
      imageAlt: 'a',
    });
    expect(own.openGraph).toMatchObject({ images: [{ url: `${site.url}/images/realisations/a.jpg`, alt: 'a' }] });
    expect(own.twitter).toMatchObject({ images: [{ url: `${site.url}/images/realisations/a.jpg`, alt: 'a' }] });
    const fallback = buildMetadata({ title: 'C', description: 'd', path: '/commentaires/desinscription' });
    expect(fallback.openGraph).toMatchObject({ images: [{ url: `${site.url}${site.logo}`, alt: site.name }] });
  });

  it('lets an explicit canonical and an article type win', () => {
    const article = buildMetadata({
      title: 'Guide',
      description: 'd',
      path: '/conseils-archive/guide',
      canonicalUrl: '/conseils/guide',
      type: 'article',
      publishedTime: '2024-12-02T10:00:00+01:00',
      image: '/images/conseils/guide.jpg',
    });
    expect(article.alternates?.canonical).toBe(`${site.url}/conseils/guide`);
    expect(article.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2024-12-02T10:00:00+01:00',
      images: [{ url: `${site.url}/images/conseils/guide.jpg` }],
    });
  });
});

describe('robotsValue', () => {
  it.each([
    [{}, 'index, follow'],
    [{ noIndex: true }, 'noindex, follow'],
    [{ noFollow: true }, 'index, nofollow'],
    [{ noIndex: true, noFollow: true }, 'noindex, nofollow'],
    [{ noIndex: true, robots: 'index, follow, max-image-preview:large' }, 'index, follow, max-image-preview:large'],
  ])('%j -> %s', (record, expected) => {
    expect(robotsValue(record)).toBe(expected);
  });
});
