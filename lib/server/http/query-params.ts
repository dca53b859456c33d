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
export const isDay = (value: string) => {
  if (!DAY.test(value)) return false;
  // V8 reads 2025-02-30 as 2 March: the day must come back as written.
  const noon = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === value;
};
