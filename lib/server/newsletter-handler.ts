import 'server-only';
import { NEWSLETTER_MESSAGES, fieldErrorsOf, newsletterSchema } from '@/lib/contact-schema';
import { jsonResponse } from './http';
import { handleJsonPost, storeOrUnavailable } from './json-endpoint';

const MAX_BODY = 4 * 1024;

/**
 * POST /api/newsletter `{ email }`: idempotent per address (lower-cased); a new and a
 * known address get the same answer, so the endpoint does not reveal who subscribed.
 */
export function handleNewsletterPost(request: Request): Promise<Response> {
  return handleJsonPost(request, {
    name: 'newsletter',
    maxBody: MAX_BODY,
    // Twice the contact allowance: subscribing is cheap and idempotent.
    rateLimitMax: (config) => config.rateLimitMax * 2,
    handle: async (body, { config }) => {
      const parsed = newsletterSchema.safeParse(body);
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error);
        return jsonResponse(422, { success: false, message: errors.email ?? NEWSLETTER_MESSAGES.invalid, errors });
      }
      return storeOrUnavailable(
        config,
        '[newsletter] inscription',
        (repository) => repository.addSubscriber(parsed.data.email),
        () => jsonResponse(200, { success: true, message: NEWSLETTER_MESSAGES.success }),
      );
    },
  });
}
