'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { whenNearViewport } from '@/lib/near-viewport';
import type { EstimatorProps } from './estimator';

/**
 * Shows `children` (the server-rendered link to the quote form) until the section comes near the viewport, then
 * imports the estimator and puts it in their place: pages carrying the estimator do not pay for its JavaScript
 * on their first load. Without JavaScript the children stay.
 */
export function EstimatorLoader({ children, ...props }: EstimatorProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [Estimator, setEstimator] = useState<ComponentType<EstimatorProps> | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return whenNearViewport(element, 400, () => {
      import('./estimator')
        .then((module) => setEstimator(() => module.Estimator))
        .catch((error: unknown) => console.error('Estimateur non chargé:', error));
    });
  }, []);

  return (
    <div
      ref={ref}
      data-testid="estimator"
      data-ready={Estimator ? 'true' : undefined}
      // While it loads, the estimator's height (measured empty at 390, 768 and 1440 px) is kept, so that what
      // follows does not jump when it arrives; only where scripts run, so the no-JS page has no gap.
      className={
        Estimator
          ? undefined
          : '[@media(scripting:enabled)]:min-h-[60rem] sm:[@media(scripting:enabled)]:min-h-[42rem] lg:[@media(scripting:enabled)]:min-h-[26rem]'
      }
    >
      {Estimator ? <Estimator {...props} /> : children}
    </div>
  );
}
