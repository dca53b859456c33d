import type { ErasureSummary } from '@/features/personal-data/erasure-summary';

/** What an erasure deleted, in the words of the command's summary. */
export const ERASURE_LABELS: Record<keyof ErasureSummary, string> = {
  leads: 'demande(s) de devis',
  attachments: 'pièce(s) jointe(s)',
  leadEmails: 'e-mail(s) de demandes',
  comments: 'commentaire(s)',
  replies: 'réponse(s) de l’entreprise à ces commentaires',
  subscriptions: 'inscription(s) à la newsletter',
  communityEmails: 'e-mail(s) de commentaires ou de newsletter',
  bookings: 'rendez-vous (avec leur historique et leurs e-mails)',
};
