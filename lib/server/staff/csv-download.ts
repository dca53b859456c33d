import 'server-only';
import { zurichDay } from '@/lib/zurich-time';
import { NO_STORE } from './guard';

/** The headers of a back-office CSV download, `name-<today>.csv`. */
export const csvDownloadHeaders = (name: string) => ({
  ...NO_STORE,
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}-${zurichDay()}.csv"`,
  'X-Content-Type-Options': 'nosniff',
});
