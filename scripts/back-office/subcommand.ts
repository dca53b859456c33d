import type { SiteConfig } from '@/lib/server/config';
import type { Storage } from '@/lib/server/db/storage';
import { printable } from '@/lib/terminal-text';

/** What a subcommand works on: the validated configuration and the storage, opened and closed by main.ts. */
export type CommandContext = { config: SiteConfig; storage: Storage };

/** A subcommand, given the arguments after its name. */
export type Subcommand = (args: string[], context: CommandContext) => Promise<void>;

/** Every line for a person goes through here: nothing in it can drive the terminal. */
export function say(text: string) {
  console.log(printable(text));
}

export function fail(message: string) {
  console.error(printable(message));
  process.exitCode = 1;
}

export function option(args: string[], name: string, fallback?: string) {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
}

export function parseId(value: string | undefined) {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const shorten = (text: string, max: number) => {
  const line = printable(text, { oneLine: true }).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
