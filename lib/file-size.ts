/** A file's size as the company reads it, in French (« 820 Ko », « 1,5 Mo »): the lead e-mail and the back-office. */
export function humanSize(size: number): string {
  return size >= 1024 * 1024
    ? `${String(Math.round((size / 1024 / 1024) * 10) / 10).replace('.', ',')}\u00a0Mo`
    : `${Math.max(1, Math.round(size / 1024))}\u00a0Ko`;
}
