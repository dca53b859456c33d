/** Said wherever a price from the guide is shown: the figure is a guide, the quote is what commits. */
export function IndicativeNote({ className }: { className?: string }) {
  return (
    <p className={className ?? 'text-sm text-muted'}>
      <strong className="text-anthracite">Une estimation indicative, pas un devis.</strong> Elle repose sur nos
      fourchettes de prix habituelles&nbsp;; le prix réel dépend de votre terrasse, des fixations et des options
      choisies. Notre devis est gratuit et sans engagement.
    </p>
  );
}
