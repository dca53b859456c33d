import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeStorage } from '@/lib/server/config';
import type { OutboxStatus } from '@/lib/server/db/tables';
import { listOutbox } from '@/lib/server/mail/queue-store';
import { projectLines } from '@/lib/project-details';
import { sourceLines } from '@/lib/source-fields';
import { printable, terminalJson } from '@/lib/terminal-text';
import { allLeads, countLeads, getAttachment, getLead, type Lead, listLeads } from '@/features/quote/leads';
import { productLabel, REVIEW_FLAG } from '@/features/quote/server/compose-lead';
import { csvHeader, csvLines } from '@/features/quote/server/csv';
import { spoolLine } from './outage-journal';
import { fail, option, parseId, say, shorten, type Subcommand } from './subcommand';

/** Where the user ran the command (npm run changes the working directory). */
const userCwd = process.env.INIT_CWD ?? process.cwd();

const MAIL_STATUS: Record<OutboxStatus, string> = { sent: 'envoyé', pending: 'en attente', failed: 'échec' };

function printTable(leads: Lead[]) {
  if (leads.length === 0) {
    say('Aucune demande.');
    return;
  }
  for (const lead of leads) {
    const flags = [
      lead.isSpam ? `SPAM (${lead.spamReason})` : `e-mail ${lead.mailStatus ? MAIL_STATUS[lead.mailStatus] : '—'}`,
      lead.needsReview ? REVIEW_FLAG.toLowerCase() : null,
      lead.attachment ? `PJ ${lead.attachment.filename}` : null,
    ]
      .filter(Boolean)
      .join(', ');
    say(
      `#${lead.id}  ${lead.createdAt.slice(0, 16).replace('T', ' ')}  ${shorten(`${lead.prenom} ${lead.nom}`, 28)}  ${shorten(lead.email, 60)}  ${shorten(lead.telephone, 30)}`,
    );
    say(`      ${shorten(lead.sujet, 70)}  [${printable(flags, { oneLine: true })}]`);
  }
}

const list: Subcommand = async (args, { config, storage }) => {
  const limit = parseId(option(args, '--limit', '50')) ?? 50;
  const leads = await listLeads(storage, { limit, includeSpam: !args.includes('--no-spam') });
  if (args.includes('--json')) console.log(terminalJson(leads));
  else {
    const counts = await countLeads(storage);
    say(`${describeStorage(config)} — ${counts.total} demande(s) dont ${counts.spam} spam`);
    const spooled = spoolLine(config);
    if (spooled) say(spooled);
    say('');
    printTable(leads);
  }
};

const show: Subcommand = async (args, { storage }) => {
  const id = parseId(args[0]);
  if (!id) return fail('Usage : npm run back-office -- show <id>');
  const lead = await getLead(storage, id);
  if (!lead) return fail(`Demande n° ${id} introuvable.`);
  const outbox = await listOutbox(storage, { leadId: id });
  if (args.includes('--json')) {
    console.log(terminalJson({ ...lead, outbox }));
    return;
  }
  const rows: [string, string][] = [
    ['Demande', `n° ${lead.id}, reçue le ${lead.createdAt}`],
    ['Nom', lead.nom],
    ['Prénom', lead.prenom],
    ['E-mail', lead.email],
    ['Téléphone', lead.telephone],
    ['Société', lead.societe ?? '—'],
    ['Produit', productLabel(lead.produit) ?? '—'],
    // The project details, when the visitor gave some.
    ...projectLines(lead.project, null),
    ['Sujet', lead.sujet],
    // Where the visitor came from, what is known of it.
    ...sourceLines(lead.source),
    [
      'Pièce jointe',
      lead.attachment
        ? `${lead.attachment.filename} (${lead.attachment.mime}, ${lead.attachment.size} octets) — npm run back-office -- attachment ${lead.id} <fichier>`
        : 'aucune',
    ],
    ['Spam', lead.isSpam ? `oui (${lead.spamReason}) — aucun e-mail envoyé` : 'non'],
    ...(lead.needsReview
      ? [[REVIEW_FLAG, 'oui : formulaire rempli en moins de 3 s (e-mail envoyé comme les autres)'] as [string, string]]
      : []),
    ['Navigateur', lead.userAgent ?? '—'],
  ];
  for (const [label, value] of rows) say(`${`${label} `.padEnd(13)}${printable(value, { oneLine: true })}`);
  say(`\nMessage :\n${lead.message}\n`);
  for (const row of outbox) {
    const state =
      row.status === 'sent'
        ? `envoyé le ${row.sentAt}`
        : `${MAIL_STATUS[row.status]}, ${row.attempts} tentative(s), prochain essai ${row.nextAttemptAt}${row.lastError ? `, dernière erreur : ${row.lastError}` : ''}`;
    const what =
      row.kind === 'crm-webhook'
        ? 'Envoi au CRM'
        : `E-mail ${row.kind === 'company' ? 'à l’entreprise' : 'd’accusé de réception'}`;
    say(`${what} : ${state}`);
  }
};

const exportCsv: Subcommand = async (args, { storage }) => {
  if (!args.includes('--csv')) return fail('Usage : npm run back-office -- export --csv [--no-spam] > demandes.csv');
  const leads = (await allLeads(storage)).filter((lead) => !(args.includes('--no-spam') && lead.isSpam));
  process.stdout.write(csvHeader() + csvLines(leads));
};

const attachment: Subcommand = async (args, { storage }) => {
  const id = parseId(args[0]);
  if (!id || !args[1]) return fail('Usage : npm run back-office -- attachment <id> <fichier>');
  const stored = await getAttachment(storage, id);
  if (!stored) return fail(`La demande n° ${id} n’a pas de pièce jointe.`);
  const target = path.resolve(userCwd, args[1]);
  writeFileSync(target, stored.bytes, { flag: args.includes('--force') ? 'w' : 'wx' });
  say(`${stored.filename} (${stored.mime}, ${stored.size} octets) enregistré dans ${target}`);
};

/** The quote requests: the table, one in full, the CSV for a spreadsheet, an attachment to a file. */
export const LEAD_COMMANDS = { list, show, export: exportCsv, attachment } satisfies Record<string, Subcommand>;
