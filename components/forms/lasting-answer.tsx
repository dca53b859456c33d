import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * The lasting answer to a sent form, in the form's place (the quote request's, the booked appointment's). It keeps
 * the form's height up to one screen, and the page is scrolled to its top with its heading focused: a long phone
 * form does not leave a screen of blank below the answer, and what follows moves only outside the screen (no
 * visible shift). For client components only (it scrolls and focuses once shown).
 */
export function LastingAnswer({
  title,
  height,
  testId,
  headingLevel: Heading = 'h3',
  scrollMargin,
  children,
}: {
  title: string;
  /** The heading's level in the page (the form's section is under an h2 on /contact, the page's h1 on /rendez-vous). */
  headingLevel?: 'h2' | 'h3';
  /** The form's height when it was sent (0 when unknown). */
  height: number;
  testId: string;
  /** How far below the screen's top it is brought (px), when something fixed sits higher than the header. */
  scrollMargin?: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    box.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={box}
      role="status"
      data-testid={testId}
      style={{ minHeight: height ? `min(${height}px, 100svh)` : undefined, scrollMarginTop: scrollMargin }}
      className="flex scroll-mt-28 flex-col items-start justify-start gap-4"
    >
      <Heading ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {title}
      </Heading>
      {children}
    </div>
  );
}
