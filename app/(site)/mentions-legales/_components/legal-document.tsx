import Link from 'next/link';
import { EmailText } from '@/components/ui/email-text';
import { Fragment, type ReactNode } from 'react';
import { InlineMarkdown } from '@/components/ui/markdown';
import { TO_COMPLETE, type LegalBlock, type LegalFact, type LegalPage } from '@/content/legal';
import { BreadcrumbJsonLd } from 'next-seo';
import { breadcrumbJsonLd } from '@/lib/json-ld';

/**
 * Renders a legal text of content/legal/ (/mentions-legales and /politique-confidentialite):
 * h1, a table of contents, then h2 sections and h3 subsections, in order.
 * Values the company has still to supply are highlighted, never hidden.
 */

const linkClass = 'font-medium text-copper-dark underline underline-offset-4 hover:text-copper-deep';

function ToComplete() {
  return (
    <span data-to-complete="" className="rounded bg-copper/15 px-1.5 py-0.5 font-semibold text-copper-deep">
      {TO_COMPLETE}
    </span>
  );
}

function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('mailto:') && typeof children === 'string') children = <EmailText email={children} />;
  return href.startsWith('/') ? (
    <Link href={href} className={linkClass}>
      {children}
    </Link>
  ) : (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}

/** Markdown of content/legal/ with the page's link style, and « À COMPLÉTER » highlighted wherever it occurs. */
function InlineText({ text }: { text: string }) {
  return (
    <InlineMarkdown
      source={text}
      components={{ a: ({ href = '', children }) => <InlineLink href={href}>{children}</InlineLink> }}
      mark={{ text: TO_COMPLETE, render: ToComplete }}
    />
  );
}

function FactValue({ item }: { item: LegalFact }) {
  if (item.value === TO_COMPLETE) return <ToComplete />;
  if (!item.href) return <>{item.value}</>;
  // A phone number never breaks across lines.
  const label = item.href.startsWith('tel:') ? item.value.replace(/ /g, '\u00a0') : item.value;
  return <InlineLink href={item.href}>{label}</InlineLink>;
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-copper">
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <dl className="divide-y divide-stone rounded-card bg-white px-5 shadow-card">
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-1 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4">
              <dt className="font-semibold">{item.term}</dt>
              <dd className="break-words">
                <FactValue item={item} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={index}>
          <Block block={block} />
        </Fragment>
      ))}
    </>
  );
}

const dateFormat = new Intl.DateTimeFormat('fr-CH', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <>
      <BreadcrumbJsonLd
        {...breadcrumbJsonLd([
          { name: 'Accueil', path: '/' },
          { name: page.title, path: page.path },
        ])}
      />
      <div className="border-b border-stone-dark bg-stone">
        <div className="mx-auto max-w-content px-4 py-14 sm:px-6 lg:py-20">
          <p className="text-sm font-semibold tracking-[0.14em] text-copper-dark uppercase">{page.eyebrow}</p>
          <h1 className="mt-3 text-display font-bold">{page.title}</h1>
          <p className="mt-6 max-w-3xl text-lg">
            <InlineText text={page.intro} />
          </p>
          <p className="mt-4 text-muted">
            Dernière mise à jour&nbsp;:{' '}
            <time dateTime={page.updatedAt}>{dateFormat.format(new Date(page.updatedAt))}</time>
          </p>
        </div>
      </div>
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:py-16">
        <nav aria-labelledby="legal-toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-toc-title" className="text-sm font-semibold tracking-[0.14em] text-muted uppercase">
            Sommaire
          </h2>
          <ol className="mt-3 space-y-1">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center hover:text-copper-dark hover:underline lg:min-h-9"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-prose space-y-12">
          {page.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 space-y-4"
            >
              <h2 id={`${section.id}-title`} className="text-h3 font-bold">
                {section.title}
              </h2>
              <Blocks blocks={section.blocks} />
              {section.subsections.map((subsection) => (
                <div key={subsection.title} className="space-y-4 pt-2">
                  <h3 className="text-lg font-bold">{subsection.title}</h3>
                  <Blocks blocks={subsection.blocks} />
                </div>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
