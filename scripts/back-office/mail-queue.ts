import { mailConfigured } from '@/lib/server/config';
import { requeueOutbox } from '@/lib/server/mail/queue-store';
import { processOutbox, stopOutboxWorker } from '@/lib/server/mail/sender';
import { fail, say, type Subcommand } from './subcommand';

/** `retry-outbox`: pending and failed e-mails queued again, then one pass of the queue, now. */
const retryOutbox: Subcommand = async (_args, { config, storage }) => {
  const requeued = await requeueOutbox(storage, new Date());
  say(
    `${requeued} e-mail(s) en attente ou en échec remis en file (ceux qu’un serveur envoie en ce moment ne sont pas touchés).`,
  );
  if (!mailConfigured(config)) {
    return fail('SMTP_URL ou MAIL_TO non configuré : rien n’a été envoyé (les e-mails restent en file).');
  }
  // Every kind of e-mail (leads, comments, newsletter): one queue, one pass.
  const result = await processOutbox({ config, storage });
  stopOutboxWorker();
  say(`Envoyés : ${result.sent}, à réessayer : ${result.retried}, en échec : ${result.failed}.`);
  if (result.retried + result.failed > 0) process.exitCode = 2;
};

export const MAIL_QUEUE_COMMANDS = { 'retry-outbox': retryOutbox } satisfies Record<string, Subcommand>;
