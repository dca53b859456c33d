'use client';
import { useEffect } from 'react';

/** Brings the element with this id into view once (the e-mail's link carries `?id=`, not a fragment). */
export function ScrollIntoView({ targetId }: { targetId: string }) {
  useEffect(() => {
    document.getElementById(targetId)?.scrollIntoView({ block: 'center' });
  }, [targetId]);
  return null;
}
