import type { Metadata } from 'next';
import { privacyPolicy } from '@/content/legal';
import { buildMetadata } from '@/lib/seo';
import { LegalDocument } from '@/app/(site)/mentions-legales/_components/legal-document';

export const metadata: Metadata = buildMetadata({ ...privacyPolicy.metadata, path: privacyPolicy.path });

export default function PrivacyPolicyPage() {
  return <LegalDocument page={privacyPolicy} />;
}
