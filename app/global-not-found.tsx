import type { Metadata } from 'next';
import { site } from '@/content/site';
import { formatTitle, siteMetadata, siteViewport } from '@/lib/seo';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteDocument } from '@/components/layout/site-document';
import { inter } from './fonts';
import { SiteShell } from '@/components/layout/site-shell';
import './globals.css';

/**
 * Unknown addresses, including a category, product or article key that does not exist (their routes set
 * dynamicParams = false): the public 404 page, with the site's header and footer. Next renders this file instead of
 * the root layout, so it brings the whole document. Next answers 404 and adds its own `noindex` robots tag, so the
 * page sets none (a second one would contradict it).
 *
 * Not app/not-found.tsx with the header and footer: Next serializes the root not-found into the RSC payload of every
 * page, where they would weigh a second time (about 39 KB more HTML per page, measured). That file only catches
 * notFound() called by a page (the back-office's unknown lead).
 */
export const metadata: Metadata = {
  ...siteMetadata,
  title: { absolute: formatTitle('Page introuvable') },
  description: `Cette page n’existe pas ou a été déplacée. Recherchez sur le site de ${site.name} ou repartez d’une de ses rubriques.`,
};
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument fontClassName={inter.variable}>
      <SiteShell>
        <NotFoundView />
      </SiteShell>
    </SiteDocument>
  );
}
