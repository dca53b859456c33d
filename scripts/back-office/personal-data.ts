import { RETENTION } from '@/content/retention';
import { retentionCutoffs } from '@/lib/retention';
import { terminalJson } from '@/lib/terminal-text';
import { purgeUnconfirmed } from '@/features/newsletter/subscriptions';
import { erasePersonalData, exportPersonalData, isEmpty } from '@/features/personal-data/server/personal-data';
import { purgeExpired } from '@/features/personal-data/server/purge';
import { fail, say, type Subcommand } from './subcommand';

/** `personal-data export|erase`: a person's right of access, and their erasure. */
const personalData: Subcommand = async (args, { storage }) => {
  const [action, email] = args;
  if ((action !== 'export' && action !== 'erase') || !email?.includes('@')) {
    return fail('Usage : npm run back-office -- personal-data export|erase <email>');
  }
  if (action === 'export') {
    const data = await exportPersonalData(storage, email);
    console.log(terminalJson(data));
    if (isEmpty(data)) console.error(`Aucune donnée enregistrée pour ${data.email}.`);
    return;
  }
  const erased = await erasePersonalData(storage, email, { actor: 'commande' });
  say(
    `Effacé : ${erased.leads} demande(s) avec ${erased.attachments} pièce(s) jointe(s) et ${erased.leadEmails} e-mail(s), ` +
      `${erased.comments} commentaire(s) avec ${erased.replies} réponse(s), ${erased.subscriptions} inscription(s) à la newsletter, ` +
      `${erased.communityEmails} e-mail(s) de commentaires ou de newsletter, ${erased.bookings} rendez-vous.`,
  );
};

/** `purge`: what outlived the privacy policy's retention times deleted (--dry-run: counted). */
const purge: Subcommand = async (args, { storage }) => {
  const dryRun = args.includes('--dry-run');
  const cutoffs = retentionCutoffs(new Date());
  const removed = await purgeExpired(storage, { ...cutoffs, dryRun });
  const unconfirmed = await purgeUnconfirmed(storage, cutoffs.subscriptionsBefore, dryRun);
  const verb = dryRun ? 'à supprimer' : 'supprimé(s)';
  say(
    `Demandes reçues avant le ${cutoffs.leadsBefore.toISOString().slice(0, 10)} (${RETENTION.leadYears} ans) : ${removed.leads} ${verb} ; rendez-vous terminés avant cette date : ${removed.bookings} ${verb}.`,
  );
  say(
    `Commentaires refusés ou spam écrits avant le ${cutoffs.commentsBefore.toISOString().slice(0, 10)} (${RETENTION.refusedCommentDays} jours) : ${removed.comments} ${verb}.`,
  );
  say(
    `Inscriptions à la newsletter jamais confirmées, demandées avant le ${cutoffs.subscriptionsBefore.toISOString().slice(0, 10)} (${RETENTION.unconfirmedSubscriptionDays} jours) : ${unconfirmed} ${verb}.`,
  );
};

export const PERSONAL_DATA_COMMANDS = { 'personal-data': personalData, purge } satisfies Record<string, Subcommand>;
