'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { withStaff } from '@/lib/server/staff/action';
import { personalDataAddress } from './address';
import { erasePersonalData } from './personal-data';

const PAGE = '/equipe/donnees-personnelles';

/**
 * « Effacer toutes les données »: runs only when the address is typed a second time (`confirmation`),
 * then deletes everything stored for it; erasePersonalData records the erasure (counts, no address).
 * The page shows the counts from the query string of the 303.
 */
export async function erase(form: FormData): Promise<void> {
  const address = personalDataAddress(form.get('email'));
  const erased = await withStaff(async (staff, storage) => {
    if (!address) redirect(PAGE);
    if (personalDataAddress(form.get('confirmation')) !== address) {
      redirect(`${PAGE}?email=${encodeURIComponent(address)}&erreur=confirmation#effacer`);
    }
    return erasePersonalData(storage, address, { actor: staff.email });
  });
  const counts = new URLSearchParams(Object.entries(erased).map(([key, value]) => [key, String(value)]));
  redirect(`${PAGE}?efface=1&${counts}`);
}
