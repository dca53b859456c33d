/**
 * The back-office command (`npm run back-office`): the staff's back-office on the command line, for the quote
 * requests (leads), the mail queue, the blog's comments, the newsletter's subscribers, personal data and its
 * retention, staff accounts and the outage journal. It reads whichever storage the site uses (SQLite in DATA_DIR,
 * or PostgreSQL when DATABASE_URL is set; .env files are loaded like `next start` does), the configuration
 * validated first, as at server start. Its subcommands, one file per group beside this one, are listed in USAGE
 * below, what it prints with no argument.
 *
 * Everything printed is made inert for the terminal (lib/terminal-text.ts): visitors' text may
 * hold escape sequences; --json escapes them, the CSV keeps the text as stored (formula-safe).
 *
 * How it runs: `npm run back-office` runs this file with tsx; in production, deploy/deploy.sh installs one
 * bundled file, `scripts/back-office.cjs` beside the standalone server (`npm run back-office:bundle`, esbuild),
 * run with plain Node. Both resolve with the `react-server` condition, under which
 * the `server-only` import of lib/server is an empty module.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { checkDataDir, ConfigError, describeStorage, readConfig, type SiteConfig } from '@/lib/server/config';
import { registerMigrations } from '@/lib/server/db/migrator';
import { openStorage, type Storage } from '@/lib/server/db/storage';
import { registerSiteMail } from '@/lib/server/site-mail';
import { COMMENT_COMMANDS } from './comments';
import { LEAD_COMMANDS } from './leads';
import { MAIL_QUEUE_COMMANDS } from './mail-queue';
import { spool, spoolLine } from './outage-journal';
import { PERSONAL_DATA_COMMANDS } from './personal-data';
import { STAFF_COMMANDS } from './staff';
import { fail, say, type Subcommand } from './subcommand';
import { SUBSCRIBER_COMMANDS } from './subscribers';

/**
 * The project, or in production the standalone server's folder: the nearest folder up holding node_modules,
 * where the command's packages come from. The sources are two folders down (scripts/back-office/), the bundle
 * one (app/scripts/).
 */
function projectRoot() {
  for (let folder = __dirname; path.dirname(folder) !== folder; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'node_modules'))) return folder;
  }
  return path.resolve(__dirname, '..');
}

const USAGE = `Back-office en ligne de commande — usage :
  npm run back-office -- list [--limit N] [--no-spam] [--json]   dernières demandes (50 par défaut)
  npm run back-office -- show <id> [--json]                      détail d’une demande et de ses e-mails
  npm run back-office -- export --csv [--no-spam]                toutes les demandes en CSV (UTF-8, séparateur ;)
  npm run back-office -- attachment <id> <fichier>               enregistre la pièce jointe dans <fichier>
  npm run back-office -- retry-outbox                            renvoie maintenant les e-mails en attente ou en échec
  npm run back-office -- comments [--status pending] [--json]    commentaires du blog (modération)
  npm run back-office -- moderate <id> approved|rejected|spam     décision sur un commentaire
  npm run back-office -- reply <id> "texte"                      réponse publiée de l’entreprise (approuve le commentaire)
  npm run back-office -- subscribers [--csv | --json]            abonnés confirmés de la newsletter
  npm run back-office -- personal-data export <email>            tout ce qui est enregistré pour cette adresse (JSON)
  npm run back-office -- personal-data erase <email>             efface tout ce qui est enregistré pour cette adresse
  npm run back-office -- purge [--dry-run]                       supprime ce qui a dépassé sa durée de conservation
  npm run back-office -- staff add <email> [--name "…"] [--password-stdin]
                                                                 compte de l’espace équipe (/equipe) ; sans --password-stdin,
                                                                 affiche un lien à usage unique pour choisir le mot de passe
  npm run back-office -- staff list                              comptes de l’espace équipe
  npm run back-office -- staff remove <email>                    supprime un compte et ferme ses sessions
  npm run back-office -- staff unlock <email>                    lève le blocage de connexion après des mots de passe erronés
  npm run back-office -- spool                                   demandes du journal de secours pas encore en base`;

/** Every subcommand but `spool`, which reads the outage journal without the storage. */
const SUBCOMMANDS = new Map<string, Subcommand>(
  Object.entries({
    ...LEAD_COMMANDS,
    ...MAIL_QUEUE_COMMANDS,
    ...COMMENT_COMMANDS,
    ...SUBSCRIBER_COMMANDS,
    ...PERSONAL_DATA_COMMANDS,
    ...STAFF_COMMANDS,
  }),
);

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
  const subcommand = SUBCOMMANDS.get(command);
  if (!subcommand && command !== 'spool') {
    fail(`Commande inconnue : ${command}\n\n${USAGE}`);
    return;
  }

  const root = projectRoot();
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
  if (!subcommand) return spool(config);
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
    await subcommand(args, { config, storage });
  } finally {
    await storage.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
