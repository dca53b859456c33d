import { StaffDoor } from '@/components/equipe/staff-door';

/**
 * notFound() in the back-office (an unknown lead, comment or address): a short answer inside its layout,
 * with a plain link back (the public 404's search and sections belong to the public site).
 */
export default function StaffNotFound() {
  return (
    <StaffDoor title="Page introuvable">
      <p className="mb-4">Cette adresse n’existe pas dans l’espace équipe, ou ce qu’elle désignait a été effacé.</p>
      <a href="/equipe" className="font-semibold text-copper-dark underline">
        Retour au tableau de bord
      </a>
    </StaffDoor>
  );
}
