import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the site still lacks before it can go live (`npm run check:launch`, run by deploy/deploy.sh):
 * every company fact still « À COMPLÉTER » in content/site.ts, the partner and client logos that are
 * made-up examples, and the illustrations still standing in for real photos. Pure but for reading
 * the image files; the inputs are the content modules.
 */

export interface MissingFact {
  /** The heading the fact is listed under. */
  group: string;
  /** What is missing, in French, with where to write it. */
  item: string;
}

/** The French name of each legal fact of content/site.ts (`legal.…`), and the group it belongs to. */
const LEGAL_FACTS: Record<string, [group: string, label: string]> = {
  uid: ['Mentions légales', 'numéro IDE/UID de la société suisse'],
  commercialRegister: ['Mentions légales', 'registre du commerce de la société suisse'],
  rcs: ['Mentions légales', 'immatriculation RCS de la société française'],
  shareCapital: ['Mentions légales', 'capital social de la société française'],
  vatFr: ['Mentions légales', 'numéro de TVA intracommunautaire'],
  publicationDirectorRole: ['Mentions légales', 'directeur de la publication'],
  'host.name': ['Sous-traitants', 'hébergeur du site : nom'],
  'host.address': ['Mentions légales', 'hébergeur du site : adresse'],
  'host.phone': ['Mentions légales', 'hébergeur du site : téléphone'],
  'emailProvider.name': ['Sous-traitants', 'prestataire d’envoi des e-mails (SMTP) : nom'],
  'mediator.name': ['Médiateur de la consommation', 'nom du médiateur'],
  'mediator.url': ['Médiateur de la consommation', 'site internet du médiateur'],
};

/** Every « À COMPLÉTER » value of the legal facts, as `path` (a field added later is found too). */
function placeholders(value: unknown, isPlaceholder: (text: string) => boolean, at = ''): string[] {
  if (typeof value === 'string') return isPlaceholder(value) ? [at] : [];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      placeholders(inner, isPlaceholder, at ? `${at}.${key}` : key),
    );
  }
  return [];
}

export interface LaunchContent {
  legal: unknown;
  isPlaceholder: (text: string) => boolean;
  partners: readonly { name: string; example: boolean }[];
  clientLogos: readonly { alt: string; example: boolean }[];
  /** Paths under public/images of the illustrations not yet replaced by a photo. */
  illustrations: readonly string[];
}

export function missingLaunchFacts(content: LaunchContent): MissingFact[] {
  const legal = placeholders(content.legal, content.isPlaceholder).map((field) => {
    const [group, label] = LEGAL_FACTS[field] ?? ['Mentions légales', field];
    return { group, item: `${label} (content/site.ts, legal.${field})` };
  });
  return [
    ...legal,
    ...content.partners
      .filter((partner) => partner.example)
      .map((partner) => ({
        group: 'Logos de partenaires d’exemple',
        item: `${partner.name} (content/home.ts, partners)`,
      })),
    ...content.clientLogos
      .filter((logo) => logo.example)
      .map((logo) => ({
        group: 'Logos de clients d’exemple',
        item: `${logo.alt.replace(/^Logo /, '')} (content/home.ts, logoStrip)`,
      })),
    ...content.illustrations.map((file) => ({
      group: 'Photos à fournir (illustrations générées)',
      item: `public/images/${file}`,
    })),
  ];
}

/**
 * The files of `manifest` (content/generated-images.json: path → SHA-256 written by
 * placeholder-illustrations/generate.mjs) still identical to the generated illustration. A replaced file
 * (any other content) is a real photo; a missing file is still to supply.
 */
export function illustrationsLeft(imagesDir: string, manifest: Record<string, string>): string[] {
  return Object.entries(manifest)
    .filter(([file, hash]) => {
      const full = path.join(imagesDir, file);
      if (!fs.existsSync(full)) return true;
      return createHash('sha256').update(fs.readFileSync(full)).digest('hex') === hash;
    })
    .map(([file]) => file);
}

/** The report printed by `npm run check:launch`, grouped, each missing fact on its line. */
export function launchReport(missing: readonly MissingFact[]): string {
  if (missing.length === 0) return 'Prêt pour la mise en ligne : aucune information de l’entreprise ne manque.';
  const groups = new Map<string, string[]>();
  for (const fact of missing) groups.set(fact.group, [...(groups.get(fact.group) ?? []), fact.item]);
  const lines = [`Mise en ligne impossible : ${missing.length} information(s) de l’entreprise manquent encore.`];
  for (const [group, items] of groups) {
    lines.push('', `${group} (${items.length}) :`, ...items.map((item) => `  - ${item}`));
  }
  return lines.join('\n');
}
