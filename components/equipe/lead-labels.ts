import type { MailKind, OutboxStatus } from '@/lib/server/db/tables';

/** French words of the back-office for stored states. */
export const MAIL_STATUS_LABELS: Record<OutboxStatus, string> = {
  sent: 'envoyé',
  pending: 'en attente',
  failed: 'échec',
};

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  company: 'E-mail à l’entreprise',
  ack: 'Accusé de réception au visiteur',
  reminder: 'Rappel : demande en retard',
  'comment-moderation': 'Avis de commentaire à modérer',
  'comment-reply': 'Avis de réponse au commentateur',
  'newsletter-confirmation': 'Confirmation d’inscription à la newsletter',
  'crm-webhook': 'Envoi au CRM (webhook)',
  'lead-reply': 'Réponse au visiteur',
  'staff-link': 'Lien de mot de passe (équipe)',
  'staff-lock': 'Alerte : connexion bloquée (équipe)',
  'booking-visitor': 'Rendez-vous : e-mail au visiteur',
  'booking-office': 'Rendez-vous : e-mail au bureau',
  'crm-booking': 'Rendez-vous : envoi au CRM (webhook)',
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'lead.status': 'Statut de suivi changé',
  'lead.note': 'Note ajoutée',
  'lead.assign': 'Responsable changé',
  'lead.not-spam': 'Sortie des spams',
  'lead.resend': 'E-mail renvoyé',
  'lead.reply': 'Réponse envoyée au visiteur',
  'template.edit': 'Modèle de réponse modifié',
  'leads.export': 'Export CSV',
  'staff.add': 'Compte créé',
  'staff.remove': 'Compte retiré (ses sessions sont fermées)',
  'staff.invite': 'Collègue invité',
  'staff.invite.resend': 'Invitation renvoyée (le lien précédent ne fonctionne plus)',
  'staff.invite.revoke': 'Invitation retirée',
  'staff.lock': 'Connexion bloquée après des mots de passe erronés',
  'staff.unlock': 'Connexion débloquée',
  'staff.password': 'Mot de passe choisi ou changé',
  'staff.totp.on': 'Double authentification activée',
  'staff.totp.off': 'Double authentification désactivée',
  'staff.sessions.revoke': 'Déconnexion de toutes ses sessions',
  'comment.moderate': 'Commentaire modéré',
  'comment.reply': 'Réponse publiée',
  'subscribers.export': 'Export CSV des abonnés',
  'personal-data.export': 'Données personnelles consultées',
  'personal-data.erase': 'Données personnelles effacées',
  'booking.confirm': 'Rendez-vous confirmé',
  'booking.move': 'Rendez-vous déplacé',
  'booking.cancel': 'Rendez-vous annulé',
  'bookings.export': 'Export CSV des rendez-vous',
  'booking-hours.add': 'Plage de rendez-vous ajoutée',
  'booking-hours.edit': 'Plage de rendez-vous modifiée',
  'booking-hours.delete': 'Plage de rendez-vous supprimée',
  'booking-closure.add': 'Jour fermé aux rendez-vous',
  'booking-closure.delete': 'Jour rouvert aux rendez-vous',
  'booking-feed.renew': 'Adresse d’agenda créée',
};

export const TARGET_LABELS: Record<string, string> = {
  lead: 'Demande',
  comment: 'Commentaire',
  staff: 'Compte',
  subscriber: 'Abonné',
  'personal-data': 'Données personnelles',
  template: 'Modèle de réponse',
  booking: 'Rendez-vous',
  'booking-hours': 'Plage de rendez-vous',
  'booking-closure': 'Jour fermé',
  'booking-feed': 'Agenda du bureau',
};
