import 'server-only';

/**
 * What lib/server/site-mail.ts registers of the quote: a composer per kind (the company's e-mail, the visitor's
 * acknowledgement, the reminder of a request not yet answered, staff's reply) and the sweep that queues the
 * reminders.
 */
export { composeAck } from './server/compose-ack';
export { composeLeadMail } from './server/compose-lead';
export { composeReminder } from './server/compose-reminder';
export { composeLeadReply } from './server/compose-reply';
export { queueDueReminders } from './server/reminders';
