import 'server-only';
import { getStorage } from '@/lib/server/db/storage';
import { REPLY_NOTICE_PAGE } from '@/lib/paths';
import { isReplyNoticeKey, replyNoticeState, stopReplyNotices } from './store';

export type ReplyNoticePageState = 'actif' | 'arrete' | 'inconnu' | 'invalide' | 'indisponible';

/** What the page shows for a link's key, read now (opening the link changes nothing). */
export async function replyNoticePageState(key: string | undefined): Promise<ReplyNoticePageState> {
  if (!isReplyNoticeKey(key)) return 'invalide';
  try {
    return await replyNoticeState(await getStorage(), key);
  } catch (error) {
    console.error('[comments] lien « ne plus être prévenu » non vérifié:', error);
    return 'indisponible';
  }
}

/**
 * POST /commentaires/desinscription?token=… (config/rewrites.mjs sends a form POST of the page here): the
 * page's button, or a mail program's one-click (RFC 8058), without a session: the key is the authority.
 * A browser (Accept: text/html) goes back to the page with the outcome; a mail program gets plain text.
 */
export async function handleReplyNoticeStopPost(request: Request): Promise<Response> {
  const browser = /\btext\/html\b/.test(request.headers.get('accept') ?? '');
  const answer = (status: number, etat: ReplyNoticePageState, text: string) =>
    browser
      ? new Response(null, { status: 303, headers: { Location: `${REPLY_NOTICE_PAGE}?etat=${etat}` } })
      : new Response(text, {
          status,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        });
  const key = new URL(request.url).searchParams.get('token');
  if (!isReplyNoticeKey(key)) return answer(400, 'invalide', 'Lien invalide.');
  try {
    const found = await stopReplyNotices(await getStorage(), key);
    return found
      ? answer(200, 'arrete', 'Vous ne serez plus prévenu des réponses à ce commentaire.')
      : answer(404, 'inconnu', 'Ce commentaire n’existe plus.');
  } catch (error) {
    console.error('[comments] arrêt des avis de réponse NON enregistré:', error);
    return answer(503, 'indisponible', 'Service momentanément indisponible, veuillez réessayer.');
  }
}
