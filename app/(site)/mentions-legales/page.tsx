import type { Metadata } from 'next';
import { legalNotice } from '@/content/legal';
import { buildMetadata } from '@/lib/seo';
import { LegalDocument } from './_components/legal-document';

export const metadata: Metadata = buildMetadata({ ...legalNotice.metadata, path: legalNotice.path });

export default function LegalNoticePage() {
  return <LegalDocument page={legalNotice} />;
}
