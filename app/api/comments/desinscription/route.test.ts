/** @jest-environment node */
import { POST as postComment } from '../route';
import { GET, POST } from './route';
import { postRequest } from '@/test/server/support';
import { routeEnv } from '@/test/server/route-env';
import { getArticles } from '@/lib/content';
import { getStorage } from '@/lib/server/db/storage';

/** « Me prévenir d’une réponse » as the comment form sends it, and the notice's « ne plus être prévenu ». */

routeEnv({ prefix: 'leads-reply-notice-', env: () => ({ RATE_LIMIT_MAX: '0' }) });
const valid = {
  articleSlug: getArticles()[0]?.slug ?? 'missing',
  nom: 'Léa',
  email: 'lea@example.ch',
  message: 'Prévenez-moi',
  website: '',
};

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const wishOf = async (email: string) =>
  (await getStorage()).db
    .selectFrom('comments')
    .select(['notify_reply', 'reply_notice_key'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
const stop = (token: string, headers: Record<string, string> = form) =>
  POST(postRequest(`/api/comments/desinscription?token=${token}`, 'List-Unsubscribe=One-Click', headers));

it('stores the wish with a key only when the form says true', async () => {
  for (const [email, notifyReply] of [
    ['oui@example.ch', true],
    ['texte@example.ch', 'true'],
    ['non@example.ch', false],
  ] as const) {
    const response = await postComment(
      postRequest('/api/comments', JSON.stringify({ ...valid, email, notifyReply }), json),
    );
    expect(response.status).toBe(201);
  }
  expect(await wishOf('oui@example.ch')).toMatchObject({
    notify_reply: 1,
    reply_notice_key: expect.stringMatching(/^[\w-]{32}$/),
  });
  expect(await wishOf('texte@example.ch')).toEqual({ notify_reply: 0, reply_notice_key: null });
  expect(await wishOf('non@example.ch')).toEqual({ notify_reply: 0, reply_notice_key: null });
});

it('withdraws the wish with the link’s key: a browser goes back to the page, a mail program reads text', async () => {
  const { reply_notice_key: key } = await wishOf('oui@example.ch');
  const browser = await stop(key ?? '', { ...form, accept: 'text/html' });
  expect(browser.status).toBe(303);
  expect(browser.headers.get('location')).toBe('/commentaires/desinscription?etat=arrete');
  expect((await wishOf('oui@example.ch')).notify_reply).toBe(0);

  const mailProgram = await stop(key ?? '');
  expect(mailProgram.status).toBe(200);
  expect(await mailProgram.text()).toBe('Vous ne serez plus prévenu des réponses à ce commentaire.');
});

it('refuses a forged key (400) and says an unknown one is gone (404); a GET changes nothing (405)', async () => {
  const forged = await stop('<script>');
  expect(forged.status).toBe(400);
  expect(await forged.text()).toBe('Lien invalide.');
  const unknown = await stop('z'.repeat(32));
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toBe('Ce commentaire n’existe plus.');
  expect((await GET()).status).toBe(405);
});
