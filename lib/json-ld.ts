import type { BreadcrumbJsonLdProps, ProductJsonLdProps } from 'next-seo';
import type {
  Article as ArticleLd,
  CollectionPage,
  ContactPage,
  LocalBusiness,
  Organization,
  Service,
  WithContext,
} from 'schema-dts';
import type { ContactInfo } from '@/content/schema';
import { site } from '@/content/site';
import { absoluteUrl } from './seo';

/**
 * JSON-LD derived from the content model, rendered by next-seo. Product and BreadcrumbList go through
 * next-seo's components (these builders return their props). The other types go through its `JsonLdScript`,
 * typed with schema-dts: next-seo has no Service, CollectionPage or ContactPage component, and its
 * Organization, LocalBusiness and Article components drop properties the site publishes (`@id`, which links
 * the offices, services, contact page and articles to the organisation; `parentOrganization`; `inLanguage`
 * and `articleSection`).
 *
 * Every builder returns its value through `refuseScriptEnd`, so a content string that would end the
 * <script> element fails the pre-rendering, hence `next build`.
 */

/**
 * `</script` in any case, whatever follows it (`>`, a space, `/`, a line break), ends a script element, and
 * `<!--` can make the HTML parser miss the real end. next-seo's `JsonLdScript` escapes only `</script>` itself,
 * `<!--` and `-->`, so such strings are refused before they reach it.
 */
const scriptBreaker = /<\/script|<!--/i;

/** Throws, naming the property, when a key or string of `data` contains `</script` or `<!--`; returns `data`. */
export function refuseScriptEnd<T>(data: T): T {
  const visit = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      if (scriptBreaker.test(value)) {
        throw new Error(
          `JSON-LD refusé : ${where || 'la valeur'} contient « </script » ou « <!-- », qui fermerait la balise <script> (${JSON.stringify(value)})`,
        );
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${where}[${index}]`));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const path = where ? `${where}.${key}` : key;
        visit(key, `la clé ${path}`);
        visit(item, path);
      }
    }
  };
  visit(data, '');
  return data;
}

const organizationId = `${absoluteUrl('/')}#organization`;

/** A page or offer as the builders are given it: its name, what it is, its path on the site. */
interface Described {
  name: string;
  description: string;
  path: string;
}

/** The same three as schema.org writes them, the path made an absolute URL. */
function described(input: Described) {
  return { name: input.name, description: input.description, url: absoluteUrl(input.path) };
}

export function organizationJsonLd(): WithContext<Organization> {
  return refuseScriptEnd({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(site.logo),
    email: site.email,
    telephone: site.phone,
    description: site.description,
    sameAs: site.social.map((s) => s.url),
    address: site.offices.map(postalAddress),
    contactPoint: site.offices.map((office) => ({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: office.phone,
      email: office.email,
      areaServed: office.countryCode,
      availableLanguage: 'French',
    })),
  });
}

function postalAddress(office: ContactInfo) {
  return {
    '@type': 'PostalAddress' as const,
    streetAddress: office.address,
    postalCode: office.postcode,
    addressLocality: office.city,
    addressCountry: office.countryCode,
  };
}

export function localBusinessJsonLd(office: ContactInfo): WithContext<LocalBusiness> {
  return refuseScriptEnd({
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${absoluteUrl('/')}#${office.countryCode.toLowerCase()}`,
    name: `${site.name} – ${office.label}`,
    url: absoluteUrl('/'),
    image: absoluteUrl(site.logo),
    telephone: office.phone,
    email: office.email,
    address: postalAddress(office),
    parentOrganization: { '@id': organizationId },
  });
}

export function serviceJsonLd(
  input: Described & {
    image?: string;
    serviceType?: string;
    offers?: readonly { name: string; description: string }[];
  },
): WithContext<Service> {
  return refuseScriptEnd({
    '@context': 'https://schema.org',
    '@type': 'Service',
    ...described(input),
    ...(input.image ? { image: absoluteUrl(input.image) } : {}),
    ...(input.serviceType ? { serviceType: input.serviceType } : {}),
    provider: { '@id': organizationId },
    areaServed: { '@type': 'Country', name: 'Switzerland' },
    ...(input.offers && input.offers.length > 0
      ? {
          offers: input.offers.map((offer) => ({
            '@type': 'Offer' as const,
            name: offer.name,
            description: offer.description,
            priceCurrency: 'CHF',
            availability: 'https://schema.org/InStock' as const,
          })),
        }
      : {}),
  });
}

/** Props of next-seo's `ProductJsonLd`. */
export function productJsonLd(
  input: Described & {
    image: string;
    category: string;
    brand: string;
    manufacturer: string;
    availability: 'InStock';
    currency: 'CHF';
    price?: number;
    /** The price guide's low bound per m² (content/pricing.ts), published as a unit price. */
    pricePerSquareMetre?: number;
  },
): ProductJsonLdProps {
  return refuseScriptEnd({
    ...described(input),
    image: absoluteUrl(input.image),
    category: input.category,
    brand: input.brand,
    // Typed: next-seo turns a plain name without a company word (Ltd, Inc ...) into a Person.
    manufacturer: { '@type': 'Organization', name: input.manufacturer },
    offers: {
      url: absoluteUrl(input.path),
      priceCurrency: input.currency,
      availability: `https://schema.org/${input.availability}` as const,
      ...(input.price !== undefined ? { price: input.price } : {}),
      ...(input.pricePerSquareMetre !== undefined
        ? {
            // "From N CHF per m²": UN/CEFACT code MTK is the square metre.
            priceSpecification: {
              '@type': 'UnitPriceSpecification' as const,
              price: input.pricePerSquareMetre,
              priceCurrency: input.currency,
              unitCode: 'MTK',
              referenceQuantity: { '@type': 'QuantitativeValue' as const, value: 1, unitCode: 'MTK', unitText: 'm²' },
            },
          }
        : {}),
    },
  });
}

export function articleJsonLd(input: {
  title: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  author: string;
  section?: string;
}): WithContext<ArticleLd> {
  return refuseScriptEnd({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    image: [absoluteUrl(input.image)],
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: { '@type': 'Person', name: input.author },
    publisher: { '@type': 'Organization', '@id': organizationId, name: site.name, logo: absoluteUrl(site.logo) },
    mainEntityOfPage: absoluteUrl(input.path),
    inLanguage: 'fr-CH',
    ...(input.section ? { articleSection: input.section } : {}),
  });
}

/** Props of next-seo's `BreadcrumbJsonLd`, which numbers the items from 1. */
export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]): BreadcrumbJsonLdProps {
  return refuseScriptEnd({ items: items.map((item) => ({ name: item.name, item: absoluteUrl(item.path) })) });
}

export function collectionPageJsonLd(
  input: Described & { items: readonly { name: string; url: string }[] },
): WithContext<CollectionPage> {
  return refuseScriptEnd({
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    ...described(input),
    inLanguage: 'fr-CH',
    isPartOf: { '@type': 'WebSite', name: site.name, url: absoluteUrl('/') },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: input.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: absoluteUrl(item.url),
      })),
    },
  });
}

export function contactPageJsonLd(input: Described): WithContext<ContactPage> {
  return refuseScriptEnd({
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    ...described(input),
    inLanguage: 'fr-CH',
    about: { '@id': organizationId },
  });
}
