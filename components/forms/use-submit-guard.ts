'use client';

import { useRef, useState } from 'react';

/** One send at a time: a second submit while one is on its way is ignored. */
export function useSubmitGuard() {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const guarded = async (send: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await send();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };
  return { submitting, guarded };
}
