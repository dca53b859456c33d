import 'server-only';
import { replySenderName } from './reply-rules';
import { officeHours } from '@/content/office-hours';
import { site } from '@/content/site';
import { officeOfCountry } from '../due';
import type { OpenDatabase } from '@/lib/server/db/database';
import type { OutboxRow } from '@/lib/server/mail/queue-store';
import {
  addressOf,
  domainOf,
  GoneError,
  oneLine,
  type ComposeContext,
  type Message,
} from '@/lib/server/mail/transport';

/**
 * A staff reply to a lead's visitor (kind `lead-reply`, features/quote/replies.ts), composed when sent from the
 * stored reply: from MAIL_FROM's address under the staff member's name (« Marie Dupont – Lumina
 * Terrasses »), Reply-To the address configured when it was written, plain text only (never HTML: what
 * staff typed is sent as typed, stored without control characters), signed with the name and the phone
 * of the office of the visitor's country.
 */

export async function composeLeadReply(
  storage: OpenDatabase,
  row: OutboxRow,
  { config }: ComposeContext,
): Promise<Message> {
  const reply = await storage.db
    .selectFrom('lead_replies as r')
    .innerJoin('leads as l', 'l.id', 'r.lead_id')
    .select(['r.id', 'r.lead_id', 'r.author_name', 'r.reply_to', 'r.subject', 'r.body', 'l.email', 'l.pays'])
    .where('r.id', '=', row.replyId ?? -1)
    .executeTakeFirst();
  if (!reply) throw new GoneError(`réponse ${row.replyId} introuvable`);
  const signature = [
    oneLine(reply.author_name),
    site.name,
    officeHours[officeOfCountry(reply.pays)].office.phone,
    site.url,
  ].filter(Boolean);
  return {
    from: { name: replySenderName(reply.author_name), address: addressOf(config.mailFrom) },
    to: { name: '', address: reply.email.trim() },
    ...(reply.reply_to ? { replyTo: reply.reply_to } : {}),
    subject: oneLine(reply.subject).slice(0, 250),
    messageId: `<${row.messageId ?? `lead-reply-${row.id}`}@${domainOf(config.mailFrom)}>`,
    // « lead.reply »: mail filters (and the e2e mailbox) find a lead's replies; not X-Lead-Id, the company e-mail's.
    headers: { 'X-Lead-Reply-Id': `${reply.lead_id}.${reply.id}` },
    text: [reply.body, '', '-- ', ...signature].join('\n'),
  };
}
