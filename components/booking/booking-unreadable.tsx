import { NoticePage } from '@/components/ui/notice-page';

/** The answer to an appointment link while the database cannot be read: the same link works again later. */
export function BookingUnreadable() {
  return (
    <NoticePage kicker="Rendez-vous" title="Service momentanément indisponible">
      <p>Votre rendez-vous n’a pas pu être lu. Veuillez réessayer dans quelques minutes avec le même lien.</p>
    </NoticePage>
  );
}
