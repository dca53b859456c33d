/**
 * Where the contact form's toasts sit (features/quote/ui/contact-toast.tsx, top-right under the header; across the
 * top on phones), and how far below the top of the screen the lasting confirmation of a sent request is brought so
 * that the success toast never covers its heading or its reference. Kept apart from the toaster so the
 * form can read it without loading sonner.
 */
export const TOAST_OFFSET = { top: 88, right: 16 } as const;
/** sonner's own layout below 600 px: the toast spans the screen's width. */
export const TOAST_PHONE_OFFSET = { top: 80, right: 16, left: 16 } as const;
/** The success toast's height, with its « Réserver une visite » link, on a 390 px phone (about 190 px), and a gap. */
const TOAST_HEIGHT = 200;
export const TOAST_CLEARANCE = TOAST_OFFSET.top + TOAST_HEIGHT + 16;
