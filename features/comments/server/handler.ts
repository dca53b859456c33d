import 'server-only';
import { COMMENT_SUCCESS_MESSAGE, CONTACT_MESSAGES, commentSchema, fieldErrorsOf } from '@/lib/contact-schema';
import { getArticle, getArticles } from '@/lib/content';
import { publishedComments, publishedCounts, storeComment } from './store';
import { nudgeMailQueue } from '@/lib/server/mail/nudge';
import { jsonResponse, serviceUnavailable } from '@/lib/server/http/request';
import { handleJsonPost, storeOrUnavailable } from '@/lib/server/http/json-endpoint';
import { getStorage } from '@/lib/server/db/storage';
import { problemOf } from '@/lib/server/http/form-problems';
import { pageWith } from '@/lib/server/http/see-other';
import { COMMENT_SENT_PAGE } from '@/lib/paths';

const MAX_BODY = 32 * 1024;

/**
 * POST /api/comments `{ articleSlug, nom, email, message, notifyReply, website }` from the blog's
 * comment form (JSON, or the form posted without script, answered by a 303 to /commentaires/envoi). Comments are stored for moderation (status 'pending') and the moderators
 * (MAIL_TO) get an e-mail with a link to the back-office; nothing is published automatically.
 * A filled honeypot (`website`) gets the same answer and is stored with status 'spam', unannounced.
 */
export function handleCommentPost(request: Request): Promise<Response> {
  return handleJsonPost(request, {
    name: 'comments',
    maxBody: MAX_BODY,
    rateLimitMax: (config) => config.rateLimitMax,
    handle: async (body, { config, ip }) => {
      const parsed = commentSchema.safeParse(withFormWish(body));
      const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
      if (parsed.success && !getArticle(parsed.data.articleSlug)) errors.articleSlug = 'Article inconnu.';
      if (!parsed.success || errors.articleSlug) {
        return jsonResponse(422, { success: false, message: CONTACT_MESSAGES.invalid, errors });
      }
      const { website, notifyReply, ...comment } = parsed.data;
      return storeOrUnavailable(
        config,
        '[comments] commentaire',
        (storage) =>
          storeComment(storage, {
            ...comment,
            notifyReply: notifyReply === true,
            status: website ? 'spam' : 'pending',
            ip,
          }),
        () => {
          void nudgeMailQueue();
          return jsonResponse(201, { success: true, message: COMMENT_SUCCESS_MESSAGE });
        },
      );
    },
    pageOf: ({ status, body, posted }) => {
      const article =
        typeof posted?.articleSlug === 'string' && getArticle(posted.articleSlug) ? posted.articleSlug : null;
      if (body?.success) {
        return pageWith(COMMENT_SENT_PAGE, { article, prevenu: withFormWish(posted).notifyReply ? '1' : null });
      }
      const problem = problemOf(status, body?.message);
      const fields = Object.keys(body?.errors ?? {}).filter((name) => COMMENT_FIELDS.includes(name));
      return pageWith(COMMENT_SENT_PAGE, {
        erreur: problem,
        champs: problem === 'champs' ? fields.join(',') : null,
        article,
      });
    },
  });
}

/** The fields a refusal may name on its page, in the form's order. */
export const COMMENT_FIELDS = ['nom', 'email', 'message'];

/** A checkbox posted by a browser says « on »; the script sends true. */
function withFormWish(body: unknown): Record<string, unknown> {
  const values = { ...(body as Record<string, unknown>) };
  if (values.notifyReply === 'on') values.notifyReply = true;
  return values;
}

/**
 * The published comments change only on moderation: browsers and proxies may keep an answer a
 * minute, then serve it while they fetch the next one (nginx passes /api/ to Next untouched).
 */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';

const publicJson = (body: unknown) => Response.json(body, { headers: { 'Cache-Control': PUBLIC_CACHE } });

/** GET /api/comments?article=<slug>: the article's published comments with their replies, oldest first. */
export async function handleCommentsGet(request: Request): Promise<Response> {
  const slug = new URL(request.url).searchParams.get('article') ?? '';
  if (!slug) {
    return jsonResponse(400, { success: false, message: 'Paramètre « article » manquant (slug de l’article).' });
  }
  if (!getArticle(slug)) return jsonResponse(404, { success: false, message: 'Article inconnu.' });
  try {
    const comments = await publishedComments(await getStorage(), slug);
    const count = comments.reduce((total, comment) => total + 1 + comment.replies.length, 0);
    return publicJson({ article: slug, count, comments });
  } catch (error) {
    console.error('[comments] lecture des commentaires publiés impossible:', error);
    return serviceUnavailable();
  }
}

/** GET /api/comments/counts: the number of published comments (replies included) of every article. */
export async function handleCommentCountsGet(): Promise<Response> {
  try {
    const stored = await publishedCounts(await getStorage());
    const counts = Object.fromEntries(getArticles().map((article) => [article.slug, stored[article.slug] ?? 0]));
    return publicJson({ counts });
  } catch (error) {
    console.error('[comments] lecture du nombre de commentaires impossible:', error);
    return serviceUnavailable();
  }
}
