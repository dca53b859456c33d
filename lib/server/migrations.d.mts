// Types of migrations.mjs.
export const migrations: { version: number; name: string; sqlite: string; postgres: string }[];
export const latestVersion: number;
