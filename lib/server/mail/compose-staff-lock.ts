import 'server-only';
import { site } from '@/content/site';
import { frenchDateTime } from '@/lib/zurich-time';
import { isoText, withBackOffice } from '../db/backoffice-tables';
import { domainOf, GoneError, oneLine, type Composer } from './transport';

/**
 * A staff account's sign-in locked after wrong passwords (kind `staff-lock`, staff/sign-in-budget.ts): one
 * e-mail per incident to the account's owner and ALERT_TO. It says how many tries and until when, never
 * a password tried (the site does not keep them) nor where the tries came from.
 */
export const composeStaffLock: Composer = async (storage, row, { config }) => {
  const alert = await storage.db
    .selectFrom('staff_lock_alerts')
    .selectAll()
    .where('id', '=', row.staffLockAlertId ?? -1)
    .executeTakeFirst();
  if (!alert) throw new GoneError(`alerte de connexion ${row.staffLockAlertId} introuvable`);
  const owner = await withBackOffice(storage.db)
    .selectFrom('auth_user')
    .select(['email', 'name'])
    .where('email', '=', alert.email)
    .executeTakeFirst();
  const to = [
    ...(owner ? [{ name: oneLine(owner.name), address: owner.email }] : []),
    ...config.alertTo.filter((address) => address !== owner?.email),
  ];
  // The account was removed since and no one else is to be told: nothing to send.
  if (to.length === 0) return null;
  const until = frenchDateTime(isoText(alert.locked_until));
  return {
    from: config.mailFrom,
    to,
    subject: `Connexion bloquée après ${alert.failures} mots de passe erronés – ${site.name}`,
    messageId: `<${row.messageId ?? `staff-lock-${row.id}`}@${domainOf(config.mailFrom)}>`,
    text: [
      owner ? `Bonjour ${oneLine(owner.name)},` : 'Bonjour,',
      '',
      `La connexion par mot de passe au compte ${alert.email} de l’espace équipe de ${site.name} est bloquée jusqu’au ${until}, après ${alert.failures} mots de passe erronés d’affilée.`,
      '',
      'Si c’était vous : attendez la fin du blocage, demandez à un collègue de le lever (Équipe et sécurité, « Débloquer »), ou choisissez un nouveau mot de passe avec « Mot de passe oublié ? » sur la page de connexion, ce qui le lève aussi.',
      '',
      'Si ce n’était pas vous : quelqu’un essaie de deviner ce mot de passe. Il n’a pas été trouvé. Choisissez-en un nouveau, long et unique, et activez la double authentification (Équipe et sécurité) : sans le code de votre application, un mot de passe deviné ne suffit pas.',
      '',
      `Connexion : ${site.url}/equipe/connexion`,
    ].join('\n'),
  };
};
