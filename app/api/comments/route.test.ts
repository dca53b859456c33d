/** @jest-environment node */
import { POST } from './route';
import { postRequest } from '@/test/server/support';
import { routeEnv } from '@/test/server/route-env';
import { getArticles } from '@/lib/content';
import { listComments } from '@/features/comments/server/store';
import { getStorage } from '@/lib/server/db/storage';

routeEnv({ prefix: 'leads-comments-', env: () => ({ RATE_LIMIT_MAX: '0' }) });
const slug = getArticles()[0]?.slug ?? 'missing';
const valid = {
  articleSlug: slug,
  nom: 'Léa',
  email: 'lea@example.ch',
  message: 'Merci pour ces conseils 👍',
  website: '',
};

const comment = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  POST(postRequest('/api/comments', typeof body === 'string' ? body : JSON.stringify(body), headers));

describe('POST /api/comments', () => {
  it('stores the comment as pending and answers 201 with the moderation message', async () => {
    const response = await comment(valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      success: true,
      message: 'Merci\u00a0! Votre commentaire apparaîtra après modération.',
    });
    const [stored] = await listComments(await getStorage());
    expect(stored).toMatchObject({
      articleSlug: slug,
      nom: 'Léa',
      message: 'Merci pour ces conseils 👍',
      status: 'pending',
    });
  });

  it('answers the same to a filled honeypot but stores the comment as spam', async () => {
    const response = await comment({ ...valid, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    const [stored] = await listComments(await getStorage());
    expect(stored?.status).toBe('spam');
  });

  it('422 with errors by field for missing fields, a bad e-mail or an unknown article', async () => {
    const missing = await comment({ articleSlug: slug });
    expect(missing.status).toBe(422);
    const body = (await missing.json()) as { success: boolean; errors: Record<string, string> };
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'message', 'nom']);
    expect((await comment({ ...valid, email: 'lea@' })).status).toBe(422);
    const unknown = await comment({ ...valid, articleSlug: 'article-inexistant' });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { errors: Record<string, string> }).errors.articleSlug).toBe('Article inconnu.');
    expect((await comment({ ...valid, message: 'x'.repeat(3001) })).status).toBe(422);
  });

  it('415 without JSON and 400 for broken JSON', async () => {
    expect((await comment(valid, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await comment('{', { 'content-type': 'application/json' })).status).toBe(400);
  });
});

describe('POST /api/comments from an article without script', () => {
  const navigation = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    'sec-fetch-mode': 'navigate',
  };
  const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

  it('stores the comment with its reply wish (a checkbox says « on ») and sends the browser to its page (303)', async () => {
    const response = await comment(form({ ...valid, message: 'Sans script', notifyReply: 'on' }), navigation);
    expect([response.status, response.headers.get('location')]).toEqual([
      303,
      `/commentaires/envoi?article=${slug}&prevenu=1`,
    ]);
    const stored = (await listComments(await getStorage())).find((entry) => entry.message === 'Sans script');
    expect(stored).toMatchObject({ articleSlug: slug, status: 'pending' });
    const [wish] = await (
      await getStorage()
    ).db
      .selectFrom('comments')
      .select(['notify_reply', 'reply_notice_key'])
      .where('id', '=', stored?.id ?? 0)
      .execute();
    expect(Boolean(wish?.notify_reply)).toBe(true);
    expect(wish?.reply_notice_key).toMatch(/^[\w-]{32}$/);
  });

  it('sends a refusal to the same page with the code and the fields, and stores nothing', async () => {
    const response = await comment(form({ articleSlug: slug, nom: 'Léa', email: 'lea@', message: '' }), navigation);
    expect(response.headers.get('location')).toBe(
      `/commentaires/envoi?erreur=champs&champs=email%2Cmessage&article=${slug}`,
    );
    const unknown = await comment(form({ ...valid, articleSlug: '../../etc' }), navigation);
    expect(unknown.headers.get('location')).toBe('/commentaires/envoi?erreur=champs');
  });
});
