/** How the report writes figures: KB of 1,024 bytes, rounded milliseconds and scores, verdicts, Markdown tables. */

export const KB = 1024;
export const kb = (bytes) => (bytes == null ? '–' : `${(bytes / KB).toFixed(1)}`);
export const ms = (value) => (value == null ? '–' : `${Math.round(value)}`);
export const cls = (value) => (value == null ? '–' : value.toFixed(2));
export const num = (value) => (value == null ? '–' : `${Math.round(value)}`);
export const pct = (value) => (value == null ? '–' : `${Math.round(value * 100)} %`);
export const verdict = (ok) => (ok === null ? 'N/A' : ok ? 'PASS' : 'MISS');

export function table(headers, rows) {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map((header, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export function duration(ms) {
  const minutes = Math.round(ms / 60000);
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}
