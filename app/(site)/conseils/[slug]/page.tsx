import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbJsonLd, JsonLdScript } from 'next-seo';
import { categoryOf, frenchDate, publishedAt, relatedArticles } from '@/lib/blog';
import { toBlogCard } from '@/lib/blog-card';
import { articlePath, getArticle, getArticles } from '@/lib/content';
import { absoluteUrl, buildMetadata } from '@/lib/seo';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/json-ld';
import { pricing } from '@/content/pricing';
import { site } from '@/content/site';
import { ArticleBody } from '@/components/blog/article-body';
import { EstimatorSection } from '@/components/estimator/estimator-section';
import { ArticleCard } from '@/components/blog/article-card';
import { CommentCount } from '@/features/comments/comment-count';
import { CommentForm } from '@/features/comments/ui/comment-form';
import { CommentThread } from '@/features/comments/ui/comment-thread';
import { ShareLinks } from '@/components/blog/share-links';
import { ButtonLink } from '@/components/ui/button-link';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { QualityStrip } from '@/components/ui/quality-strip';
import { CoverImage } from '@/components/ui/cover-image';
import { Breadcrumb } from '@/components/layout/breadcrumb';

type Props = { params: Promise<{ slug: string }> };

/** The seven articles are pre-rendered; any other slug answers 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle((await params).slug);
  if (!article) return {};
  const published = publishedAt(article.date);
  return buildMetadata({
    title: article.seo.title,
    description: article.seo.description,
    keywords: article.seo.keywords,
    path: articlePath(article.slug),
    type: 'article',
    publishedTime: published,
    modifiedTime: published,
    section: article.seo.section,
    author: article.author,
    tags: article.seo.keywords,
    imageAlt: `${site.name}\u00a0: visuel de l’article Idées & Conseils`,
  });
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticle((await params).slug);
  if (!article) notFound();

  const path = articlePath(article.slug);
  const crumbs = [
    { name: 'Accueil', path: '/' },
    { name: 'Idées & Conseils', path: '/conseils' },
    { name: article.title, path },
  ];
  const url = absoluteUrl(path);
  const published = publishedAt(article.date);
  const all = getArticles();
  const related = relatedArticles(article, all).map((other) => toBlogCard(other, all.indexOf(other)));

  return (
    <>
      <JsonLdScript
        data={articleJsonLd({
          title: article.title,
          description: article.seo.description,
          path,
          image: article.featuredImage.src,
          datePublished: published,
          dateModified: published,
          author: article.author,
          section: article.seo.section,
        })}
        scriptKey="article-jsonld"
      />
      <BreadcrumbJsonLd {...breadcrumbJsonLd(crumbs)} />
      <article aria-labelledby="article-title">
        <header className="bg-stone/60 pb-40 sm:pb-56 lg:pb-72">
          <div className="mx-auto max-w-4xl px-4 pt-6 sm:px-6 lg:pt-10">
            <Breadcrumb crumbs={crumbs} currentOnPhone={false} />
            <p className="mt-6 text-sm font-semibold tracking-[0.14em] text-copper-dark uppercase">
              {categoryOf(article.title)} · {article.seo.section}
            </p>
            <h1 id="article-title" className="mt-3 text-display font-bold">
              {article.title}
            </h1>
            <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-muted" data-testid="article-meta">
              <time dateTime={published}>{frenchDate(article.date)}</time>
              <span>
                <span aria-hidden="true">· </span>Par{' '}
                <span className="font-semibold text-anthracite">{article.author}</span>
              </span>
              <CommentCount slug={article.slug} separator />
            </p>
          </div>
        </header>
        <div className="mx-auto -mt-32 max-w-5xl px-4 sm:-mt-48 sm:px-6 lg:-mt-64">
          <figure className="relative aspect-[16/9] overflow-hidden rounded-card bg-stone shadow-card">
            <CoverImage
              src={article.featuredImage.src}
              alt={article.featuredImage.alt}
              sizes="(min-width: 1024px) 1024px, 100vw"
              lcp
            />
          </figure>
        </div>
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:py-20">
          <ArticleBody article={article} />
          {article.slug === pricing.guideArticle ? (
            <EstimatorSection
              defaultMaterial="bioclimatique"
              className="mt-14"
              title="Estimez le budget de votre pergola"
            />
          ) : null}
          {article.cta ? (
            <aside
              aria-label="Passer à l’action"
              className="mt-14 rounded-card bg-anthracite px-6 py-10 text-white sm:px-10"
              data-testid="article-cta"
            >
              <p className="text-xl leading-relaxed font-semibold">{article.cta.text}</p>
              <ButtonLink href={article.cta.link} className="mt-6">
                {article.cta.buttonText}
              </ButtonLink>
            </aside>
          ) : null}
          <div className="mt-12 border-t border-stone-dark pt-8">
            <ShareLinks url={url} title={article.title} image={absoluteUrl(article.featuredImage.src)} />
          </div>
        </div>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="bg-stone/60" data-testid="related-articles">
          <div className="mx-auto max-w-content px-4 py-16 sm:px-6 lg:py-20">
            <h2 id="related-title" className="text-h2 font-bold">
              En lire plus
            </h2>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
              {related.map((card) => (
                <li key={card.slug}>
                  <ArticleCard card={card} compact />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="comments-title" className="bg-white" id="commentaires">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="comments-title" className="text-h2 font-bold">
            Commentaires
          </h2>
          <div className="mt-6">
            <CommentThread articleSlug={article.slug} />
          </div>
          <h3 id="comment-title" className="mt-14 text-h3 font-bold">
            Laisser un commentaire
          </h3>
          <p className="mt-3 text-muted">
            Une question ou une expérience à partager sur ce sujet&nbsp;? Nous lisons chaque message.
          </p>
          <div className="mt-8">
            <CommentForm articleSlug={article.slug} />
          </div>
        </div>
      </section>

      <QuoteBanner />
      <QualityStrip />
    </>
  );
}
