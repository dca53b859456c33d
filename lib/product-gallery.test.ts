import { realisationsGallery } from '@/content/realisations';
import { PRODUCT_GALLERY_SIZE, productGallery, relatedProductKeys } from './product-gallery';
import { getProducts, productKeys, solutionsMenu } from './content';

const content = { products: getProducts(), realisations: realisationsGallery, menu: solutionsMenu };

describe('product galleries', () => {
  it.each(productKeys)('%s shows eight distinct images of its own product or family', (key) => {
    const gallery = productGallery(key, content);
    expect(gallery).toHaveLength(PRODUCT_GALLERY_SIZE);
    expect(new Set(gallery.map((image) => image.src)).size).toBe(PRODUCT_GALLERY_SIZE);
    const family = [key, ...relatedProductKeys(key, content)];
    for (const image of gallery) {
      const project = realisationsGallery.find((candidate) => candidate.src === image.src);
      const shows = project ? project.products : [/\/produits\/(.+?)(-\d)?\.jpg$/.exec(image.src)?.[1]];
      expect(shows.some((shown) => family.includes(shown as never))).toBe(true);
    }
  });

  it('puts the projects of the product itself first', () => {
    const gallery = productGallery('pergolas-bioclimatique', content);
    const own = realisationsGallery.filter((project) => project.products.includes('pergolas-bioclimatique'));
    expect(gallery.slice(0, own.length).map((image) => image.src)).toEqual(own.map((project) => project.src));
  });

  it('keeps heat pumps and chargers off the pergola pages, and pergolas off the heat-pump page', () => {
    const pergola = productGallery('pergola-toile', content)
      .map((image) => image.src)
      .join(' ');
    expect(pergola).not.toMatch(/pompes-a-chaleur|borne-recharge|realisation-1[13]/);
    const heatPump = productGallery('pompes-a-chaleur', content)
      .map((image) => image.src)
      .join(' ');
    expect(heatPump).not.toMatch(/pergola|realisation-0[1-4]/);
  });

  it('differs from one product to the next', () => {
    const galleries = new Set(
      productKeys.map((key) =>
        productGallery(key, content)
          .map((image) => image.src)
          .join(),
      ),
    );
    expect(galleries.size).toBe(productKeys.length);
  });
});
