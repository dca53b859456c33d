import { erasePersonalData } from '@/lib/server/privacy/personal-data';
import { ADDRESS_REFUSED, personalDataAddress } from '@/lib/server/privacy/address';
import { readForm, seeOther, staffRoute, wantsJson } from '@/lib/server/staff/route';
import { STAFF_MESSAGES, staffJson } from '@/lib/server/staff/guard';
import { getStorage } from '@/lib/server/db/storage';

/**
 * « Effacer toutes les données »: runs only when the address is typed a second time (`confirmation`),
 * then deletes everything stored for it; erasePersonalData records the erasure (counts, no address).
 * The page shows the counts from the query string of the 303.
 */
export const dynamic = 'force-dynamic';

const CONFIRMATION_REFUSED = 'Confirmation manquante\u00a0: retapez l’adresse exactement pour effacer ses données.';

export async function POST(request: Request) {
  return staffRoute(request, { mutation: true }, async (staff) => {
    const form = await readForm(request);
    if (!form) return staffJson(400, { success: false, message: STAFF_MESSAGES.malformed });
    const address = personalDataAddress(form.get('email'));
    if (!address)
      return staffJson(422, { success: false, message: ADDRESS_REFUSED, errors: { email: ADDRESS_REFUSED } });
    if (personalDataAddress(form.get('confirmation')) !== address) {
      if (wantsJson(request)) {
        return staffJson(422, {
          success: false,
          message: CONFIRMATION_REFUSED,
          errors: { confirmation: CONFIRMATION_REFUSED },
        });
      }
      return seeOther(`/equipe/donnees-personnelles?email=${encodeURIComponent(address)}&erreur=confirmation#effacer`);
    }
    const erased = await erasePersonalData(await getStorage(), address, { actor: staff.email });
    if (wantsJson(request)) return staffJson(200, { success: true, message: 'Données effacées.', erased });
    const counts = new URLSearchParams(Object.entries(erased).map(([key, value]) => [key, String(value)]));
    return seeOther(`/equipe/donnees-personnelles?efface=1&${counts}`);
  });
}
