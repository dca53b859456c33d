import 'server-only';
import { COMMENT_SUCCESS_MESSAGE, CONTACT_MESSAGES, commentSchema, fieldErrorsOf } from '@/lib/contact-schema';
import { getArticle } from '@/lib/content';
import { jsonResponse } from './http';
import { handleJsonPost, storeOrUnavailable } from './json-endpoint';

const MAX_BODY = 32 * 1024;

/**
 * POST /api/comments `{ articleSlug, nom, email, message, website }` from the blog's
 * comment form. Comments are stored for moderation (status 'pending'); nothing is
 * published automatically. A filled honeypot (`website`) gets the same answer and
 * is stored with status 'spam'.
 */
export function handleCommentPost(request: Request): Promise<Response> {
  return handleJsonPost(request, {
    name: 'comments',
    maxBody: MAX_BODY,
    rateLimitMax: (config) => config.rateLimitMax,
    handle: async (body, { config, ip }) => {
      const parsed = commentSchema.safeParse(body);
      const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
      if (parsed.success && !getArticle(parsed.data.articleSlug)) errors.articleSlug = 'Article inconnu.';
      if (!parsed.success || errors.articleSlug) {
        return jsonResponse(422, { success: false, message: CONTACT_MESSAGES.invalid, errors });
      }
      const { website, ...comment } = parsed.data;
      return storeOrUnavailable(
        config,
        '[comments] commentaire',
        (repository) => repository.addComment({ ...comment, status: website ? 'spam' : 'pending', ip }),
        () => jsonResponse(201, { success: true, message: COMMENT_SUCCESS_MESSAGE }),
      );
    },
  });
}
