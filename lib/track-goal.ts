/**
 * The four conversions sent as goals to the optional analytics (ANALYTICS_PROVIDER,
 * docs/operations.md « Analytics »): the names the company declares as goals (Plausible, Umami) or as events
 * (Matomo, category « Conversion »).
 */
export const GOAL_QUOTE_SENT = 'Devis envoyé';
export const GOAL_ESTIMATOR_USED = 'Estimateur utilisé';
export const GOAL_PHONE_CLICK = 'Clic téléphone';
export const GOAL_EMAIL_CLICK = 'Clic e-mail';
// One constant each (not an object), so that a bundle carries only the names its component sends.
export type Goal =
  typeof GOAL_QUOTE_SENT | typeof GOAL_ESTIMATOR_USED | typeof GOAL_PHONE_CLICK | typeof GOAL_EMAIL_CLICK;

type AnalyticsGlobals = {
  plausible?: (name: string) => void;
  umami?: { track: (name: string) => void };
  _paq?: { push: (command: unknown[]) => void };
};

/**
 * Sends a goal to whichever analytics script the page loaded, through its own global; without one
 * (unset, blocked, not yet loaded) it does nothing. The provider's script is the only code that talks
 * to it: no library is bundled here. A failing script never breaks the page's own action.
 */
export function trackGoal(name: Goal): void {
  const page = window as AnalyticsGlobals;
  try {
    page.plausible?.(name);
    page.umami?.track(name);
    page._paq?.push(['trackEvent', 'Conversion', name]);
  } catch {
    // The visitor's action has happened; the measure of it is not worth an error.
  }
}
