import 'server-only';
import { GoneError, type Composer } from './transport';

/** Appointment e-mails (issue 23): written in the next step; until then nothing is queued by the site. */
export const composeBookingVisitor: Composer = async (_storage, row) => {
  throw new GoneError(`rendez-vous : événement ${row.bookingEventId} (e-mail à écrire)`);
};
export const composeBookingOffice: Composer = composeBookingVisitor;
