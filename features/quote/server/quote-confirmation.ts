import 'server-only';
import { dueInWords } from '@/lib/due-words';
import type { Country } from '@/lib/project-details';
import { readConfig } from '@/lib/server/config';
import { getStorage } from '@/lib/server/db/storage';
import { bookingSecret, readLeadBookingToken } from '@/features/quote/booking-link';
import { firstContactDue, officeOfCountry } from '../due';
import { getLead } from '../leads';

export interface QuoteConfirmation {
  reference: number;
  /** When the first contact is due, in words (« d’ici demain 11 h »), as the script's confirmation says it; null once past. */
  callBack: string | null;
  pays: Country | null;
}

/**
 * What the confirmation page of a quote posted without script says, read from the request its booking token
 * names; null for a missing, forged or expired token, or a database that does not answer (the page then
 * confirms without details: the request was stored, or kept in the journal, before the browser got there).
 */
export async function quoteConfirmation(
  token: string | undefined,
  now = new Date(),
): Promise<QuoteConfirmation | null> {
  const config = readConfig();
  const read = readLeadBookingToken(bookingSecret(config), token, now);
  if (!read.ok) return null;
  try {
    const lead = await getLead(await getStorage(config), read.leadId);
    if (!lead) return null;
    const pays = lead.project.pays;
    // A spam has no due time stored; its page must not differ from a real request's.
    const due = lead.dueAt ? new Date(lead.dueAt) : firstContactDue(new Date(lead.createdAt), pays);
    const callBack = due > now ? dueInWords(due, now, officeOfCountry(pays)) : null;
    return { reference: lead.id, callBack, pays };
  } catch {
    return null;
  }
}
