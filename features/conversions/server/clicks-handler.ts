import 'server-only';
import { z } from 'zod';
import { site } from '@/content/site';
import { CLICK_EVENTS } from '@/features/conversions/click-events';
import { categoryKeys, getArticles, productKeys } from '@/lib/content';
import { sitemapRoutes } from '@/lib/sitemap';
import { readConfig } from '@/lib/server/config';
import { clientIp } from '@/lib/server/http/client-ip';
import {
  API_MESSAGES,
  BodyTooLargeError,
  jsonResponse,
  readJson,
  serviceUnavailable,
  tooManyRequests,
  unexpectedError,
} from '@/lib/server/http/request';
import { reserveSlot, withinLimit } from '@/lib/server/http/rate-limit';
import { crossSiteRefusal } from '@/lib/server/http/same-origin';
import { getStorage } from '@/lib/server/db/storage';
import { countClick } from './clicks-store';

/** A click is `{"e":"tel","p":"/products/pergola-toile"}`, some 50 bytes: anything much larger is not one. */
export const MAX_CLICK_BODY = 512;

/** The public pages, as the sitemap derives them from content: a click counts only on one of them. */
const knownPages: ReadonlySet<string> = new Set(
  sitemapRoutes({ categoryKeys, productKeys, articles: getArticles(), updatedAt: site.contentUpdatedAt }).map(
    (route) => route.path,
  ),
);

const clickSchema = z.strictObject({
  e: z.enum(CLICK_EVENTS),
  p: z.string().refine((page) => knownPages.has(page)),
});

export const CLICK_MESSAGES = {
  notText: 'Format de requête non pris en charge\u00a0: texte ou JSON attendu.',
  invalid: 'Clic refusé\u00a0: événement ou page inconnus.',
} as const;

/** sendBeacon sends a string as text/plain (a JSON type would need a CORS preflight): both are read. */
const isTextOrJson = (request: Request) =>
  /^(text\/plain|application\/json)\s*(;|$)/i.test(request.headers.get('content-type') ?? '');

/**
 * POST /api/clics `{ e, p }`, sent by features/conversions/contact-clicks.ts when a visitor clicks a phone or e-mail
 * link: one more click on that page today. Answers 204 and nothing else stored; a cross-site post
 * 403, another type 415, an oversized body 413, any other body 400, too many clicks from one
 * address 429 (six times the contact allowance: clicks are cheap, but not free).
 */
export async function handleClickPost(request: Request): Promise<Response> {
  try {
    const crossSite = crossSiteRefusal(request);
    if (crossSite) return crossSite;
    if (!isTextOrJson(request)) return jsonResponse(415, { success: false, message: CLICK_MESSAGES.notText });
    const config = readConfig();
    const ip = clientIp(request.headers, config.trustProxy);
    const slot = await reserveSlot('clics', ip, config.rateLimitMax * 6, config);
    return await withinLimit(slot, tooManyRequests, async () => {
      let body: unknown;
      try {
        body = await readJson(request, MAX_CLICK_BODY);
      } catch (error) {
        if (error instanceof BodyTooLargeError)
          return jsonResponse(413, { success: false, message: API_MESSAGES.tooLargeJson });
        return jsonResponse(400, { success: false, message: API_MESSAGES.malformed });
      }
      const click = clickSchema.safeParse(body);
      if (!click.success) return jsonResponse(400, { success: false, message: CLICK_MESSAGES.invalid });
      try {
        await countClick(await getStorage(config), { event: click.data.e, page: click.data.p });
      } catch (error) {
        console.error('[clics] clic NON compté (stockage indisponible):', error);
        return serviceUnavailable();
      }
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
    });
  } catch (error) {
    console.error('[clics] erreur inattendue:', error);
    return unexpectedError();
  }
}
