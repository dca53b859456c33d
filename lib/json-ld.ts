import type {
  Article as ArticleLd,
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  LocalBusiness,
  Organization,
  Product as ProductLd,
  Service,
  WithContext,
} from 'schema-dts';
import type { ContactInfo } from '@/content/schema';
import { site } from '@/content/site';
import { absoluteUrl } from './seo';

/**
 * JSON-LD builders typed with schema-dts, derived from the content model.
 * Pages render them with `JsonLd`, which escapes `<` so content can never close the script.
 */

export const organizationId = `${absoluteUrl('/')}#organization`;

export function organizationJsonLd(): WithContext<Organization> {
  return {
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
  };
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
  return {
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
  };
}

export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  offers?: readonly { name: string; description: string }[];
}): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
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
  };
}

export function productJsonLd(input: {
  name: string;
  description: string;
  path: string;
  image: string;
  category: string;
  brand: string;
  manufacturer: string;
  currency: 'CHF';
  price?: number;
}): WithContext<ProductLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    image: absoluteUrl(input.image),
    category: input.category,
    brand: { '@type': 'Brand', name: input.brand },
    manufacturer: { '@type': 'Organization', name: input.manufacturer },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(input.path),
      priceCurrency: input.currency,
      availability: 'https://schema.org/InStock',
      ...(input.price !== undefined ? { price: input.price } : {}),
    },
  };
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
  return {
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
  };
}

export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function collectionPageJsonLd(input: {
  name: string;
  description: string;
  path: string;
  items: readonly { name: string; url: string }[];
}): WithContext<CollectionPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
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
  };
}

export function contactPageJsonLd(input: { name: string; description: string; path: string }): WithContext<ContactPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: 'fr-CH',
    about: { '@id': organizationId },
  };
}

/** JSON for a <script> element: `<`, `>`, `&` and line separators are escaped so no content can end the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
