/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { appendToSpool, replaySpool, spoolDir, spoolStatus } from './spool';
import { sqliteBackend } from '@/test/server/backends';
import { samples } from '@/test/server/support';
import { newLead } from '@/test/server/leads';
import { allLeads, type NewLead } from './leads';
import { openStorage, type Storage } from '@/lib/server/db/storage';
import { NO_SOURCE } from '@/lib/source-fields';

/** The journal file itself: a record cut short by a crash, a damaged one, a replay run twice. */

const lead = (message: string, withFile = false): NewLead =>
  newLead({
    message,
    ip: '203.0.113.5',
    attachment: withFile ? { filename: 'plan.pdf', mime: 'application/pdf', bytes: samples.pdf() } : null,
  });

const backend = sqliteBackend();
const config = backend.config();
const journal = path.join(spoolDir(config), 'leads.journal');
let storage: Storage;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  storage = await openStorage(config);
});

afterAll(async () => {
  await storage.close();
  await backend.cleanup();
  jest.restoreAllMocks();
});

const messages = async () => (await allLeads(storage)).map((stored) => stored.message);

it('drops a record cut short by a crash (it was never answered 201) and stores the others', async () => {
  await appendToSpool(config, lead('a', true));
  await appendToSpool(config, lead('b'));
  const whole = fs.statSync(journal).size;
  await appendToSpool(config, lead('torn', true));
  fs.truncateSync(journal, whole + 40);
  expect(spoolStatus(config)).toMatchObject({ requests: 2, damaged: 0 });
  expect(await replaySpool(config, storage)).toEqual({ stored: 2, failed: false });
  expect(await messages()).toEqual(['a', 'b']);
  const [first] = await allLeads(storage);
  expect(first?.attachment).toMatchObject({ filename: 'plan.pdf', size: samples.pdf().length });
  expect(fs.readdirSync(spoolDir(config))).toEqual([]);
});

it('keeps a damaged record aside for a person, and stores the rest', async () => {
  await appendToSpool(config, lead('c'));
  const start = fs.statSync(journal).size;
  await appendToSpool(config, lead('damaged'));
  await appendToSpool(config, lead('d'));
  const bytes = fs.readFileSync(journal);
  bytes.writeUInt8(bytes.readUInt8(start + 150) ^ 0xff, start + 150); // inside the second record's JSON
  fs.writeFileSync(journal, bytes);
  expect(await replaySpool(config, storage)).toEqual({ stored: 2, failed: false });
  expect(await messages()).toEqual(['a', 'b', 'c', 'd']);
  expect(fs.readdirSync(spoolDir(config)).filter((name) => name.endsWith('.damaged'))).toHaveLength(1);
  expect(spoolStatus(config)).toMatchObject({ requests: 0, damaged: 1 });
});

it('a replay run again over a file already stored (a crash before its deletion) stores nothing twice', async () => {
  await appendToSpool(config, lead('e'));
  const copy = fs.readFileSync(journal);
  expect(await replaySpool(config, storage)).toEqual({ stored: 1, failed: false });
  fs.writeFileSync(path.join(spoolDir(config), 'replay-000000000000001-abcd.journal'), copy);
  expect(await replaySpool(config, storage)).toEqual({ stored: 0, failed: false });
  expect((await messages()).filter((message) => message === 'e')).toHaveLength(1);
});

it('keeps the lead’s source through the journal', async () => {
  const source = { ...NO_SOURCE, first_utm_source: 'google', click_id_present: true, form_page: '/contact' };
  await appendToSpool(config, { ...lead('f'), source });
  expect(await replaySpool(config, storage)).toEqual({ stored: 1, failed: false });
  expect((await allLeads(storage)).find((stored) => stored.message === 'f')?.source).toEqual(source);
});
