import clsx from 'clsx';
import type { DeliveryWords } from '@/lib/delivery-words';

/** An e-mail's state in words (lib/delivery-words.ts), red only when something really went wrong. */
export function DeliveryLine({ label, delivery }: { label?: string; delivery: DeliveryWords }) {
  return (
    <p
      data-testid="delivery-state"
      className={clsx('break-words', delivery.tone === 'problem' && 'font-medium text-error-dark')}
    >
      {label ? <>{label}&nbsp;: </> : null}
      {delivery.text}
    </p>
  );
}
