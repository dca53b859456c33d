import 'server-only';

/** What a staff page's query and a route's URLSearchParams give: a name may stand once, several times or not. */
export type Params = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, trimmed; '' when absent. */
export const first = (params: Params, name: string) => {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real YYYY-MM-DD day (2025-02-30 is not). */
export const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`));
