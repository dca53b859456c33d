/**
 * Where a lead stands against its first-contact due time, for the back-office's words and colours.
 * Pure: the lead's times and the present come in, so the list, the lead page and tests read the same.
 */
export type ContactClock =
  | { state: 'contacted'; at: string; afterMs: number }
  | { state: 'overdue'; dueAt: string; lateMs: number }
  | { state: 'due'; dueAt: string }
  /** Stored as spam: no due time. */
  | { state: 'none' };

export function contactClock(
  lead: { createdAt: string; dueAt: string | null; firstContactAt: string | null },
  now: Date,
): ContactClock {
  if (lead.firstContactAt) {
    return {
      state: 'contacted',
      at: lead.firstContactAt,
      afterMs: Date.parse(lead.firstContactAt) - Date.parse(lead.createdAt),
    };
  }
  if (!lead.dueAt) return { state: 'none' };
  const late = now.getTime() - Date.parse(lead.dueAt);
  return late > 0 ? { state: 'overdue', dueAt: lead.dueAt, lateMs: late } : { state: 'due', dueAt: lead.dueAt };
}

/** « 45 min », « 2 h 05 », « 3 j 4 h »: a delay as staff say it. */
export function frenchDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes}\u00a0min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}\u00a0h\u00a0${String(minutes % 60).padStart(2, '0')}`;
  const days = Math.floor(hours / 24);
  return `${days}\u00a0j${hours % 24 ? `\u00a0${hours % 24}\u00a0h` : ''}`;
}
