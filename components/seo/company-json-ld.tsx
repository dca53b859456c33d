import { JsonLdScript } from 'next-seo';
import { site } from '@/content/site';
import { localBusinessJsonLd, organizationJsonLd } from '@/lib/json-ld';

/** The organisation and one local business per office (home and contact pages). */
export function CompanyJsonLd() {
  return (
    <>
      <JsonLdScript data={organizationJsonLd()} scriptKey="organization-jsonld" />
      {site.offices.map((office) => {
        const scriptKey = `localbusiness-jsonld-${office.countryCode.toLowerCase()}`;
        return <JsonLdScript key={scriptKey} data={localBusinessJsonLd(office)} scriptKey={scriptKey} />;
      })}
    </>
  );
}
