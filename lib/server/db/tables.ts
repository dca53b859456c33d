import 'server-only';
import type { ColumnType, Generated } from 'kysely';

/**
 * The tables as Kysely sees them (created by the migrations, migrator.ts). Where the two databases store a
 * value differently, the type says what each returns; the queries convert on reading (storage-call.ts).
 */

/** ISO 8601 text in SQLite, TIMESTAMPTZ in PostgreSQL (read back as a Date); always written as ISO text. */
type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;
/** INTEGER 0/1 in SQLite, BOOLEAN in PostgreSQL (which accepts 0/1 parameters); written as 0/1. */
type Flag = ColumnType<number | boolean, 0 | 1, 0 | 1>;
/** A flag whose column has a default (left out on insert). */
type DefaultedFlag = ColumnType<number | boolean, 0 | 1 | undefined, 0 | 1>;
/** count(*) comes back as a number from SQLite and as a string (bigint) from PostgreSQL. */
export type Count = number | string | bigint;

/**
 * Every kind of e-mail the site sends, all through the one queue (`outbox`), with the column of what each
 * is about (deleted with it: ON DELETE CASCADE). The database knows the kinds too (table mail_kinds, which
 * outbox.kind references): a new kind is a row inserted by a migration, an entry here, and its composer in
 * lib/server/mail/kinds.ts.
 */
export const MAIL_TARGETS = Object.freeze({
  company: 'lead_id',
  ack: 'lead_id',
  /** The one reminder of a lead left uncontacted past its due time. */
  reminder: 'lead_id',
  'comment-moderation': 'comment_id',
  /** About the staff reply (its comment, the visitor's, is its parent_id). */
  'comment-reply': 'comment_id',
  'newsletter-confirmation': 'subscriber_id',
  /** Not an e-mail: the lead POSTed to the CRM hook, through the same queue. */
  'crm-webhook': 'lead_id',
  /** A staff reply to a lead's visitor: many per lead, so not lead_id (UNIQUE lead_id, kind). */
  'lead-reply': 'reply_id',
  /** A one-time password link to a staff member, invited or having forgotten it. */
  'staff-link': 'staff_link_id',
  /** A staff account's sign-in locked after wrong passwords, to its owner and ALERT_TO. */
  'staff-lock': 'staff_lock_alert_id',
  /** An appointment's event (booked, confirmed, moved, cancelled, reminded) to the visitor. */
  'booking-visitor': 'booking_event_id',
  /** The same event to the office, with the invitation for its calendar. */
  'booking-office': 'booking_event_id',
  /** Not an e-mail: a booking tied to a lead, its « reserve » event POSTed to the CRM hook. */
  'crm-booking': 'booking_event_id',
} as const);
export type MailKind = keyof typeof MAIL_TARGETS;
export type MailTarget = (typeof MAIL_TARGETS)[MailKind];
/** The e-mails of a lead, queued with it (features/quote/leads.ts). */
export type LeadMailKind = 'company' | 'ack';
/** What may be queued with a new lead: its e-mails and, when configured, the CRM hook. */
export type LeadQueueKind = LeadMailKind | 'crm-webhook';
export type OutboxStatus = 'pending' | 'sent' | 'failed';
/** Why a staff member gets a password link. */
export type StaffLinkPurpose = 'invitation' | 'reset';
/** What a visitor books: an on-site visit or a phone call. */
export const BOOKING_KINDS = Object.freeze(['visite', 'appel'] as const);
export type BookingKind = (typeof BOOKING_KINDS)[number];
/** Booked by the visitor, confirmed by staff, or cancelled (by either; a cancelled row frees its seat). */
export type BookingStatus = 'reserve' | 'confirme' | 'annule';
export type BookingEventType = 'reserve' | 'confirme' | 'deplace' | 'annule' | 'rappel';
/** Every state of a comment (the CHECK constraint in migrations/0001-baseline/community.ts). */
export const COMMENT_STATUSES = Object.freeze(['pending', 'approved', 'rejected', 'spam'] as const);
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
/** A status from a query string or a form field. */
export const isCommentStatus = (value: unknown): value is CommentStatus =>
  typeof value === 'string' && (COMMENT_STATUSES as readonly string[]).includes(value);

export interface Database {
  /** Per-database settings; today the salt of the client-address hashes (`ip_salt`). */
  meta: { key: string; value: string };
  leads: {
    id: Generated<number>;
    created_at: Timestamp;
    nom: string;
    prenom: string;
    email: string;
    telephone: string;
    societe: string | null;
    sujet: string;
    message: string;
    produit: string | null;
    ip_hash: string | null;
    user_agent: string | null;
    is_spam: Flag;
    spam_reason: string | null;
    /** Filled in faster than a person types: a lead like any other, flagged for a look. */
    needs_review: Flag;
    /** Idempotency key of a request replayed from the journal; null otherwise. */
    request_key: string | null;
    /** The optional project details; null when not given. */
    largeur_cm: number | null;
    profondeur_cm: number | null;
    pose: string | null;
    code_postal: string | null;
    localite: string | null;
    /** CH or FR, derived from the postcode. */
    pays: string | null;
    delai: string | null;
    contact_prefere: string | null;
    moment_contact: string | null;
    /** The estimate shown by /estimation, and the dimensions it was computed for. */
    estimation_min_chf: number | null;
    estimation_max_chf: number | null;
    estimation_materiau: string | null;
    estimation_largeur_cm: number | null;
    estimation_profondeur_cm: number | null;
    /** Where the lead came from; null when unknown. */
    first_utm_source: string | null;
    first_utm_medium: string | null;
    first_utm_campaign: string | null;
    first_utm_term: string | null;
    first_utm_content: string | null;
    last_utm_source: string | null;
    last_utm_medium: string | null;
    last_utm_campaign: string | null;
    last_utm_term: string | null;
    last_utm_content: string | null;
    /** INTEGER 0/1 on both databases, 0 by default. */
    click_id_present: ColumnType<number, 0 | 1 | undefined, 0 | 1>;
    referrer_host: string | null;
    landing_page: string | null;
    form_page: string | null;
    device: string | null;
    /** When the first contact is due; null for a lead stored as spam. */
    due_at: NullableTimestamp;
    /** The staff member (e-mail) who has the lead; null while nobody has it. */
    owner: string | null;
    /** When a status past « nouveau », or a reply, first reached it: the clock stops. */
    first_contact_at: NullableTimestamp;
  };
  attachments: {
    id: Generated<number>;
    lead_id: number;
    filename: string;
    mime: string;
    size: number;
    bytes: Uint8Array;
  };
  /** The kinds the queue accepts: outbox.kind references it. */
  mail_kinds: { kind: string };
  /** The one mail queue (lib/server/mail/queue-store.ts). */
  outbox: {
    id: Generated<number>;
    /** What the e-mail is about: the column MAIL_TARGETS names for its kind is set, the others are null. */
    lead_id: number | null;
    kind: MailKind;
    status: OutboxStatus;
    attempts: number;
    /** When the row is due; while a sender holds it, the end of its lease. */
    next_attempt_at: Timestamp;
    last_error: string | null;
    sent_at: NullableTimestamp;
    /** The sender holding the row until next_attempt_at; null when none. */
    claimed_by: string | null;
    comment_id: number | null;
    subscriber_id: number | null;
    /** The Message-ID's left part, drawn when queued; null for a lead's e-mails (lead-{id}-{kind}.{store id}). */
    message_id: string | null;
    /** When the e-mail was queued (for a lead's e-mail queued with it, the lead's date). */
    queued_at: Timestamp;
    /** The staff reply of a `lead-reply` e-mail. */
    reply_id: number | null;
    /** The password link of a `staff-link` e-mail. */
    staff_link_id: number | null;
    /** The appointment event of a `booking-*` e-mail. */
    booking_event_id: number | null;
    /** The locked sign-in of a `staff-lock` e-mail. */
    staff_lock_alert_id: number | null;
  };
  /** Each office's weekly bookable periods per kind, minutes on its wall clock. */
  booking_hours: {
    id: Generated<number>;
    office: string;
    kind: BookingKind;
    /** ISO weekday, Monday 1. */
    weekday: number;
    start_minute: number;
    end_minute: number;
    slot_minutes: number;
    /** How many visitors can book one slot (salespeople free at once). */
    capacity: number;
  };
  /** Days an office takes no appointment: public holidays (preloaded) and staff's own. */
  booking_closures: {
    id: Generated<number>;
    office: string;
    /** ISO day, local to the office. */
    day: string;
    label: string;
    origin: 'ferie' | 'equipe';
  };
  /** Appointments (features/booking/server/). A seat of a slot is held by one row at most. */
  bookings: {
    id: Generated<number>;
    office: string;
    kind: BookingKind;
    starts_at: Timestamp;
    ends_at: Timestamp;
    /** 1 … capacity: UNIQUE (office, kind, starts_at, seat) over the rows not cancelled. */
    seat: number;
    /** The slot's capacity when booked (CHECK seat <= capacity). */
    capacity: number;
    status: BookingStatus;
    name: string;
    email: string;
    phone: string;
    postcode: string | null;
    /** With postcode, where a visit is: its other lines as JSON (features/booking/records.ts); null for a call. */
    visit_address: string | null;
    message: string | null;
    /** The quote request the signed link tied it to; null when booked without one. */
    lead_id: number | null;
    /** What the visitor's cancel/move link and the .ics UID carry. */
    manage_key: string;
    /** Idempotency key of a request replayed from the journal; null otherwise. */
    request_key: string | null;
    ip_hash: string | null;
    /** When the reminder 24 h before was queued; null until then. */
    reminded_at: NullableTimestamp;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  /** Every change of an appointment, and what its e-mails are about. */
  booking_events: {
    id: Generated<number>;
    booking_id: number;
    type: BookingEventType;
    /** The staff member's name; null when the visitor (or the reminder sweep) made it. */
    by_staff: string | null;
    /** The appointment's start after this event. */
    starts_at: Timestamp;
    /** Its start before a move; null otherwise. */
    previous_starts_at: NullableTimestamp;
    created_at: Timestamp;
  };
  /** The secret address of each office's calendar feed; a new token revokes the old one. */
  booking_feeds: {
    office: string;
    token: string;
    created_at: Timestamp;
    created_by: string | null;
  };
  /** One-time password links e-mailed to staff, kept while valid (features/staff-accounts/server/password-links.ts). */
  staff_link_mails: {
    id: Generated<number>;
    email: string;
    name: string;
    purpose: StaffLinkPurpose;
    /** Better Auth's reset token: deleted once expired. */
    token: string;
    /** The staff member who sent the invitation; null for a forgotten password. */
    invited_by: string | null;
    expires_at: Timestamp;
    created_at: Timestamp;
  };
  /** Wrong passwords per address tried at the staff sign-in (staff/sign-in-budget.ts). */
  staff_sign_in_failures: {
    email: string;
    failures: number;
    next_try_at: Timestamp;
    last_failure_at: Timestamp;
    locked_at: NullableTimestamp;
  };
  /** One locked incident, the subject of its `staff-lock` alert e-mail. */
  staff_lock_alerts: {
    id: Generated<number>;
    email: string;
    failures: number;
    locked_until: Timestamp;
    created_at: Timestamp;
  };
  /** Staff replies to a lead's visitor, written on the lead page (features/quote/replies.ts). */
  lead_replies: {
    id: Generated<number>;
    lead_id: number;
    author_email: string;
    /** The staff member's name, the e-mail's display name and signature. */
    author_name: string;
    /** The Reply-To configured when it was written (REPLY_TO); null when none was. */
    reply_to: string | null;
    subject: string;
    /** Plain text, control characters removed. */
    body: string;
    created_at: Timestamp;
  };
  /** The texts a reply starts from, edited at /equipe/modeles (features/quote/server/reply-templates.ts). */
  reply_templates: {
    key: string;
    title: string;
    subject: string;
    body: string;
    updated_at: Timestamp;
    /** The staff member's e-mail; null for the migration's seed. */
    updated_by: string | null;
  };
  newsletter_subscribers: {
    id: Generated<number>;
    email: string;
    /** First request for this address. */
    created_at: Timestamp;
    /** Latest request (the one a confirmation answers); always written, though the column allows null. */
    requested_at: NullableTimestamp;
    /** Null until the address owner confirms: only confirmed addresses are subscribers. */
    confirmed_at: NullableTimestamp;
    /** The wording the visitor saw when subscribing (proof of consent). */
    consent_text: string | null;
    ip_hash: string | null;
    confirm_ip_hash: string | null;
    /** What the unsubscribe link carries (a keyed hash of the address, stable across re-subscriptions). */
    unsubscribe_key: string | null;
  };
  /** Per-address request counters shared by every instance (PostgreSQL only). */
  rate_limits: {
    bucket: string;
    /** Epoch milliseconds; bigint, which PostgreSQL returns as a string. */
    window_start: ColumnType<number | string, number, number>;
    hits: number;
  };
  comments: {
    id: Generated<number>;
    article_slug: string;
    nom: string;
    email: string;
    message: string;
    status: CommentStatus;
    ip_hash: string | null;
    created_at: Timestamp;
    /** A staff reply's comment; null for a visitor's comment. */
    parent_id: number | null;
    is_staff_reply: DefaultedFlag;
    /** « Me prévenir d’une réponse » ticked. */
    notify_reply: DefaultedFlag;
    /** The key of the notice's « ne plus être prévenu » link; null without the wish. */
    reply_notice_key: string | null;
  };
  /** Phone and e-mail link clicks per Swiss day and public page (features/conversions/server/clicks-store.ts). */
  click_counts: {
    /** YYYY-MM-DD, Europe/Zurich. */
    day: string;
    /** A public page's path, e.g. /products/pergola-toile. */
    page: string;
    event: 'tel' | 'mailto';
    count: number;
  };
}
