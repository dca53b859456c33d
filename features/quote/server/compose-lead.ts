import 'server-only';
import { productNames } from '@/lib/product-lookup';
import { projectLines } from '@/lib/project-details';
import { sourceLines } from '@/lib/source-fields';
import type { SiteConfig } from '@/lib/server/config';
import type { OpenDatabase } from '@/lib/server/db/database';
import { getAttachment, getLead, type Lead, type LeadAttachment } from '../leads';
import type { OutboxRow } from '@/lib/server/mail/queue-store';
import { domainOf, GoneError, oneLine, type ComposeContext, type Message } from '@/lib/server/mail/transport';
import { humanSize } from '@/lib/file-size';

/**
 * The company e-mail of a lead (to MAIL_TO, reply-to the visitor, with the attachment), composed when sent
 * from the stored lead (the visitor's acknowledgement: compose-ack.ts).
 */

/** <lead-{id}-{kind}.{store}@domain>, {store} being the database's random id: the same on every attempt. */
export const leadMessageId = (leadId: number, kind: string, config: SiteConfig, store: string) =>
  `<lead-${leadId}-${kind}.${store}@${domainOf(config.mailFrom)}>`;

function frenchDate(isoDate: string) {
  return new Intl.DateTimeFormat('fr-CH', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(
    new Date(isoDate),
  );
}

const QUOTE_PREFIX = 'Demande de devis';

/**
 * « Demande de devis – <sujet> », with the prefix once: a product page's form already sends « Demande de devis –
 * Pergola Bioclimatique » as its subject (productSubject), which must not read « Demande de devis – Demande de
 * devis – … ». Any dash, colon or spacing after the visitor's own « demande de devis » counts.
 */
export function quoteSubject(sujet: string): string {
  const rest = sujet.replace(/^\s*demande de devis\s*(?:[–—:-]\s*)?/iu, '').trim();
  return rest ? `${QUOTE_PREFIX} – ${rest}` : QUOTE_PREFIX;
}

/** The flag of a lead filled in faster than a person types (subject, back-office pages and command). */
export const REVIEW_FLAG = 'À vérifier';
const REVIEW_NOTE =
  'À vérifier : le formulaire a été rempli en moins de 3 secondes (remplissage automatique du navigateur, texte collé ou envoi automatisé).';

/** The product's name from the catalogue, with its key (a key the catalogue no longer has stays readable). */
export const productLabel = (key: string | null) =>
  key ? (productNames[key] ? `${productNames[key]} (${key})` : key) : null;

/**
 * The project first: what staff need for the first call, one « Label : value » line each,
 * framed so it stands out in any mail client. Nothing when the visitor gave no detail.
 */
function projectBlock(lead: Lead): string[] {
  const lines = projectLines(lead.project, productLabel(lead.produit));
  if (lines.length === 0) return [];
  const rule = '-'.repeat(40);
  return ['', 'PROJET', rule, ...lines.map(([label, value]) => `${label} : ${oneLine(value)}`), rule];
}

/** Where the lead came from, under the message: what staff look at when weighing an advert. */
function sourceBlock(lead: Lead): string[] {
  const lines = sourceLines(lead.source);
  if (lines.length === 0) return ['', 'ORIGINE : inconnue'];
  return ['', 'ORIGINE', ...lines.map(([label, value]) => `${label} : ${oneLine(value)}`)];
}

export function composeMail(lead: Lead, attachment: LeadAttachment | null, config: SiteConfig, store: string): Message {
  const lines = [
    `Nouvelle demande reçue sur le site, ${frenchDate(lead.createdAt)} (lead n° ${lead.id}).`,
    ...(lead.needsReview ? ['', REVIEW_NOTE] : []),
    ...projectBlock(lead),
    '',
    `Nom : ${lead.nom}`,
    `Prénom : ${lead.prenom}`,
    `E-mail : ${lead.email}`,
    `Téléphone : ${lead.telephone}`,
    `Société : ${lead.societe ?? '—'}`,
    `Sujet : ${lead.sujet}`,
    '',
    'Message :',
    lead.message,
    '',
    attachment
      ? `Pièce jointe : ${attachment.filename} (${attachment.mime}, ${humanSize(attachment.size)})`
      : 'Pièce jointe : aucune',
    ...sourceBlock(lead),
    '',
    `Répondre à ce message écrit directement à ${lead.email}.`,
  ];
  return {
    from: config.mailFrom,
    to: config.mailTo,
    replyTo: { name: `${oneLine(lead.prenom)} ${oneLine(lead.nom)}`, address: lead.email },
    subject: oneLine(
      `${lead.needsReview ? `[${REVIEW_FLAG}] ` : ''}${quoteSubject(lead.sujet)} – ${lead.prenom} ${lead.nom}`,
    ).slice(0, 250),
    messageId: leadMessageId(lead.id, 'company', config, store),
    // Marks the company e-mail alone (mail filters, the e2e mailbox): never on the visitor's acknowledgement.
    headers: { 'X-Lead-Id': String(lead.id) },
    text: lines.join('\n'),
    attachments: attachment
      ? [{ filename: attachment.filename, content: attachment.bytes, contentType: attachment.mime }]
      : [],
  };
}

/** The message of a claimed company row. */
export async function composeLeadMail(
  storage: OpenDatabase,
  row: OutboxRow,
  context: ComposeContext,
): Promise<Message> {
  const lead = row.leadId === null ? null : await getLead(storage, row.leadId);
  if (!lead) throw new GoneError(`lead ${row.leadId} introuvable`);
  const attachment = lead.attachment ? await getAttachment(storage, lead.id) : null;
  return composeMail(lead, attachment, context.config, context.store);
}
