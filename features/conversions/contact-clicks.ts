import { CLICK_ENDPOINT, type ClickEvent } from './click-events';
import { GOAL_EMAIL_CLICK, GOAL_PHONE_CLICK, trackGoal } from '@/lib/track-goal';

/**
 * One listener on the document counts clicks on phone and e-mail links: the event
 * and the page's path go to POST /api/clics with sendBeacon, which survives the navigation to the
 * dialler or the mail program. Nothing else is sent, nothing is stored in the browser; the optional
 * analytics get the same click as a goal. Returns the listener's removal.
 */
export function countContactClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href^="tel:"],a[href^="mailto:"]');
    if (!link) return;
    // 'tel:' or 'mailto:', without the colon.
    const e = link.protocol.slice(0, -1) as ClickEvent;
    navigator.sendBeacon?.(CLICK_ENDPOINT, JSON.stringify({ e, p: location.pathname }));
    trackGoal(e === 'tel' ? GOAL_PHONE_CLICK : GOAL_EMAIL_CLICK);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
