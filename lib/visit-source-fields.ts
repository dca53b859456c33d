import { SOURCE_KEY } from './visit-source';

/** What a form sends: the visit's source (lib/visit-source.ts), the page of the form and the kind of screen. */
export function visitSourceFields(): [string, string][] {
  let stored: Record<string, string> = {};
  try {
    stored = (JSON.parse(sessionStorage.getItem(SOURCE_KEY) ?? '{}') as Record<string, string> | null) ?? {};
  } catch {
    // Storage refused: the page and the screen still go.
  }
  return [
    ...Object.entries(stored).filter(([, value]) => value),
    ['form_page', location.pathname],
    // Below Tailwind's md breakpoint (768 px), as the layout itself tells phones apart.
    ['device', innerWidth < 768 ? 'mobile' : 'desktop'],
  ];
}
