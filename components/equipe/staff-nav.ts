/** The back-office's sections. */
export const STAFF_NAV: readonly { href: string; label: string }[] = [
  { href: '/equipe', label: 'Tableau de bord' },
  { href: '/equipe/demandes', label: 'Demandes' },
  { href: '/equipe/rendez-vous', label: 'Rendez-vous' },
  { href: '/equipe/conversions', label: 'Conversions' },
  { href: '/equipe/modeles', label: 'Modèles de réponse' },
  { href: '/equipe/commentaires', label: 'Commentaires' },
  { href: '/equipe/abonnes', label: 'Abonnés' },
  { href: '/equipe/donnees-personnelles', label: 'Données personnelles' },
  { href: '/equipe/journal', label: 'Journal' },
  { href: '/equipe/securite', label: 'Équipe et sécurité' },
];
