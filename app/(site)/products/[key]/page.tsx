import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbJsonLd, JsonLdScript, ProductJsonLd } from 'next-seo';
import { gallerySection } from '@/content/realisations';
import { site } from '@/content/site';
import { getCategoryPage, getProduct, getProductGallery, productKeys, productPath, categoryPath } from '@/lib/content';
import { buildMetadata } from '@/lib/seo';
import { breadcrumbJsonLd, productJsonLd, serviceJsonLd } from '@/lib/json-ld';
import { markdownToText } from '@/content/markdown-source';
import { ProductHero } from '@/components/product/product-hero';
import { ImageTextBlocks } from '@/components/ui/image-text-block';
import { FaqSection } from '@/components/ui/faq-section';
import { GallerySection } from '@/components/gallery/gallery-section';
import { ReviewsSection } from '@/components/home/reviews-section';
import { ServicesShowcase } from '@/components/ui/services-showcase';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { QualityStrip } from '@/components/ui/quality-strip';
import { EstimatorSection } from '@/components/estimator/estimator-section';
import { guideMaterial } from '@/content/collections';
import { pricing } from '@/content/pricing';

type Props = { params: Promise<{ key: string }> };

export const dynamicParams = false;

/** The offer of the products the price guide does not cover. */
const quoteOffer = {
  name: 'Devis gratuit et sans engagement',
  description: 'Prix établi sur devis, après étude de votre projet.',
};

export function generateStaticParams() {
  return productKeys.map((key) => ({ key }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = getProduct((await params).key);
  if (!product) return {};
  const { seo } = product;
  return buildMetadata({
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    path: productPath(product.key),
    imageAlt: `${site.name}\u00a0: visuel de la page produit`,
  });
}

export default async function ProductPage({ params }: Props) {
  const product = getProduct((await params).key);
  if (!product) notFound();
  const category = getCategoryPage(product.category);
  const path = productPath(product.key);
  /** Set for the products whose file names a `priceGuide` material: estimator and unit price per m². */
  const material = guideMaterial(product.key);

  return (
    <>
      {material ? (
        <ProductJsonLd
          {...productJsonLd({
            name: product.heroBanner.title,
            description: markdownToText(product.heroBanner.description),
            path,
            image: product.heroBanner.image.src,
            category: product.seo.category,
            brand: site.name,
            manufacturer: site.name,
            availability: site.offers.availability,
            currency: site.offers.currency,
            price: product.seo.price,
            pricePerSquareMetre: pricing.materials[material].perM2.min,
          })}
        />
      ) : (
        // Outside the price guide the page sells an installation priced on quote: a Service, not a Product
        // offer without a price (which Google's product snippets reject).
        <JsonLdScript
          data={serviceJsonLd({
            name: product.heroBanner.title,
            description: markdownToText(product.heroBanner.description),
            path,
            image: product.heroBanner.image.src,
            serviceType: product.seo.category,
            offers: [quoteOffer],
          })}
          scriptKey="service-jsonld"
        />
      )}
      <BreadcrumbJsonLd
        {...breadcrumbJsonLd([
          { name: 'Accueil', path: '/' },
          { name: category.name, path: categoryPath(category.key) },
          { name: product.heroBanner.title, path },
        ])}
      />
      <ProductHero product={product} estimateHref={material ? '#estimation' : undefined} />
      <ImageTextBlocks blocks={product.imageParagraphs} label={`${product.heroBanner.title} en détail`} />
      {material ? (
        <div className="bg-cream">
          <EstimatorSection
            defaultMaterial={material}
            product={product.key}
            className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:py-24"
          />
        </div>
      ) : null}
      <FaqSection section={product.faqSection} items={product.faqData} />
      <GallerySection heading={gallerySection} images={getProductGallery(product.key)} showProjectsLink />
      <ReviewsSection
        heading={{
          subtitle: 'Avis clients',
          title: `Ils ont choisi : ${product.heroBanner.title}`.replace(' :', '\u00a0:'),
        }}
        reviews={product.reviews}
      />
      <ServicesShowcase />
      <QuoteBanner />
      <QualityStrip />
    </>
  );
}
