import 'server-only';
import Bowser from 'bowser';

/** A lead's browser string in staff's words, « Téléphone · iOS · Safari », read by bowser (kept up to date upstream). */

const DEVICE_WORDS: Record<string, string> = {
  mobile: 'Téléphone',
  tablet: 'Tablette',
  desktop: 'Ordinateur',
  tv: 'Télévision',
  bot: 'Robot',
};

/** Device type · system · browser, each left out when unknown; null when nothing is recognised (staff read the raw string). */
export function browserInWords(userAgent: string | null): string | null {
  if (!userAgent?.trim()) return null;
  const { platform, os, browser } = Bowser.parse(userAgent);
  const words = [
    platform.type ? DEVICE_WORDS[platform.type] : undefined,
    os.name,
    // « Samsung Internet for Android » on an Android line says Android twice.
    browser.name?.replace(/ for Android$/, ''),
  ].filter((word): word is string => Boolean(word));
  return words.length > 0 ? words.join(' · ') : null;
}
