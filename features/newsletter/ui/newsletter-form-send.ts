import { newsletterSignup } from '@/content/newsletter';
import { notify } from '@/lib/notify';

/**
 * What the footer's newsletter form does once the visitor sends: loaded then, so none of it weighs on the first
 * load of every page (the footer is on all of them).
 */

export const NEWSLETTER_NETWORK_ERROR = 'L’inscription n’a pas pu être enregistrée. Veuillez réessayer.';

/**
 * Checks the address, then posts it as JSON where the form itself posts without script; each outcome is told in
 * a toast. `onSending` runs once the address is valid. True when the request was accepted (the e-mail with the
 * confirmation link is on its way).
 */
export async function sendNewsletterSignup(form: HTMLFormElement, email: string, onSending: () => void) {
  const { NEWSLETTER_MESSAGES, newsletterSchema } = await import('@/lib/contact-schema');
  const parsed = newsletterSchema.safeParse({ email });
  if (!parsed.success) {
    void notify('error', 'Adresse e-mail invalide', { description: NEWSLETTER_MESSAGES.invalid });
    return false;
  }
  onSending();
  try {
    const response = await fetch(form.getAttribute('action') ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(parsed.data),
    });
    const answer = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
    if (response.ok && answer?.success) {
      void notify('success', newsletterSignup.sentTitle, {
        description: answer.message ?? NEWSLETTER_MESSAGES.success,
      });
      form.reset();
      return true;
    }
    if (answer && answer.success === false && answer.message) {
      void notify('error', 'Erreur', { description: answer.message });
      return false;
    }
    throw new Error(`Réponse inattendue du serveur (HTTP ${response.status})`);
  } catch (error) {
    console.error('Erreur lors de l’inscription à la newsletter:', error);
    void notify('error', 'Erreur', { description: NEWSLETTER_NETWORK_ERROR });
    return false;
  }
}
