/**
 * What the site notes of a visit for the company, in one module that pages load once idle, outside
 * their first-load JS: the visit's source, the click count of phone and e-mail links, what a form sends of
 * them, and the optional analytics' goals. Nothing here is needed to show or use a page.
 */
export { countContactClicks } from '../features/conversions/contact-clicks';
export { trackGoal } from './track-goal';
export { rememberVisitSource } from './visit-source';
export { visitSourceFields } from './visit-source-fields';
