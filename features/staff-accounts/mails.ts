import 'server-only';
import { site } from '@/content/site';
import { frenchDateTime } from '@/lib/zurich-time';
import { isoText } from '@/lib/server/db/storage-call';
import { domainOf, GoneError, oneLine, subjectOf, type Composer } from '@/lib/server/mail/transport';

/** The page of the link: the one `npm run back-office -- staff add` prints. */
export const passwordLinkOf = (token: string) => `${site.url}/equipe/mot-de-passe?token=${encodeURIComponent(token)}`;

/**
 * A one-time password link to a staff member (kind `staff-link`, staff/password-links.ts): an invitation
 * from a colleague, or the answer to « Mot de passe oublié ? ». Null once the link has expired: its row is
 * deleted then, token and all, and nothing is sent (a dead link would only puzzle).
 */
export const composeStaffLink: Composer = async (storage, row, { config, now }) => {
  const link = await subjectOf(storage, 'staff_link_mails', row.staffLinkId);
  if (!link) throw new GoneError(`lien de mot de passe ${row.staffLinkId} introuvable`);
  const expiresAt = isoText(link.expires_at);
  if (Date.parse(expiresAt) <= now.getTime()) {
    await storage.db.deleteFrom('staff_link_mails').where('id', '=', link.id).execute();
    return null;
  }
  const invited = link.purpose === 'invitation';
  const name = oneLine(link.name);
  return {
    from: config.mailFrom,
    to: { name, address: link.email },
    subject: invited
      ? `Votre accès à l’espace équipe – ${site.name}`
      : `Choisir un nouveau mot de passe – ${site.name}`,
    messageId: `<${row.messageId ?? `staff-link-${row.id}`}@${domainOf(config.mailFrom)}>`,
    text: [
      `Bonjour ${name},`,
      '',
      invited
        ? `${oneLine(link.invited_by ?? 'Un collègue')} vous a ouvert un compte dans l’espace équipe de ${site.name} (${link.email}).`
        : `Vous avez demandé à choisir un nouveau mot de passe pour l’espace équipe de ${site.name} (${link.email}).`,
      'Choisissez votre mot de passe sur cette page (lien à usage unique) :',
      '',
      passwordLinkOf(link.token),
      '',
      `Ce lien est valable jusqu’au ${frenchDateTime(expiresAt)}.`,
      invited
        ? `Ensuite, connectez-vous sur ${site.url}/equipe/connexion.`
        : 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe actuel reste valable.',
    ].join('\n'),
  };
};
