import { z } from 'zod';
import { typesetStrings } from './french-typography';
import { imagePathSchema, imageSchema, inlineMarkdown, linkSchema, markdown, seoTitle, text } from './schema-fields';

/**
 * Zod schemas for every entity of the site's content (spec section 3).
 * Typed modules call `parseContent` and the Markdown files are read by content/load-markdown.ts, so a file
 * that does not match fails the build with a readable message instead of rendering a broken page.
 */

export { inlineMarkdown, imageSchema, linkSchema, markdown, text } from './schema-fields';

export const faqItemSchema = z.object({ question: text, answer: inlineMarkdown });
export const faqSectionSchema = z.object({
  subtitle: text,
  title: text.default('Foire aux Questions (FAQ)'),
  description: text,
});

export const reviewSchema = z.object({
  name: text,
  product: text,
  text: text,
  rating: z.number().int().min(1).max(5),
});

export const projectCardSchema = z.object({
  image: imageSchema,
  title: text,
  link: linkSchema,
});

/**
 * `example`: a made-up brand shown until the company supplies its real partners or clients;
 * `npm run check:launch` lists each one and refuses the launch while any remains.
 */
const exampleFlag = z.boolean().default(false);

export const partnerSchema = z.object({ name: text, logo: imageSchema, example: exampleFlag });

export const logoItemSchema = z.object({
  src: imagePathSchema,
  alt: text,
  example: exampleFlag,
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const statisticSchema = z.object({ number: text, subtitle: text, description: text });

const qualityIconSchema = z.enum(['devis', 'satisfaction', 'expertise', 'assistance']);
export const qualityItemSchema = z.object({
  id: text,
  icon: qualityIconSchema,
  iconAlt: text,
  title: text,
  description: inlineMarkdown,
});

export const galleryImageSchema = z.object({
  src: imagePathSchema,
  alt: text,
  title: text,
  description: text,
});

export const serviceTileSchema = z.object({
  title: text,
  image: imageSchema,
  description: text,
  link: linkSchema,
});

const ctaSchema = z.object({ label: text, link: linkSchema });

export const bannerSchema = z.object({
  title: text,
  subtitle: text,
  cta: ctaSchema,
  backgroundImage: imageSchema,
});

/** An alternating image-and-text block (home, category pages, product pages). */
export const imageParagraphSchema = z.object({
  subtitle: text,
  title: text,
  description: markdown,
  italicInfo: text.optional(),
  ctaText: text,
  ctaLink: linkSchema,
  image: imageSchema,
  reverseLayout: z.boolean(),
});

const accordionItemSchema = z.object({ title: text, content: markdown });

/**
 * A product key, category key or article slug: the name of its file, lower case with dashes. That a key names an
 * existing file is checked where the files are read (content/collections.ts).
 */
export const fileKeySchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'clé en minuscules avec tirets (le nom du fichier)');

/** The structures of the price guide (content/pricing.ts); a product file names one in `priceGuide`. */
export const materialSchema = z.enum(['bois', 'aluminium', 'bioclimatique']);

/** A project of /realisations; `products` names the products it shows (none for a plain solar roof). */
export const realisationSchema = galleryImageSchema.extend({ products: z.array(fileKeySchema) });

const productSeoSchema = z.object({
  title: seoTitle,
  description: text.max(170, 'description SEO: 170 caractères au plus'),
  keywords: z.array(text).min(1),
  category: text,
  price: z.number().positive().optional(),
});

/**
 * Where a product sits in the "Nos Solutions" menu: `order` is its place among the products of its category (it
 * also orders the product list of the site), `alsoIn` names other categories whose menu lists it after their own.
 */
const productMenuSchema = z.object({
  label: text,
  order: z.number().int().positive(),
  alsoIn: z.array(fileKeySchema).default([]),
});

export const productSchema = z.object({
  /** The file name: content/products/{key}.md is /products/{key}. */
  key: fileKeySchema,
  category: fileKeySchema,
  menu: productMenuSchema,
  /**
   * The product as a sentence names it, with its determiner and in lower case but for a brand (« votre pergola
   * bioclimatique »): staff replies say « concernant votre pergola bioclimatique », not the menu's title case.
   */
  mention: text.regex(/^(votre|vos) \S/, 'commence par «\u00a0votre\u00a0» ou «\u00a0vos\u00a0»'),
  /**
   * The price guide's structure for this product, if the guide prices it: the page then shows the estimator and
   * a unit price in its JSON-LD. Products without it are priced on quote.
   */
  priceGuide: materialSchema.optional(),
  heroBanner: z.object({
    title: text,
    subtitle: text,
    description: markdown,
    image: imageSchema,
    cta: ctaSchema.optional(),
  }),
  accordions: z.array(accordionItemSchema).length(3),
  imageParagraphs: z.array(imageParagraphSchema).min(1),
  faqSection: faqSectionSchema,
  faqData: z.array(faqItemSchema).length(10),
  reviews: z.array(reviewSchema).default([]),
  seo: productSeoSchema,
});

const articleSectionLabelSchema = z.enum(['Aménagement', 'Écologie', 'Budget', 'Installation', 'Chauffage']);

const articleParagraphSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), content: markdown }),
  z.object({ type: z.literal('subtitle'), content: text }),
  /** One list item per string, each a short Markdown text. */
  z.object({ type: z.literal('list'), items: z.array(inlineMarkdown).min(1) }),
]);

export const articleSchema = z.object({
  /** The file name: content/articles/{slug}.md is /conseils/{slug}. */
  slug: fileKeySchema,
  title: text,
  featuredImage: imageSchema,
  /** Publication day, ISO ("2024-11-26"); lib/blog.ts shows it in French (« 26 nov. 2024 »). */
  date: z.iso.date('date ISO réelle attendue (« 2024-11-26 »)'),
  author: text,
  introduction: z.object({ title: text, content: inlineMarkdown }).optional(),
  sections: z
    .array(
      z.object({
        title: text,
        image: imageSchema.optional(),
        paragraphs: z.array(articleParagraphSchema).min(1),
      }),
    )
    .min(1),
  cta: z.object({ text: text, buttonText: text, link: linkSchema }).optional(),
  seo: z.object({
    title: seoTitle,
    description: text.max(170),
    keywords: z.array(text).min(1),
    section: articleSectionLabelSchema,
  }),
});

export const contactInfoSchema = z.object({
  country: text,
  countryCode: z.enum(['CH', 'FR']),
  label: text,
  address: text,
  postcode: text,
  city: text,
  email: z.email(),
  phone: text,
});

export const navLinkSchema = z.object({ text: text, url: linkSchema, hasDropdown: z.boolean() });
export const dropdownCategorySchema = z.object({
  category: text,
  categoryUrl: linkSchema,
  items: z.array(z.object({ label: text, url: linkSchema })).min(1),
});

export const pageMetadataSchema = z.object({
  title: seoTitle,
  description: text,
  keywords: z.array(text).default([]),
  image: imagePathSchema.optional(),
  imageAlt: text.optional(),
  url: linkSchema.optional(),
  type: z.enum(['website', 'article']).default('website'),
  canonicalUrl: linkSchema.optional(),
  noIndex: z.boolean().optional(),
  noFollow: z.boolean().optional(),
  robots: text.optional(),
  publishedTime: z.string().optional(),
  modifiedTime: z.string().optional(),
  section: text.optional(),
  tags: z.array(text).optional(),
  author: text.optional(),
});

/**
 * A page with one purpose and its own tool (/estimation, /rendez-vous): breadcrumb name and heading, its lead, its
 * metadata; each adds the label other pages link to it with.
 */
export const toolPageSchema = z.object({
  /** Breadcrumb and page heading. */
  name: z.string().min(1),
  title: z.string().min(1),
  lead: z.string().min(1),
  metadata: pageMetadataSchema,
});

export const sectionHeadingSchema = z.object({
  subtitle: text,
  title: text,
  description: text.optional(),
});

export const heroSchema = z.object({
  subtitle: text,
  title: text,
  description: text.optional(),
  cta: ctaSchema.optional(),
  image: imageSchema,
});

export const beforeAfterSchema = z.object({
  heading: sectionHeadingSchema,
  before: imageSchema,
  after: imageSchema,
});

export const categoryPageSchema = z.object({
  /** The file name: content/categories/{key}.md is /{key}. */
  key: fileKeySchema,
  /** Name used in the mega-menu, breadcrumbs and Service JSON-LD. */
  name: text,
  /**
   * The category's column of the "Nos Solutions" menu: `order` places it (and its products in the product list),
   * `firstItems` are links listed before its products (the solar column opens with its own page).
   */
  menu: z.object({
    order: z.number().int().positive(),
    firstItems: z.array(z.object({ label: text, url: linkSchema })).default([]),
  }),
  metadata: pageMetadataSchema,
  hero: heroSchema,
  blocks: z.array(imageParagraphSchema).min(1),
  beforeAfter: beforeAfterSchema.optional(),
  faqSection: faqSectionSchema,
  faq: z.array(faqItemSchema).min(1),
  showBanner: z.boolean(),
  service: z.object({
    name: text,
    description: text,
    offers: z.array(z.object({ name: text, description: text })).default([]),
  }),
});

export type FaqItem = z.infer<typeof faqItemSchema>;
export type FaqSection = z.infer<typeof faqSectionSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type ProjectCard = z.infer<typeof projectCardSchema>;
export type Partner = z.infer<typeof partnerSchema>;
export type LogoItem = z.infer<typeof logoItemSchema>;
export type Statistic = z.infer<typeof statisticSchema>;
export type QualityIcon = z.infer<typeof qualityIconSchema>;
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type Realisation = z.infer<typeof realisationSchema>;
export type ServiceTile = z.infer<typeof serviceTileSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type ImageParagraph = z.infer<typeof imageParagraphSchema>;
/** Keys are file names, read when the site builds: any string the files provide. */
export type ProductKey = string;
export type CategoryKey = string;
export type ArticleSlug = string;
export type Product = z.infer<typeof productSchema>;
export type Article = z.infer<typeof articleSchema>;
export type ContactInfo = z.infer<typeof contactInfoSchema>;
export type NavLink = z.infer<typeof navLinkSchema>;
export type DropdownCategory = z.infer<typeof dropdownCategorySchema>;
export type SectionHeading = z.infer<typeof sectionHeadingSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type BeforeAfter = z.infer<typeof beforeAfterSchema>;
export type CategoryPage = z.infer<typeof categoryPageSchema>;
export type PageMetadataInput = z.input<typeof pageMetadataSchema>;

/**
 * Validates a content value at import time. Next imports content while it
 * pre-renders, so a mismatch stops `next build` with the file and field named.
 */
export function parseContent<S extends z.ZodType>(source: string, schema: S, value: z.input<S>): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Contenu invalide dans ${source}:\n${z.prettifyError(result.error)}`);
  }
  return typesetStrings(result.data);
}
