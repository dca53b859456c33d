/**
 * The phone and e-mail link clicks counted per day and page: shared by the page's
 * listener (features/conversions/contact-clicks.ts) and the endpoint that counts them (features/conversions/server/clicks-handler.ts). The event is
 * the link's scheme without its colon.
 */
export const CLICK_EVENTS = ['tel', 'mailto'] as const;
export type ClickEvent = (typeof CLICK_EVENTS)[number];
export const CLICK_ENDPOINT = '/api/clics';
