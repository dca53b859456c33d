import 'server-only';
import {
  composeAck,
  composeLeadMail,
  composeLeadReply,
  composeReminder,
  queueDueReminders,
} from '@/features/quote/mails';
import { queueBookingReminders } from '@/features/booking/reminders';
import type { MailKind } from './db/tables';
import { composeBookingOffice, composeBookingVisitor } from '@/features/booking/mails';
import { composeCommentNotice, composeReplyNotice } from '@/features/comments/mails';
import { composeNewsletterConfirmation } from '@/features/newsletter/mails';
import { composeStaffLink } from '@/features/staff-accounts/mails';
import { composeStaffLock } from './mail/compose-staff-lock';
import { deliverCrmWebhook } from './mail/crm-webhook';
import { registerQueueKinds, registerSweep, type QueueKindSpec } from './mail/kinds';

/**
 * Every kind the site queues, with its composer (or its hook), and the sweeps that queue reminders: registered
 * once per process at its start (start.ts for the server, scripts/back-office/main.ts for the back-office command,
 * jest's setup for the tests). The mail queue (mail/) imports none of this, so a route that queues an e-mail loads
 * only its own feature's code. Typed as a whole: TypeScript refuses a kind of MAIL_TARGETS without its entry here.
 */
const SITE_MAIL_KINDS: Record<MailKind, QueueKindSpec> = {
  company: {
    transport: 'smtp',
    maxAttempts: 40, // about 9 days
    giveUpOnRefusal: false,
    describe: (row) => `e-mail à l’entreprise (demande n° ${row.leadId})`,
    compose: composeLeadMail,
  },
  ack: {
    transport: 'smtp',
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `accusé de réception (demande n° ${row.leadId})`,
    compose: composeAck,
  },
  reminder: {
    transport: 'smtp',
    maxAttempts: 40,
    giveUpOnRefusal: false,
    describe: (row) => `rappel de demande en retard (demande n° ${row.leadId})`,
    compose: composeReminder,
  },
  'comment-moderation': {
    transport: 'smtp',
    maxAttempts: 40,
    giveUpOnRefusal: false,
    describe: (row) => `avis de commentaire à modérer (commentaire n° ${row.commentId})`,
    compose: composeCommentNotice,
  },
  'comment-reply': {
    transport: 'smtp',
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `avis de réponse au commentateur (réponse n° ${row.commentId})`,
    compose: composeReplyNotice,
  },
  'newsletter-confirmation': {
    transport: 'smtp',
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `confirmation d’inscription à la newsletter (inscription n° ${row.subscriberId})`,
    compose: composeNewsletterConfirmation,
  },
  'crm-webhook': {
    transport: 'webhook',
    maxAttempts: 20, // about 3 days (backoff capped at 6 h)
    giveUpOnRefusal: true,
    giveUpOnRefusalAfter: 3,
    describe: (row) => `envoi au CRM (demande n° ${row.leadId})`,
    deliver: deliverCrmWebhook,
  },
  'crm-booking': {
    transport: 'webhook',
    maxAttempts: 20,
    giveUpOnRefusal: true,
    giveUpOnRefusalAfter: 3,
    describe: (row) => `envoi au CRM d’un rendez-vous (événement n° ${row.bookingEventId})`,
    deliver: deliverCrmWebhook,
  },
  'lead-reply': {
    transport: 'smtp',
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `réponse au visiteur (réponse n° ${row.replyId})`,
    compose: composeLeadReply,
  },
  'staff-link': {
    transport: 'smtp',
    // The link lasts PASSWORD_LINK_HOURS (24 h): about as long as these attempts (the composer drops it after).
    maxAttempts: 12,
    // An address a colleague typed: a refusal will not change by retrying.
    giveUpOnRefusal: true,
    describe: (row) => `lien de mot de passe à un membre de l’équipe (lien n° ${row.staffLinkId})`,
    compose: composeStaffLink,
  },
  'staff-lock': {
    transport: 'smtp',
    // The lock lasts 15 min to 1 h; a late warning still tells the owner someone guessed at their password.
    maxAttempts: 12,
    giveUpOnRefusal: true,
    describe: (row) => `alerte de connexion bloquée (alerte n° ${row.staffLockAlertId})`,
    compose: composeStaffLock,
  },
  'booking-visitor': {
    transport: 'smtp',
    maxAttempts: 10,
    giveUpOnRefusal: true,
    describe: (row) => `e-mail de rendez-vous au visiteur (événement n° ${row.bookingEventId})`,
    compose: composeBookingVisitor,
  },
  'booking-office': {
    transport: 'smtp',
    maxAttempts: 40,
    giveUpOnRefusal: false,
    describe: (row) => `e-mail de rendez-vous au bureau (événement n° ${row.bookingEventId})`,
    compose: composeBookingOffice,
  },
};

export function registerSiteMail() {
  registerQueueKinds(SITE_MAIL_KINDS);
  // Leads past their due time get their one reminder in the pass that sees them.
  registerSweep('rappels des demandes en retard', queueDueReminders);
  // Appointments starting within 24 h, the same way.
  registerSweep('rappels de rendez-vous', queueBookingReminders);
}
