/**
 * The back-office's sections. Issue 14 adds « Commentaires », « Abonnés » and « Données
 * personnelles » here (moderation, newsletter, personal-data requests).
 */
export const STAFF_NAV: readonly { href: string; label: string }[] = [
  { href: '/equipe', label: 'Tableau de bord' },
  { href: '/equipe/demandes', label: 'Demandes' },
  { href: '/equipe/journal', label: 'Journal' },
  { href: '/equipe/securite', label: 'Sécurité' },
];
