import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbJsonLd, ProductJsonLd } from 'next-seo';
import { gallerySection } from '@/content/realisations';
import { getCategoryPage, getProduct, getProductGallery, productKeys, productPath, categoryPath } from '@/lib/content';
import { buildMetadata } from '@/lib/seo';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/json-ld';
import { markdownToText } from '@/lib/markdown';
import { ProductHero } from '@/components/product/product-hero';
import { ImageTextBlocks } from '@/components/ui/image-text-block';
import { FaqSection } from '@/components/ui/faq-section';
import { GallerySection } from '@/components/gallery/gallery-section';
import { ReviewsSection } from '@/components/home/reviews-section';
import { ServicesShowcase } from '@/components/ui/services-showcase';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { QualityStrip } from '@/components/ui/quality-strip';

type Props = { params: Promise<{ key: string }> };

export const dynamicParams = false;

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
  });
}

export default async function ProductPage({ params }: Props) {
  const product = getProduct((await params).key);
  if (!product) notFound();
  const category = getCategoryPage(product.category);
  const path = productPath(product.key);

  return (
    <>
      <ProductJsonLd
        {...productJsonLd({
          name: product.heroBanner.title,
          description: markdownToText(product.heroBanner.description),
          path,
          image: product.heroBanner.image,
          category: product.seo.category,
          brand: product.seo.brand,
          manufacturer: product.seo.manufacturer,
          availability: product.seo.availability,
          currency: product.seo.currency,
          price: product.seo.price,
        })}
      />
      <BreadcrumbJsonLd
        {...breadcrumbJsonLd([
          { name: 'Accueil', path: '/' },
          { name: category.name, path: categoryPath(category.key) },
          { name: product.heroBanner.title, path },
        ])}
      />
      <ProductHero product={product} />
      <ImageTextBlocks blocks={product.imageParagraphs} label={`${product.heroBanner.title} en détail`} />
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
