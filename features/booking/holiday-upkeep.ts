import 'server-only';
import { getStorage } from '@/lib/server/db/storage';
import type { OpenDatabase } from '@/lib/server/db/database';
import { preloadHolidays } from './server/availability';

/** How often the server looks whether a day has passed; the load itself runs once a day. */
const CHECK_EVERY_MS = 60 * 60_000;

interface UpkeepState {
  /** The UTC day of the last load that went through. */
  loadedDay: string | null;
  running: boolean;
  timer: NodeJS.Timeout | null;
}
const stateKey = Symbol.for('lumina-terrasses.holiday-upkeep');
const holder = globalThis as unknown as Record<symbol, UpkeepState | undefined>;
/** Shared by every bundle of the process (Next bundles routes and instrumentation apart). */
const state: UpkeepState = (holder[stateKey] ??= { loadedDay: null, running: false, timer: null });

/**
 * Loads the public holidays that have come within two years (preloadHolidays), at most once a day: the check
 * is a comparison of days in memory, so the hourly timer costs nothing; a load that fails (database down) is
 * tried again at the next check. Resolves true when it loaded.
 */
export async function keepHolidaysLoaded(
  now = new Date(),
  open: () => Promise<OpenDatabase> = () => getStorage(),
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  if (state.loadedDay === day || state.running) return false;
  state.running = true;
  try {
    const added = await preloadHolidays(await open(), now);
    state.loadedDay = day;
    if (added > 0) console.info(`[rendez-vous] ${added} jour(s) férié(s) ajouté(s) aux fermetures des bureaux`);
    return true;
  } catch (error) {
    console.error('[rendez-vous] jours fériés non chargés, nouvel essai dans une heure :', error);
    return false;
  } finally {
    state.running = false;
  }
}

/** At server start (start.ts): a load now, then a look every hour. */
export function startHolidayUpkeep() {
  void keepHolidaysLoaded();
  if (state.timer) return;
  state.timer = setInterval(() => void keepHolidaysLoaded(), CHECK_EVERY_MS);
  state.timer.unref();
}
