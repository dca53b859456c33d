import 'server-only';
import { randomBytes } from 'node:crypto';
import { officeHours, type OfficeKey } from '@/content/office-hours';
import { addDays, wallClock } from '@/lib/zoned-time';
import { site } from '@/content/site';
import type { OpenDatabase } from '@/lib/server/db/database';
import { getStorage } from '@/lib/server/db/storage';
import { isoText, onStorage } from '@/lib/server/db/storage-call';
import { API_MESSAGES, jsonResponse, serviceUnavailable } from '@/lib/server/http/request';
import { isOfficeKey } from '@/content/office-hours';
import { bookingEvent, calendarFile } from './ics';
import { listBookings, eventCounts } from './week';

/**
 * Each office's calendar feed: a secret address staff subscribe to in Outlook or Google Calendar,
 * /api/agenda/<token>.ics. The token (32 random bytes) is the only key, so drawing a new one revokes the old
 * address at once; a calendar polls it and gets the office's appointments, for the office (the visitor's
 * contact in each), from 30 days back.
 */

/** How far back the feed goes: last month's visits stay in the calendar for reference. */
export const FEED_PAST_DAYS = 30;

export interface Feed {
  office: OfficeKey;
  token: string;
  createdAt: string;
  createdBy: string | null;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const feedUrl = (token: string) => `${site.url}/api/agenda/${token}.ics`;
export const feedName = (office: OfficeKey) => `${site.name} – rendez-vous de ${officeHours[office].office.city}`;

export function listFeeds(storage: OpenDatabase): Promise<Partial<Record<OfficeKey, Feed>>> {
  return onStorage(storage, 'Lecture', async (db) => {
    const rows = await db.selectFrom('booking_feeds').selectAll().execute();
    const feeds: Partial<Record<OfficeKey, Feed>> = {};
    for (const row of rows) {
      if (!isOfficeKey(row.office)) continue;
      feeds[row.office] = {
        office: row.office,
        token: row.token,
        createdAt: isoText(row.created_at),
        createdBy: row.created_by,
      };
    }
    return feeds;
  });
}

/** Draws the office's address, replacing (so revoking) the one it had. */
export function renewFeed(storage: OpenDatabase, office: OfficeKey, by: string, now: Date): Promise<Feed> {
  const feed = { office, token: randomBytes(32).toString('base64url'), createdAt: now.toISOString(), createdBy: by };
  return onStorage(storage, 'Écriture', async (db) => {
    await db
      .insertInto('booking_feeds')
      .values({ office, token: feed.token, created_at: feed.createdAt, created_by: by })
      .onConflict((oc) =>
        oc.column('office').doUpdateSet({ token: feed.token, created_at: feed.createdAt, created_by: by }),
      )
      .execute();
    return feed;
  });
}

/** The office a token opens, or null (unknown, revoked, or not a token at all: then not looked up). */
export function feedOffice(storage: OpenDatabase, token: string): Promise<OfficeKey | null> {
  if (!TOKEN.test(token)) return Promise.resolve(null);
  return onStorage(storage, 'Lecture', async (db) => {
    const row = await db.selectFrom('booking_feeds').select('office').where('token', '=', token).executeTakeFirst();
    return row && isOfficeKey(row.office) ? row.office : null;
  });
}

/** The office's calendar: its appointments not cancelled from FEED_PAST_DAYS ago on, as METHOD:PUBLISH. */
export async function feedCalendar(storage: OpenDatabase, office: OfficeKey, now: Date): Promise<string> {
  const since = addDays(wallClock(now, officeHours[office].timeZone).day, -FEED_PAST_DAYS);
  const bookings = (await listBookings(storage, { office, from: since })).filter(
    (booking) => booking.status !== 'annule',
  );
  const counts = await eventCounts(
    storage,
    bookings.map((booking) => booking.id),
  );
  // The SEQUENCE of its last e-mail: a calendar holding both the invitation and the feed keeps one version.
  const events = bookings.map((booking) => bookingEvent(booking, Math.max(0, (counts.get(booking.id) ?? 1) - 1), true));
  return calendarFile(events, { method: 'PUBLISH', calName: feedName(office) });
}

/** GET /api/agenda/<token>[.ics]: the calendar, or 404 in the API's JSON for anything else. */
export async function handleFeedGet(_request: Request, tokenParam: string): Promise<Response> {
  const token = tokenParam.replace(/\.ics$/, '');
  try {
    const storage = await getStorage();
    const office = await feedOffice(storage, token);
    if (!office) return jsonResponse(404, { success: false, message: API_MESSAGES.notFound });
    return new Response(await feedCalendar(storage, office, new Date()), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `inline; filename="rendez-vous-${office}.ics"`,
        // The address is a secret: no shared cache keeps a copy, and no search engine lists it.
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex, nofollow',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    console.error('[agenda] lecture du calendrier impossible:', error);
    return serviceUnavailable();
  }
}
