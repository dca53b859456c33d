import { terminalJson } from '@/lib/terminal-text';
import { listSubscribers } from '@/features/newsletter/subscriptions';
import { subscribersCsv } from '@/features/newsletter/server/subscribers-csv';
import { say, type Subcommand } from './subcommand';

/** `subscribers`: the newsletter's confirmed subscribers, for a person or (--csv, --json) the mailing tool. */
const subscribers: Subcommand = async (args, { storage }) => {
  const confirmed = await listSubscribers(storage);
  if (args.includes('--json')) console.log(terminalJson(confirmed));
  else if (args.includes('--csv')) {
    process.stdout.write(subscribersCsv(confirmed));
  } else if (confirmed.length === 0) say('Aucun abonné confirmé.');
  else {
    for (const subscriber of confirmed) say(`${subscriber.email}  confirmé le ${subscriber.confirmedAt}`);
    say(`\n${confirmed.length} abonné(s) confirmé(s).`);
  }
};

export const SUBSCRIBER_COMMANDS = { subscribers } satisfies Record<string, Subcommand>;
