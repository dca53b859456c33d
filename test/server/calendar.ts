import ICAL from 'ical.js';

/**
 * A received e-mail read as a mail client reads it: its MIME tree split at the boundaries, each leaf
 * decoded, and its calendar invitation parsed by ical.js, another library than the one that wrote it. No
 * `server-only` here, so that a Playwright spec can use it on what its SMTP server received.
 */

export interface MailPart {
  /** Header names lower-cased, folded lines joined. */
  headers: Record<string, string>;
  /** The body, transfer encoding undone, as UTF-8 text with the lines ending in \n. */
  text: string;
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const blank = /\r?\n\r?\n/.exec(raw);
  const head = blank ? raw.slice(0, blank.index) : raw;
  const body = blank ? raw.slice(blank.index + blank[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decode(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** The leaves of a MIME message, in order. */
export function mailParts(raw: string): MailPart[] {
  const { headers, body } = split(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) {
    return [{ headers, text: decode(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n') }];
  }
  // Between the preamble and the closing « --boundary-- » (whose remainder starts with « -- »).
  const chunks = body.split(`--${boundary}`).slice(1);
  return chunks
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => mailParts(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
}

/** The plain-text body of an e-mail. */
export const plainTextOf = (raw: string) =>
  mailParts(raw).find((part) => /^text\/plain/i.test(part.headers['content-type'] ?? 'text/plain'))?.text ?? '';

/** An .ics attachment's file name and content, and the method its text/calendar part announces. */
export function calendarPartsOf(raw: string): { filename: string | null; ics: string; method: string | null }[] {
  const parts = mailParts(raw);
  const inline = parts.find((part) => /^text\/calendar/i.test(part.headers['content-type'] ?? ''));
  return parts
    .filter((part) => /\.ics"?\s*$/i.test(part.headers['content-disposition'] ?? part.headers['content-type'] ?? ''))
    .map((part) => ({
      filename: /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1] ?? null,
      ics: part.text,
      method: /method=([A-Z]+)/i.exec(inline?.headers['content-type'] ?? '')?.[1]?.toUpperCase() ?? null,
    }));
}

export interface ParsedInvitation {
  method: string;
  uid: string;
  sequence: number;
  /** ISO instants (UTC). */
  start: string;
  end: string;
  status: string;
  summary: string;
  location: string;
  description: string;
  /** `mailto:` addresses (the scheme is case-insensitive), as RFC 5546 names the people of a REQUEST. */
  organizer: string;
  attendees: { address: string; name: string; partstat: string }[];
}

/** The one event of an .ics file, read by ical.js. */
export function readInvitation(ics: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('aucun VEVENT dans le calendrier');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: String(vevent.getFirstPropertyValue('status') ?? ''),
    summary: event.summary,
    location: event.location,
    description: event.description,
    organizer: String(vevent.getFirstPropertyValue('organizer') ?? '').replace(/^mailto:/i, 'mailto:'),
    attendees: vevent.getAllProperties('attendee').map((attendee) => ({
      address: String(attendee.getFirstValue()).replace(/^mailto:/i, 'mailto:'),
      name: String(attendee.getParameter('cn') ?? ''),
      partstat: String(attendee.getParameter('partstat') ?? ''),
    })),
  };
}
