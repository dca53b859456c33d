import { GOAL_EMAIL_CLICK, GOAL_ESTIMATOR_USED, GOAL_PHONE_CLICK, GOAL_QUOTE_SENT, trackGoal } from './track-goal';

/** The analytics scripts' own globals (Plausible, Umami, Matomo), as the browser would hold them once loaded. */
type Globals = { plausible?: unknown; umami?: unknown; _paq?: unknown };
const page = window as unknown as Globals;

afterEach(() => {
  delete page.plausible;
  delete page.umami;
  delete page._paq;
});

describe('trackGoal', () => {
  it('does nothing, and throws nothing, when no analytics script is on the page', () => {
    expect(() => trackGoal(GOAL_QUOTE_SENT)).not.toThrow();
  });

  it('sends the goal to Plausible', () => {
    const plausible = jest.fn();
    page.plausible = plausible;
    trackGoal(GOAL_PHONE_CLICK);
    expect(plausible).toHaveBeenCalledWith('Clic téléphone');
  });

  it('sends the goal to Umami', () => {
    const track = jest.fn();
    page.umami = { track };
    trackGoal(GOAL_ESTIMATOR_USED);
    expect(track).toHaveBeenCalledWith('Estimateur utilisé');
  });

  it('queues the goal for Matomo as a conversion event, before or after its script has loaded', () => {
    const queue: unknown[][] = [];
    page._paq = queue;
    trackGoal(GOAL_EMAIL_CLICK);
    expect(queue).toEqual([['trackEvent', 'Conversion', 'Clic e-mail']]);
  });

  it('never lets a failing script break the visitor’s action', () => {
    page.plausible = () => {
      throw new Error('script bloqué');
    };
    expect(() => trackGoal(GOAL_QUOTE_SENT)).not.toThrow();
  });
});
