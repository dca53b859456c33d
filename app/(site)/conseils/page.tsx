import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BreadcrumbJsonLd, JsonLdScript } from 'next-seo';
import { blogIndexMetadata } from '@/content/listing-pages';
import { site } from '@/content/site';
import { articlePath, getBlogCards } from '@/lib/content';
import { buildMetadata } from '@/lib/seo';
import { breadcrumbJsonLd, collectionPageJsonLd } from '@/lib/json-ld';
import { BlogExplorer } from '@/components/blog/blog-explorer';
import { BlogExplorerFallback } from '@/components/blog/blog-explorer-fallback';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { QualityStrip } from '@/components/ui/quality-strip';

const PATH = '/conseils';
const { title: TITLE, description: DESCRIPTION } = blogIndexMetadata;

const baseMetadata = buildMetadata({ ...blogIndexMetadata, path: PATH });

export const metadata: Metadata = {
  ...baseMetadata,
  alternates: {
    ...baseMetadata.alternates,
    types: { 'application/rss+xml': [{ url: `${PATH}/rss.xml`, title: `${TITLE} – ${site.name}` }] },
  },
};

export default function ConseilsPage() {
  const cards = getBlogCards();
  return (
    <>
      <JsonLdScript
        data={collectionPageJsonLd({
          name: TITLE,
          description: DESCRIPTION,
          path: PATH,
          items: cards.map((card) => ({ name: card.title, url: articlePath(card.slug) })),
        })}
        scriptKey="collectionpage-jsonld"
      />
      <BreadcrumbJsonLd
        {...breadcrumbJsonLd([
          { name: 'Accueil', path: '/' },
          { name: TITLE, path: PATH },
        ])}
      />
      <section aria-labelledby="blog-page-title" className="bg-stone/60">
        <div className="mx-auto max-w-content px-4 pt-14 pb-10 sm:px-6 lg:pt-20 lg:pb-14">
          <p className="text-sm font-semibold tracking-[0.14em] text-copper-dark uppercase">Le blog {site.name}</p>
          <h1 id="blog-page-title" className="mt-3 text-display font-bold">
            {TITLE}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">
            Guides d’achat, budgets, démarches et conseils de pose&nbsp;: nos spécialistes partagent plus de{' '}
            {site.claims.yearsOfExperience}&nbsp;ans d’expérience pour vous aider à réussir votre projet de terrasse,
            d’abri voiture ou d’énergie solaire.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-content px-4 py-10 sm:px-6 lg:py-14">
        <Suspense fallback={<BlogExplorerFallback cards={cards} />}>
          <BlogExplorer cards={cards} />
        </Suspense>
        <p className="mt-12 text-sm text-muted">
          Suivez nos nouveaux articles avec le{' '}
          <a
            href={`${PATH}/rss.xml`}
            className="font-semibold text-copper-dark underline underline-offset-4 hover:text-copper-deep"
          >
            flux RSS Idées &amp; Conseils
          </a>
          .
        </p>
      </div>
      <QuoteBanner />
      <QualityStrip />
    </>
  );
}
