import clsx from 'clsx';
import { pricingWithProducts as pricing } from '@/content/collections';
import type { Material } from '@/content/pricing';
import { productFor } from '@/lib/estimate';
import { quoteLink } from '@/lib/quote-link';
import { buttonClasses } from '@/components/ui/button-link';
import { EstimatorLoader } from './estimator-loader';
import { IndicativeNote } from './indicative-note';
import { PriceTable } from './price-table';

/**
 * The budget estimator with its server-rendered price table. Without JavaScript (or until the estimator has
 * loaded) the visitor reads the table and the link to the quote form; the estimator then replaces the link.
 * `headingLevel` follows the page's outline (an h2 in an article or a product page).
 */
export function EstimatorSection({
  defaultMaterial,
  product,
  title = 'Estimez le budget de votre projet',
  intro,
  className,
}: {
  defaultMaterial: Material;
  product?: string;
  title?: string;
  intro?: string;
  className?: string;
}) {
  const fallbackHref = quoteLink({ material: defaultMaterial, product: productFor(pricing, defaultMaterial, product) });
  return (
    <section
      aria-labelledby="estimation-title"
      data-section="estimator"
      className={clsx('scroll-mt-24', className)}
      id="estimation"
    >
      <h2 id="estimation-title" className="text-h2 font-bold">
        {title}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        {intro ??
          'Choisissez le type de structure, indiquez les dimensions de votre terrasse et obtenez une fourchette de prix en francs suisses, poste par poste.'}
      </p>
      <div className="mt-8 space-y-8">
        <EstimatorLoader pricing={pricing} defaultMaterial={defaultMaterial} product={product}>
          <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
            <IndicativeNote />
            <a href={fallbackHref} className={buttonClasses('primary', 'mt-5')}>
              Recevoir un devis précis
            </a>
          </div>
        </EstimatorLoader>
        <PriceTable />
      </div>
    </section>
  );
}
