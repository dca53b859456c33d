import { COMMENT_STATUSES, type CommentStatus } from '@/lib/server/db/tables';
import { terminalJson } from '@/lib/terminal-text';
import { listComments, moderateComment, ReplyRefusedError, replyToComment } from '@/features/comments/server/store';
import { fail, option, parseId, say, shorten, type Subcommand } from './subcommand';

const isCommentStatus = (value: string | undefined): value is CommentStatus =>
  (COMMENT_STATUSES as readonly string[]).includes(value ?? '');

const comments: Subcommand = async (args, { storage }) => {
  const status = option(args, '--status');
  if (status !== undefined && !isCommentStatus(status)) {
    return fail(`Statut inconnu : ${status} (${COMMENT_STATUSES.join(', ')})`);
  }
  const found = await listComments(storage, { status, limit: 200 });
  if (args.includes('--json')) console.log(terminalJson(found));
  else if (found.length === 0) say('Aucun commentaire.');
  else
    for (const c of found) {
      const author = c.isStaffReply
        ? `réponse de l’entreprise au n° ${c.parentId}`
        : `${shorten(c.nom, 60)} <${shorten(c.email, 60)}>`;
      say(`#${c.id}  ${c.createdAt.slice(0, 16).replace('T', ' ')}  [${c.status}]  ${c.articleSlug}  ${author}`);
      say(`      ${shorten(c.message, 100)}`);
    }
};

const moderate: Subcommand = async (args, { storage }) => {
  const id = parseId(args[0]);
  const status = args[1];
  if (!id || !isCommentStatus(status)) {
    return fail('Usage : npm run back-office -- moderate <id> approved|rejected|spam');
  }
  if (!(await moderateComment(storage, id, status, 'commande'))) return fail(`Commentaire n° ${id} introuvable.`);
  say(`Commentaire n° ${id} : ${status}.`);
};

const reply: Subcommand = async (args, { storage }) => {
  const id = parseId(args[0]);
  if (!id || args[1] === undefined) return fail('Usage : npm run back-office -- reply <id> "texte de la réponse"');
  try {
    const { reply: published, approvedComment } = await replyToComment(
      storage,
      id,
      args.slice(1).join(' '),
      'commande',
    );
    say(
      `Réponse n° ${published.id} publiée sous le commentaire n° ${id}${approvedComment ? ', commentaire approuvé' : ''}.`,
    );
  } catch (error) {
    if (error instanceof ReplyRefusedError) return fail(error.message);
    throw error;
  }
};

/** The blog's comments: the moderation list, a decision, the company's public reply. */
export const COMMENT_COMMANDS = { comments, moderate, reply } satisfies Record<string, Subcommand>;
