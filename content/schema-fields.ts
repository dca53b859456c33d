import { z } from 'zod';
import { markdownProblems } from './markdown-source';

/** The content's field types, which every schema of content/schema.ts is built of. */

/** Markup a plain text may not hold: an HTML tag, an entity, Markdown marks or a Markdown link. */
const markupInPlainText = /<\/?[a-z][^>]*>|&[a-z]+;|&#\d+;|\*\*|__|\]\(/i;

/** Plain text: shown as written, so markup in it would appear as such (use a `markdown` field for copy with marks). */
export const text = z
  .string()
  .trim()
  .min(1, 'ne doit pas être vide')
  .refine((value) => !markupInPlainText.test(value), 'texte simple : ni balise HTML, ni **gras**, ni [lien](...)');

const markdownField = (inline: boolean) =>
  z
    .string()
    .trim()
    .min(1, 'ne doit pas être vide')
    .superRefine((value, ctx) => {
      for (const message of markdownProblems(value, { inline })) ctx.addIssue({ code: 'custom', message });
    });

/**
 * Copy in Markdown (content/markdown-source.ts): paragraphs, lists, **bold**, _italics_ and [links](/page). Raw HTML is
 * refused here; links to site pages are checked against the routes when the page renders (components/ui/markdown.tsx).
 */
export const markdown = markdownField(false);
/** A short Markdown text of one paragraph, rendered inside the element around it. */
export const inlineMarkdown = markdownField(true);

/** Page titles get " | Lumina Terrasses" appended; 51 characters keep the whole under 70. */
export const seoTitle = text.max(51, 'titre SEO: 51 caractères au plus (le nom du site est ajouté)');

/** A site-internal path ("/contact") or an absolute https URL. */
export const linkSchema = z
  .string()
  .regex(/^(\/(?!\/)|https:\/\/|mailto:|tel:)/, 'lien interne (/...) ou https:// attendu');

/** Images live under /images/ in public/ so a real photo can replace a file one for one. */
export const imagePathSchema = z
  .string()
  .regex(/^\/images\/[a-z0-9/_-]+\.(jpg|png|webp|avif|svg)$/, 'chemin /images/... attendu');

/** Every image field of the content has this one shape: the file and its alternative text. */
export const imageSchema = z.object({ src: imagePathSchema, alt: text });
