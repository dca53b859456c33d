import type { Metadata } from 'next';
import { privacyPolicy, privacyPolicyWith } from '@/content/legal';
import { buildAnalytics } from '@/lib/analytics';
import { buildMetadata } from '@/lib/seo';
import { LegalDocument } from '@/app/(site)/mentions-legales/_components/legal-document';

export const metadata: Metadata = buildMetadata({ ...privacyPolicy.metadata, path: privacyPolicy.path });

/** The policy names the analytics tool of the build, if any (pre-rendered like the rest). */
export default function PrivacyPolicyPage() {
  const analytics = buildAnalytics();
  return (
    <LegalDocument
      page={privacyPolicyWith(analytics && { provider: analytics.provider, host: new URL(analytics.origin).host })}
    />
  );
}
