import type { Metadata } from 'next';
import Link from 'next/link';
import { BreadcrumbJsonLd } from 'next-seo';
import { estimationPage } from '@/content/estimation';
import { pricing } from '@/content/pricing';
import { articlePath, getArticle } from '@/lib/content';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { buildMetadata } from '@/lib/seo';
import { EstimatorSection } from '@/components/estimator/estimator-section';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { QualityStrip } from '@/components/ui/quality-strip';
import { Breadcrumb } from '@/components/layout/breadcrumb';

export const metadata: Metadata = buildMetadata({ ...estimationPage.metadata, path: estimationPage.path });

const crumbs = [
  { name: 'Accueil', path: '/' },
  { name: estimationPage.name, path: estimationPage.path },
];

/** Static page: the estimator computes in the browser; without JavaScript the price table and the quote link remain. */
export default function EstimationPage() {
  const guide = getArticle(pricing.guideArticle);
  return (
    <>
      <BreadcrumbJsonLd {...breadcrumbJsonLd(crumbs)} />
      <div className="bg-stone/60">
        <div className="mx-auto max-w-content px-4 pt-6 pb-12 sm:px-6 lg:pt-10 lg:pb-16">
          <Breadcrumb crumbs={crumbs} />
          <h1 className="mt-6 text-display font-bold">{estimationPage.title}</h1>
          <p className="mt-6 max-w-3xl text-lg text-anthracite-soft sm:text-xl">{estimationPage.lead}</p>
          {guide ? (
            <p className="mt-4 text-muted">
              Comment lire ces prix&nbsp;? Consultez notre guide{' '}
              <Link
                href={articlePath(guide.slug)}
                className="font-semibold text-copper-dark underline underline-offset-4 hover:text-copper-deep"
              >
                {guide.title}
              </Link>
              .
            </p>
          ) : null}
        </div>
      </div>
      <EstimatorSection
        defaultMaterial="bioclimatique"
        title="Votre estimation"
        intro="Le calcul suit notre grille de prix, reprise sous l’estimateur : structure au m², pose, puis les options que vous cochez."
        className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:py-20"
      />
      <QuoteBanner />
      <QualityStrip />
    </>
  );
}
