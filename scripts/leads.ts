/**
 * Staff command for the quote requests (leads), reading whichever storage the site
 * uses (SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL is set; .env files are
 * loaded like `next start` does). The configuration is validated first, as at server start.
 *
 *   npm run leads -- list [--limit 50] [--no-spam] [--json]
 *   npm run leads -- show <id> [--json]
 *   npm run leads -- export --csv [--no-spam] > demandes.csv
 *   npm run leads -- attachment <id> <fichier>
 *   npm run leads -- retry-outbox
 *   npm run leads -- comments [--status pending|spam|approved|rejected] [--json]
 *   npm run leads -- moderate <id> approved|rejected|spam
 *   npm run leads -- reply <id> "texte"
 *   npm run leads -- subscribers [--csv | --json]
 *   npm run leads -- personal-data export|erase <email>
 *   npm run leads -- purge [--dry-run]
 *   npm run leads -- staff add <email> [--name "…"] [--password-stdin]
 *   npm run leads -- staff list
 *   npm run leads -- staff remove <email>
 *   npm run leads -- staff unlock <email>
 *   npm run leads -- spool
 *
 * Everything printed is made inert for the terminal (lib/terminal-text.ts): visitors' text may
 * hold escape sequences; --json escapes them, the CSV keeps the text as stored (formula-safe).
 *
 * How it runs: `npm run leads` runs this file with tsx; in production, deploy/deploy.sh installs
 * one bundled file, `scripts/leads.cjs` beside the standalone server (`npm run leads:bundle`,
 * esbuild), run with plain Node. Both resolve with the `react-server` condition, under which
 * the `server-only` import of lib/server is an empty module.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import {
  checkDataDir,
  ConfigError,
  describeStorage,
  mailConfigured,
  readConfig,
  type SiteConfig,
} from '../lib/server/config';
import { listComments, moderateComment, ReplyRefusedError, replyToComment } from '../features/comments/server/store';
import { listSubscribers, purgeUnconfirmed } from '../features/newsletter/subscriptions';
import { subscribersCsv } from '../features/newsletter/server/subscribers-csv';
import { productLabel, REVIEW_FLAG } from '../features/quote/server/compose-lead';
import { processOutbox, stopOutboxWorker } from '../lib/server/mail/sender';
import { registerSiteMail } from '../lib/server/site-mail';
import { registerMigrations } from '../lib/server/db/migrator';
import { projectLines } from '../lib/project-details';
import { sourceLines } from '../lib/source-fields';
import { erasePersonalData, exportPersonalData, isEmpty } from '../features/personal-data/server/personal-data';
import { randomBytes } from 'node:crypto';
import { site } from '../content/site';
import { recordAudit } from '../lib/server/staff/audit';
import { clearSignInFailures } from '../lib/server/staff/sign-in-budget';
import { createStaffAuth, PASSWORD_LINK_HOURS } from '../lib/server/staff/auth';
import { csvHeader, csvLines } from '../features/quote/server/csv';
import {
  addStaff,
  checkPassword,
  listStaff,
  removeStaff,
  requestPasswordLink,
  StaffAccountError,
} from '../features/staff-accounts/accounts';
import { RETENTION } from '../content/retention';
import { retentionCutoffs } from '../lib/retention';
import { spoolStatus } from '../features/quote/spool';
import { bookingJournalStatus, REFUSED_FILE } from '../features/booking/journal';
import { printable, terminalJson } from '../lib/terminal-text';
import { openStorage, type Storage } from '@/lib/server/db/storage';
import { COMMENT_STATUSES, type CommentStatus, type OutboxStatus } from '@/lib/server/db/tables';
import { allLeads, countLeads, getAttachment, getLead, type Lead, listLeads } from '@/features/quote/leads';
import { listOutbox, requeueOutbox } from '@/lib/server/mail/queue-store';
import { purgeExpired } from '@/features/personal-data/server/purge';

/** The project (or, in production, the standalone server's folder): this file is in its scripts/. */
const root = path.resolve(__dirname, '..');

const USAGE = `Demandes de devis (leads) — usage :
  npm run leads -- list [--limit N] [--no-spam] [--json]   dernières demandes (50 par défaut)
  npm run leads -- show <id> [--json]                      détail d’une demande et de ses e-mails
  npm run leads -- export --csv [--no-spam]                toutes les demandes en CSV (UTF-8, séparateur ;)
  npm run leads -- attachment <id> <fichier>               enregistre la pièce jointe dans <fichier>
  npm run leads -- retry-outbox                            renvoie maintenant les e-mails en attente ou en échec
  npm run leads -- comments [--status pending] [--json]    commentaires du blog (modération)
  npm run leads -- moderate <id> approved|rejected|spam     décision sur un commentaire
  npm run leads -- reply <id> "texte"                      réponse publiée de l’entreprise (approuve le commentaire)
  npm run leads -- subscribers [--csv | --json]            abonnés confirmés de la newsletter
  npm run leads -- personal-data export <email>            tout ce qui est enregistré pour cette adresse (JSON)
  npm run leads -- personal-data erase <email>             efface tout ce qui est enregistré pour cette adresse
  npm run leads -- purge [--dry-run]                       supprime ce qui a dépassé sa durée de conservation
  npm run leads -- staff add <email> [--name "…"] [--password-stdin]
                                                           compte de l’espace équipe (/equipe) ; sans --password-stdin,
                                                           affiche un lien à usage unique pour choisir le mot de passe
  npm run leads -- staff list                              comptes de l’espace équipe
  npm run leads -- staff remove <email>                    supprime un compte et ferme ses sessions
  npm run leads -- staff unlock <email>                    lève le blocage de connexion après des mots de passe erronés
  npm run leads -- spool                                   demandes du journal de secours pas encore en base`;

/** Where the user ran the command (npm run changes the working directory). */
const userCwd = process.env.INIT_CWD ?? process.cwd();

/** Every line for a person goes through here: nothing in it can drive the terminal. */
function say(text: string) {
  console.log(printable(text));
}

function fail(message: string) {
  console.error(printable(message));
  process.exitCode = 1;
}

function option(args: string[], name: string, fallback?: string) {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
}

function parseId(value: string | undefined) {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const shorten = (text: string, max: number) => {
  const line = printable(text, { oneLine: true }).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

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

/** The journal of requests received while the database was down, when it holds any. */
function spoolLine(config: SiteConfig) {
  const status = spoolStatus(config);
  const bookings = bookingJournalStatus(config);
  const lines = [
    ...(status.requests > 0 || status.damaged > 0
      ? [
          `Journal de secours : ${status.requests} demande(s) pas encore en base (${(status.bytes / 1024 / 1024).toFixed(1)} Mo, ${status.dir}), enregistrée(s) au retour de la base par le serveur` +
            (status.damaged > 0 ? ` ; ${status.damaged} enregistrement(s) illisible(s) à examiner (*.damaged)` : ''),
        ]
      : []),
    // The appointments asked for while the database was down, and those a replay could not book.
    ...(bookings.requests > 0 || bookings.damaged > 0
      ? [
          `Journal de secours : ${bookings.requests} rendez-vous pas encore en base, réservé(s) au retour de la base par le serveur` +
            (bookings.damaged > 0
              ? ` ; ${bookings.damaged} enregistrement(s) illisible(s) à examiner (*.damaged)`
              : ''),
        ]
      : []),
    ...(bookings.refused.length > 0
      ? [
          `${bookings.refused.length} rendez-vous refusé(s) à la relecture (créneau pris entre-temps), à rappeler (${path.join(bookings.dir, REFUSED_FILE)}) :`,
          ...bookings.refused.map(
            ({ booking, receivedAt }) =>
              `  ${booking.startsAt} ${booking.office} ${booking.kind} — ${booking.name}, ${booking.phone}, ${booking.email} (reçu le ${receivedAt})`,
          ),
        ]
      : []),
  ];
  return lines.length ? lines.join('\n') : null;
}

const isCommentStatus = (value: string | undefined): value is CommentStatus =>
  (COMMENT_STATUSES as readonly string[]).includes(value ?? '');

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `staff add | list | remove`: the only way to make back-office accounts (features/staff-accounts/accounts.ts). */
async function staffCommand(storage: Storage, args: string[]) {
  const [action, email] = args;
  const usage =
    'Usage : npm run leads -- staff add <email> [--name "…"] [--password-stdin] | staff list | staff remove <email> | staff unlock <email>';
  if (action === 'list') {
    const accounts = await listStaff(storage);
    if (accounts.length === 0) say('Aucun compte. Créez-en un : npm run leads -- staff add <email>');
    for (const account of accounts) {
      const state = [
        account.hasPassword ? null : 'mot de passe à choisir',
        account.twoFactorEnabled ? 'double authentification' : null,
        `${account.activeSessions} session(s) ouverte(s)`,
      ]
        .filter(Boolean)
        .join(', ');
      say(`${account.email}  ${account.name}  créé le ${account.createdAt.slice(0, 10)}  [${state}]`);
    }
    return;
  }
  if ((action !== 'add' && action !== 'remove' && action !== 'unlock') || !email || email.startsWith('--')) {
    return fail(usage);
  }
  if (action === 'unlock') {
    if (!(await clearSignInFailures(storage, email))) return say(`Aucun blocage de connexion pour ${email}.`);
    await recordAudit({ actor: 'commande', action: 'staff.unlock', targetType: 'staff', targetId: email }, storage);
    say(`Connexion de ${email} débloquée : le compte peut se reconnecter tout de suite.`);
    return;
  }
  // The command signs no cookie: a secret of its own is enough (and production keeps its secret to the server).
  let link: string | undefined;
  const auth = createStaffAuth({
    database: storage,
    secret: randomBytes(32).toString('base64url'),
    onPasswordLink: (_email, token) => {
      link = `${site.url}/equipe/mot-de-passe?token=${encodeURIComponent(token)}`;
    },
  });
  try {
    if (action === 'remove') {
      const removed = await removeStaff(auth, email);
      await recordAudit(
        { actor: 'commande', action: 'staff.remove', targetType: 'staff', targetId: removed.email },
        storage,
      );
      say(`Compte ${removed.email} supprimé ; ses sessions sont fermées.`);
      return;
    }
    const password = args.includes('--password-stdin') ? (await readStdin()).replace(/\r?\n$/, '') : undefined;
    if (password !== undefined) checkPassword(password);
    const created = await addStaff(auth, { email, name: option(args, '--name'), password });
    await recordAudit(
      { actor: 'commande', action: 'staff.add', targetType: 'staff', targetId: created.email },
      storage,
    );
    if (password !== undefined) {
      say(`Compte ${created.email} créé : connexion sur ${site.url}/equipe/connexion`);
      return;
    }
    await requestPasswordLink(auth, created.email);
    say(
      `Compte ${created.email} créé. Lien à usage unique pour choisir le mot de passe (valable ${PASSWORD_LINK_HOURS} h) :\n${link}`,
    );
  } catch (error) {
    if (error instanceof StaffAccountError) return fail(error.message);
    throw error;
  }
}

async function main(argv: string[]) {
  // Every command opens the storage (migrated first); retry-outbox sends, and the erasure and moderation
  // commands queue: the kinds and their composers.
  registerMigrations();
  registerSiteMail();
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    say(USAGE);
    return;
  }
  const known = [
    'list',
    'show',
    'export',
    'attachment',
    'retry-outbox',
    'comments',
    'moderate',
    'reply',
    'subscribers',
    'personal-data',
    'purge',
    'staff',
    'spool',
  ];
  if (!known.includes(command)) {
    fail(`Commande inconnue : ${command}\n\n${USAGE}`);
    return;
  }

  // The same .env files as `next start`.
  loadEnvConfig(root, false, { info: () => {}, error: console.error });
  process.chdir(root); // DATA_DIR is relative to the project, as for `next start`
  let config: SiteConfig;
  try {
    config = readConfig();
    checkDataDir(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return fail(error.message);
  }
  // The journal matters most when the database is down: read without it.
  if (command === 'spool') {
    say(
      spoolLine(config) ??
        `Journal de secours vide (${spoolStatus(config).dir}) : toutes les demandes et tous les rendez-vous sont en base.`,
    );
    return;
  }
  let storage: Storage;
  try {
    storage = await openStorage(config);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const spooled = spoolLine(config);
    return fail(
      `Stockage inaccessible (${describeStorage(config)}) : ${cause instanceof Error ? cause.message : String(cause)}` +
        (spooled ? `\n${spooled}` : ''),
    );
  }

  try {
    switch (command) {
      case 'list': {
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
        break;
      }
      case 'show': {
        const id = parseId(args[0]);
        if (!id) return fail('Usage : npm run leads -- show <id>');
        const lead = await getLead(storage, id);
        if (!lead) return fail(`Demande n° ${id} introuvable.`);
        const outbox = await listOutbox(storage, { leadId: id });
        if (args.includes('--json')) {
          console.log(terminalJson({ ...lead, outbox }));
          break;
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
              ? `${lead.attachment.filename} (${lead.attachment.mime}, ${lead.attachment.size} octets) — npm run leads -- attachment ${lead.id} <fichier>`
              : 'aucune',
          ],
          ['Spam', lead.isSpam ? `oui (${lead.spamReason}) — aucun e-mail envoyé` : 'non'],
          ...(lead.needsReview
            ? [
                [REVIEW_FLAG, 'oui : formulaire rempli en moins de 3 s (e-mail envoyé comme les autres)'] as [
                  string,
                  string,
                ],
              ]
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
        break;
      }
      case 'export': {
        if (!args.includes('--csv')) return fail('Usage : npm run leads -- export --csv [--no-spam] > demandes.csv');
        const leads = (await allLeads(storage)).filter((lead) => !(args.includes('--no-spam') && lead.isSpam));
        process.stdout.write(csvHeader() + csvLines(leads));
        break;
      }
      case 'attachment': {
        const id = parseId(args[0]);
        if (!id || !args[1]) return fail('Usage : npm run leads -- attachment <id> <fichier>');
        const attachment = await getAttachment(storage, id);
        if (!attachment) return fail(`La demande n° ${id} n’a pas de pièce jointe.`);
        const target = path.resolve(userCwd, args[1]);
        writeFileSync(target, attachment.bytes, { flag: args.includes('--force') ? 'w' : 'wx' });
        say(`${attachment.filename} (${attachment.mime}, ${attachment.size} octets) enregistré dans ${target}`);
        break;
      }
      case 'retry-outbox': {
        const requeued = await requeueOutbox(storage, new Date());
        say(
          `${requeued} e-mail(s) en attente ou en échec remis en file (ceux qu’un serveur envoie en ce moment ne sont pas touchés).`,
        );
        if (!mailConfigured(config)) {
          return fail('SMTP_URL ou MAIL_TO non configuré : rien n’a été envoyé (les e-mails restent en file).');
        }
        // Every kind of e-mail (leads, comments, newsletter): one queue, one pass.
        const result = await processOutbox({ config, storage });
        stopOutboxWorker();
        say(`Envoyés : ${result.sent}, à réessayer : ${result.retried}, en échec : ${result.failed}.`);
        if (result.retried + result.failed > 0) process.exitCode = 2;
        break;
      }
      case 'comments': {
        const status = option(args, '--status');
        if (status !== undefined && !isCommentStatus(status)) {
          return fail(`Statut inconnu : ${status} (${COMMENT_STATUSES.join(', ')})`);
        }
        const comments = await listComments(storage, { status, limit: 200 });
        if (args.includes('--json')) console.log(terminalJson(comments));
        else if (comments.length === 0) say('Aucun commentaire.');
        else
          for (const c of comments) {
            const author = c.isStaffReply
              ? `réponse de l’entreprise au n° ${c.parentId}`
              : `${shorten(c.nom, 60)} <${shorten(c.email, 60)}>`;
            say(`#${c.id}  ${c.createdAt.slice(0, 16).replace('T', ' ')}  [${c.status}]  ${c.articleSlug}  ${author}`);
            say(`      ${shorten(c.message, 100)}`);
          }
        break;
      }
      case 'moderate': {
        const id = parseId(args[0]);
        const status = args[1];
        if (!id || !isCommentStatus(status)) {
          return fail('Usage : npm run leads -- moderate <id> approved|rejected|spam');
        }
        if (!(await moderateComment(storage, id, status, 'commande'))) return fail(`Commentaire n° ${id} introuvable.`);
        say(`Commentaire n° ${id} : ${status}.`);
        break;
      }
      case 'reply': {
        const id = parseId(args[0]);
        if (!id || args[1] === undefined) return fail('Usage : npm run leads -- reply <id> "texte de la réponse"');
        try {
          const { reply, approvedComment } = await replyToComment(storage, id, args.slice(1).join(' '), 'commande');
          say(
            `Réponse n° ${reply.id} publiée sous le commentaire n° ${id}${approvedComment ? ', commentaire approuvé' : ''}.`,
          );
        } catch (error) {
          if (error instanceof ReplyRefusedError) return fail(error.message);
          throw error;
        }
        break;
      }
      case 'subscribers': {
        const subscribers = await listSubscribers(storage);
        if (args.includes('--json')) console.log(terminalJson(subscribers));
        else if (args.includes('--csv')) {
          process.stdout.write(subscribersCsv(subscribers));
        } else if (subscribers.length === 0) say('Aucun abonné confirmé.');
        else {
          for (const subscriber of subscribers) say(`${subscriber.email}  confirmé le ${subscriber.confirmedAt}`);
          say(`\n${subscribers.length} abonné(s) confirmé(s).`);
        }
        break;
      }
      case 'personal-data': {
        const [action, email] = args;
        if ((action !== 'export' && action !== 'erase') || !email?.includes('@')) {
          return fail('Usage : npm run leads -- personal-data export|erase <email>');
        }
        if (action === 'export') {
          const data = await exportPersonalData(storage, email);
          console.log(terminalJson(data));
          if (isEmpty(data)) console.error(`Aucune donnée enregistrée pour ${data.email}.`);
          break;
        }
        const erased = await erasePersonalData(storage, email, { actor: 'commande' });
        say(
          `Effacé : ${erased.leads} demande(s) avec ${erased.attachments} pièce(s) jointe(s) et ${erased.leadEmails} e-mail(s), ` +
            `${erased.comments} commentaire(s) avec ${erased.replies} réponse(s), ${erased.subscriptions} inscription(s) à la newsletter, ` +
            `${erased.communityEmails} e-mail(s) de commentaires ou de newsletter, ${erased.bookings} rendez-vous.`,
        );
        break;
      }
      case 'staff': {
        await staffCommand(storage, args);
        break;
      }
      case 'purge': {
        const dryRun = args.includes('--dry-run');
        const cutoffs = retentionCutoffs(new Date());
        const removed = await purgeExpired(storage, { ...cutoffs, dryRun });
        const unconfirmed = await purgeUnconfirmed(storage, cutoffs.subscriptionsBefore, dryRun);
        const verb = dryRun ? 'à supprimer' : 'supprimé(s)';
        say(
          `Demandes reçues avant le ${cutoffs.leadsBefore.toISOString().slice(0, 10)} (${RETENTION.leadYears} ans) : ${removed.leads} ${verb} ; rendez-vous terminés avant cette date : ${removed.bookings} ${verb}.`,
        );
        say(
          `Commentaires refusés ou spam écrits avant le ${cutoffs.commentsBefore.toISOString().slice(0, 10)} (${RETENTION.refusedCommentDays} jours) : ${removed.comments} ${verb}.`,
        );
        say(
          `Inscriptions à la newsletter jamais confirmées, demandées avant le ${cutoffs.subscriptionsBefore.toISOString().slice(0, 10)} (${RETENTION.unconfirmedSubscriptionDays} jours) : ${unconfirmed} ${verb}.`,
        );
        break;
      }
    }
  } finally {
    await storage.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
