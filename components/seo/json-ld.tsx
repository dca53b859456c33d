import { serializeJsonLd } from '@/lib/json-ld';

/** Renders structured data into the pre-rendered HTML. */
export function JsonLd({ data }: { data: object | readonly object[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
