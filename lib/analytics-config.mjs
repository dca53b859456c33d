// @ts-check
import { z } from 'zod';

/**
 * The optional standard analytics: Plausible, Umami or Matomo, named by three variables.
 * The public pages are pre-rendered, so these are read when the site is BUILT: next.config.mjs validates them
 * (a bad value stops the build with the variable named), allows the script's origin in the CSP
 * (config/headers.mjs) and pins the values into the build (`env`), so that the pages' script tag
 * (components/layout/analytics-script.tsx) and the CSP always agree. lib/server/config.ts checks them again at
 * server start. Plain JavaScript: next.config.mjs imports it before anything is compiled.
 */

export const ANALYTICS_PROVIDERS = /** @type {const} */ (['plausible', 'umami', 'matomo']);
export const ANALYTICS_VARIABLES = /** @type {const} */ ([
  'ANALYTICS_PROVIDER',
  'ANALYTICS_SCRIPT_URL',
  'ANALYTICS_SITE_ID',
]);

/** @typedef {(typeof ANALYTICS_PROVIDERS)[number]} AnalyticsProvider */
/**
 * @typedef {object} Analytics
 * @property {AnalyticsProvider} provider
 * @property {string} scriptUrl the script's https address, normalised
 * @property {string} origin what the CSP allows in script-src and connect-src
 * @property {string} siteId
 */

/** What each provider calls the site, and what it looks like. */
const SITE_IDS = {
  plausible: {
    pattern: /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/,
    expected: 'le domaine du site déclaré dans Plausible est attendu, p. ex. lumina-terrasses.ch',
  },
  umami: {
    pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    expected: 'l’identifiant du site dans Umami (un UUID) est attendu, p. ex. 94db1cb1-74f4-4a40-ad6c-962362670409',
  },
  matomo: { pattern: /^[1-9][0-9]{0,5}$/, expected: 'le numéro du site dans Matomo est attendu, p. ex. 1' },
};

const blank = (/** @type {unknown} */ value) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = z.preprocess(blank, z.string().trim().optional());

const schema = z.object({
  ANALYTICS_PROVIDER: z.preprocess(
    (value) => (typeof blank(value) === 'string' ? String(value).trim().toLowerCase() : undefined),
    z.enum(ANALYTICS_PROVIDERS, 'plausible, umami ou matomo est attendu').optional(),
  ),
  ANALYTICS_SCRIPT_URL: optional.refine((value) => {
    if (value === undefined) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'l’adresse https du script de mesure d’audience est attendue, p. ex. https://plausible.io/js/script.js'),
  ANALYTICS_SITE_ID: optional,
});

/**
 * The analytics the environment names (null when ANALYTICS_PROVIDER and the others are unset), or the problems,
 * one French sentence per variable as lib/server/config.ts writes them.
 * @param {Record<string, string | undefined>} env
 * @returns {{ analytics: Analytics | null, problems: string[] }}
 */
export function parseAnalytics(env) {
  const received = (/** @type {string} */ name) =>
    env[name] === undefined ? '' : ` (valeur reçue : « ${env[name]} »)`;
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} : ${issue.message}${received(name)}`;
    });
    return { analytics: null, problems };
  }
  const { ANALYTICS_PROVIDER: provider, ANALYTICS_SCRIPT_URL: scriptUrl, ANALYTICS_SITE_ID: siteId } = parsed.data;
  if (!provider) {
    const stray = [scriptUrl && 'ANALYTICS_SCRIPT_URL', siteId && 'ANALYTICS_SITE_ID'].filter(Boolean).join(' et ');
    return {
      analytics: null,
      problems: stray
        ? [`ANALYTICS_PROVIDER : plausible, umami ou matomo est attendu lorsque ${stray} est défini`]
        : [],
    };
  }
  const problems = [];
  if (!scriptUrl)
    problems.push(
      `ANALYTICS_SCRIPT_URL : l’adresse https du script est attendue lorsque ANALYTICS_PROVIDER=${provider}`,
    );
  const { pattern, expected } = SITE_IDS[provider];
  if (!siteId || !pattern.test(siteId))
    problems.push(`ANALYTICS_SITE_ID : ${expected}${received('ANALYTICS_SITE_ID')}`);
  if (problems.length > 0 || !scriptUrl || !siteId) return { analytics: null, problems };
  const url = new URL(scriptUrl);
  return { analytics: { provider, scriptUrl: url.href, origin: url.origin, siteId }, problems: [] };
}

/**
 * The analytics of `env`, or null; throws, naming each bad variable (the build and the server stop).
 * @param {Record<string, string | undefined>} env
 * @returns {Analytics | null}
 */
export function readAnalytics(env) {
  const { analytics, problems } = parseAnalytics(env);
  if (problems.length > 0)
    throw new Error(`Configuration invalide :\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  return analytics;
}
