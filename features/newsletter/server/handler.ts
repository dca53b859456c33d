import 'server-only';
import { newsletterSignup } from '@/content/newsletter';
import { NEWSLETTER_MESSAGES, fieldErrorsOf, newsletterSchema } from '@/lib/contact-schema';
import { clientIp } from '@/lib/server/http/client-ip';
import { nudgeMailQueue } from '@/lib/server/mail/nudge';
import { readConfig } from '@/lib/server/config';
import { jsonResponse } from '@/lib/server/http/request';
import { handleJsonPost, storeOrUnavailable } from '@/lib/server/http/json-endpoint';
import { newsletterSecret } from './secret';
import { confirmSubscription, requestSubscription, unsubscribe } from '../subscriptions';
import { isUnsubscribeKey } from './tokens';
import { crossSiteRefusal } from '@/lib/server/http/same-origin';
import { getStorage } from '@/lib/server/db/storage';
import { problemOf } from '@/lib/server/http/form-problems';
import { pageWith } from '@/lib/server/http/see-other';
import { NEWSLETTER_SIGNUP_PAGE } from '@/lib/paths';

const MAX_BODY = 4 * 1024;

/**
 * POST /api/newsletter `{ email }` (JSON, or the footer's form posted without script, answered by a 303 to
 * /newsletter/inscription): a request for the double opt-in (store.ts). The
 * answer is the same whether the address was unknown, pending or subscribed already, so the
 * endpoint does not tell who subscribed; the confirmation e-mail goes to the address owner only.
 */
export function handleNewsletterPost(request: Request): Promise<Response> {
  return handleJsonPost(request, {
    name: 'newsletter',
    maxBody: MAX_BODY,
    // Twice the contact allowance: subscribing is cheap and idempotent.
    rateLimitMax: (config) => config.rateLimitMax * 2,
    handle: async (body, { config, ip }) => {
      const parsed = newsletterSchema.safeParse(body);
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error);
        return jsonResponse(422, { success: false, message: errors.email ?? NEWSLETTER_MESSAGES.invalid, errors });
      }
      const secret = newsletterSecret(config);
      return storeOrUnavailable(
        config,
        '[newsletter] inscription',
        (storage) =>
          requestSubscription(storage, {
            email: parsed.data.email,
            consentText: newsletterSignup.consent,
            ip,
            secret,
          }),
        () => {
          void nudgeMailQueue();
          return jsonResponse(200, { success: true, message: NEWSLETTER_MESSAGES.success });
        },
      );
    },
    pageOf: ({ status, body }) =>
      pageWith(NEWSLETTER_SIGNUP_PAGE, { etat: body?.success ? 'envoyee' : problemOf(status, body?.message) }),
  });
}

const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location } });
const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token');

/**
 * POST /api/newsletter/confirmation?token=… from the button of /newsletter/confirmation (a GET of
 * the link changes nothing: mail scanners open links). Answers 303 to the page, which says how it went.
 */
export async function handleConfirmationPost(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  try {
    const config = readConfig();
    const state = await confirmSubscription(
      await getStorage(config),
      tokenOf(request),
      newsletterSecret(config),
      clientIp(request.headers, config.trustProxy),
    );
    return redirect(
      `/newsletter/confirmation?etat=${state === 'confirmed' ? 'confirmee' : state === 'expired' ? 'expiree' : 'invalide'}`,
    );
  } catch (error) {
    console.error('[newsletter] confirmation NON enregistrée:', error);
    return redirect('/newsletter/confirmation?etat=indisponible');
  }
}

/**
 * POST /newsletter/desinscription?token=… (next.config.mjs sends a form POST of that page here):
 * the one-click unsubscription of RFC 8058, posted by mail programs from the List-Unsubscribe
 * header without a session or an Origin of this site, and the page's own button. The token is the
 * authority. A browser (Accept: text/html) is sent back to the page; a mail program gets 200.
 */
export async function handleUnsubscribePost(request: Request): Promise<Response> {
  const browser = /\btext\/html\b/.test(request.headers.get('accept') ?? '');
  const answer = (status: number, etat: string, text: string) =>
    browser
      ? redirect(`/newsletter/desinscription?etat=${etat}`)
      : new Response(text, {
          status,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        });
  const key = tokenOf(request);
  if (!isUnsubscribeKey(key)) return answer(400, 'invalide', 'Lien de désinscription invalide.');
  try {
    await unsubscribe(await getStorage(), key);
    // Unknown or already removed: the address is not on the list either way.
    return answer(200, 'desinscrit', 'Désinscription enregistrée.');
  } catch (error) {
    console.error('[newsletter] désinscription NON enregistrée:', error);
    return answer(503, 'indisponible', 'Service momentanément indisponible, veuillez réessayer.');
  }
}
