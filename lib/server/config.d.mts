// Types of config.mjs (plain JavaScript so the `leads` command runs on plain Node 20).
export interface LeadsConfig {
  backend: 'sqlite' | 'postgres';
  databaseUrl: string;
  databaseSchema: string;
  dataDir: string;
  smtpUrl: string;
  mailFrom: string;
  mailTo: string[];
  mailAck: boolean;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  trustProxy: number;
  outboxPollMs: number;
}
export function readConfig(env?: Record<string, string | undefined>): LeadsConfig;
export function sqlitePath(config: LeadsConfig): string;
export function mailConfigured(config: LeadsConfig): boolean;
export function describeStorage(config: LeadsConfig): string;
