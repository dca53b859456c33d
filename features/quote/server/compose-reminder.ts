import 'server-only';
import { site } from '@/content/site';
import { frenchDateTime } from '@/lib/zurich-time';
import type { OpenDatabase } from '@/lib/server/db/database';
import { productLabel } from './compose-lead';
import { getLead } from '../leads';
import type { OutboxRow } from '@/lib/server/mail/queue-store';
import { domainOf, GoneError, oneLine, type ComposeContext, type Message } from '@/lib/server/mail/transport';

/**
 * The one reminder of a lead left uncontacted past its due time, to its owner, or to MAIL_TO while
 * nobody has it. Composed when sent: null (the row is dropped) once the lead was contacted or marked spam.
 */
export async function composeReminder(
  storage: OpenDatabase,
  row: OutboxRow,
  { config, store }: ComposeContext,
): Promise<Message | null> {
  const lead = row.leadId === null ? null : await getLead(storage, row.leadId);
  if (!lead) throw new GoneError(`lead ${row.leadId} introuvable`);
  if (lead.firstContactAt || lead.isSpam) return null;
  const who = `${oneLine(lead.prenom)} ${oneLine(lead.nom)}`;
  return {
    from: config.mailFrom,
    to: lead.owner ? [lead.owner] : config.mailTo,
    replyTo: { name: who, address: lead.email },
    subject: oneLine(`En retard : demande n° ${lead.id} – ${who} attend votre appel`).slice(0, 250),
    messageId: `<lead-${lead.id}-reminder.${store}@${domainOf(config.mailFrom)}>`,
    // Not X-Lead-Id: that header marks the company e-mail of a lead.
    headers: { 'X-Lead-Reminder': String(lead.id) },
    text: [
      `La demande n° ${lead.id} n’a pas encore été contactée.`,
      `Reçue le ${frenchDateTime(lead.createdAt)}, premier contact prévu avant le ${lead.dueAt ? frenchDateTime(lead.dueAt) : '—'}.`,
      lead.owner ? `Responsable : ${lead.owner}` : 'Responsable : personne (attribuez-la depuis sa page).',
      '',
      `${who}`,
      `Téléphone : ${oneLine(lead.telephone)}`,
      `E-mail : ${lead.email}`,
      `Produit : ${productLabel(lead.produit) ?? '—'}`,
      '',
      `Ouvrir la demande : ${site.url}/equipe/demandes/${lead.id}`,
      'Passer son statut à « Contacté » (ou lui répondre depuis sa page) arrête ce rappel. Il n’est envoyé qu’une fois.',
    ].join('\n'),
  };
}
