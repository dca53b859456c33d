/**
 * Fills an empty SQLite database with about 60 made-up quote requests over the last 12 weeks (sources, products,
 * pages of origin, follow-up statuses, first contacts) and phone and e-mail link clicks, so that
 * /equipe/conversions shows what it draws on realistic data (screenshots, demonstrations). Never for production:
 * it refuses a database that already holds leads, and PostgreSQL.
 *
 *   DATA_DIR=/tmp/demo npx tsx --conditions=react-server scripts/seed-demo-leads.ts
 *
 * No e-mail is queued. The values repeat from one run to the next (a fixed pseudo-random sequence).
 */
import { checkDataDir, readConfig } from '../lib/server/config';
import { openStorage } from '../lib/server/db/storage';
import { registerMigrations } from '../lib/server/db/migrator';
import { countClick } from '../features/conversions/server/clicks-store';
import { updateFollowUp, type FollowUpStatus } from '../features/quote/follow-up';
import { insertLead } from '../features/quote/leads';
import { NO_SOURCE } from '../lib/source-fields';
import type { ClickEvent } from '../features/conversions/click-events';

const HOUR = 3_600_000;
const LEADS = 60;
const WEEKS = 12;

type Source = { utm: string | null; medium: string | null; campaign: string | null; referrer: string | null };
type Weighted<T> = readonly (readonly [T, number])[];

/** A small deterministic generator (mulberry32): the same demo every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const next = random(22);
const pick = <T>(choices: Weighted<T>): T => {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = next() * total;
  for (const [value, weight] of choices) if ((roll -= weight) < 0) return value;
  return choices[0]![0];
};

const SOURCES: Weighted<Source> = [
  [{ utm: 'google', medium: 'cpc', campaign: 'pergola-geneve', referrer: 'www.google.com' }, 5],
  [{ utm: null, medium: null, campaign: null, referrer: 'www.google.ch' }, 4],
  [{ utm: 'facebook', medium: 'social', campaign: 'printemps', referrer: 'm.facebook.com' }, 2],
  [{ utm: 'newsletter', medium: 'email', campaign: 'avril', referrer: null }, 1],
  [{ utm: null, medium: null, campaign: null, referrer: 'www.bing.com' }, 1],
  [{ utm: null, medium: null, campaign: null, referrer: null }, 3],
];
const PRODUCTS: Weighted<string | null> = [
  ['pergolas-bioclimatique', 5],
  ['pergola-toile', 3],
  ['carports-solaire', 2],
  ['carports-v', 2],
  ['murs-de-verre', 1],
  ['pompes-a-chaleur', 1],
  [null, 2],
];
const PAGES: Weighted<string> = [
  ['/contact', 4],
  ['/estimation', 3],
  ['/products/pergolas-bioclimatique', 2],
  ['/pergolas', 2],
  ['/conseils/choisir-sa-pergola', 1],
];
const STATUSES: Weighted<FollowUpStatus> = [
  ['nouveau', 2],
  ['contacte', 3],
  ['devis_envoye', 3],
  ['gagne', 2],
  ['perdu', 2],
];
const NAMES = ['Martin', 'Favre', 'Rochat', 'Müller', 'Bernard', 'Dubois', 'Meyer', 'Girard', 'Blanc', 'Perrin'];

async function main() {
  if (!process.env.DATA_DIR || process.env.DATABASE_URL) {
    throw new Error(
      'DATA_DIR : le dossier d’une base SQLite de démonstration est attendu (et DATABASE_URL non défini).',
    );
  }
  const config = readConfig();
  checkDataDir(config);
  registerMigrations();
  const storage = await openStorage(config);
  try {
    const existing = await storage.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    if (Number(existing?.n ?? 0) > 0) throw new Error(`${config.dataDir} contient déjà des demandes : base refusée.`);
    const now = Date.now();
    for (let index = 0; index < LEADS; index += 1) {
      // More requests in recent weeks, as a campaign gathers pace; office-ish hours.
      const daysAgo = Math.floor(WEEKS * 7 * Math.sqrt(next()));
      const receivedAt = new Date(now - daysAgo * 24 * HOUR - Math.floor(next() * 10) * HOUR);
      const source = pick(SOURCES);
      const name = NAMES[index % NAMES.length]!;
      const id = await insertLead(storage, {
        nom: name,
        prenom: 'Démo',
        email: `demo${index}@example.ch`,
        telephone: '+41 22 000 00 00',
        sujet: 'Demande de devis',
        message: 'Demande de démonstration.',
        produit: pick(PRODUCTS),
        isSpam: index % 25 === 24,
        spamReason: index % 25 === 24 ? 'honeypot' : null,
        outboxKinds: [],
        receivedAt: receivedAt.toISOString(),
        source: {
          ...NO_SOURCE,
          first_utm_source: source.utm,
          first_utm_medium: source.medium,
          first_utm_campaign: source.campaign,
          referrer_host: source.referrer,
          landing_page: '/',
          form_page: pick(PAGES),
          device: next() < 0.6 ? 'mobile' : 'desktop',
        },
      });
      const status = daysAgo < 1 ? 'nouveau' : pick(STATUSES);
      if (status !== 'nouveau') {
        const delay = (0.25 + next() * next() * 30) * HOUR;
        await updateFollowUp(storage, id, {
          status,
          author: 'demo@lumina.test',
          at: new Date(Math.min(now, receivedAt.getTime() + delay)),
        });
      }
    }
    const clickPages = ['/', '/contact', '/products/pergolas-bioclimatique', '/pergolas', '/carports'];
    for (let day = 0; day < WEEKS * 7; day += 1) {
      for (const page of clickPages) {
        const clicks = Math.floor(next() * (page === '/contact' ? 4 : 2));
        for (let click = 0; click < clicks; click += 1) {
          const event: ClickEvent = next() < 0.7 ? 'tel' : 'mailto';
          await countClick(storage, { page, event }, new Date(now - day * 24 * HOUR));
        }
      }
    }
    console.log(`${LEADS} demandes de démonstration et leurs clics enregistrés dans ${config.dataDir}.`);
  } finally {
    await storage.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
