/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { POST } from './route';
import { waitForOutboxIdle } from '@/lib/server/mail/sender';
import { contactForm, nextIp, postRequest, samples } from '@/test/server/support';
import { getStorage } from '@/lib/server/db/storage';
import { listLeads } from '@/features/quote/leads';
import { routeEnv } from '@/test/server/route-env';

/**
 * The contact body streams to a temporary file with hard limits, and a slow
 * body cannot hold the server. The real route with bodies that arrive as a stream.
 */

const route = routeEnv({ prefix: 'leads-upload-', env: () => ({ RATE_LIMIT_MAX: '0' }) });

const MiB = 1024 * 1024;
const encoder = new TextEncoder();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A multipart body as a stream: the valid text fields, then `fileBytes` of a PDF arriving by `pace`. */
function streamedUpload(options: { fileBytes: number; chunk?: number; pace?: number; stallAfter?: number }) {
  const boundary = 'LuminaBoundary';
  const { chunk = 64 * 1024, pace = 0 } = options;
  const head = [...contactForm().entries()]
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const tail = `\n%%EOF\n\r\n--${boundary}--\r\n`;
  const state = { sent: 0, cancelled: false };
  let wake = () => {};
  const stalled = new Promise<void>((resolve) => (wake = resolve));
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(head + fileHead));
    },
    async pull(controller) {
      if (options.stallAfter !== undefined && state.sent >= options.stallAfter) {
        await stalled; // resumes only when the reader gives up
        return;
      }
      if (pace) await sleep(pace);
      if (state.sent >= options.fileBytes) {
        controller.enqueue(encoder.encode(tail));
        controller.close();
        return;
      }
      const size = Math.min(chunk, options.fileBytes - state.sent);
      state.sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
    cancel() {
      state.cancelled = true;
      wake();
    },
  });
  const request = postRequest('/api/contact', stream, { 'content-type': `multipart/form-data; boundary=${boundary}` }, {
    duplex: 'half',
  } as RequestInit);
  return { request, state };
}

const leftovers = () => readdirSync(path.join(route.dataDir, 'tmp')).filter((name) => name.startsWith('upload-'));

afterEach(async () => {
  await waitForOutboxIdle();
  for (const name of ['UPLOAD_TIMEOUT_SECONDS', 'UPLOAD_MIN_BYTES_PER_SECOND', 'UPLOAD_CONCURRENCY'])
    delete process.env[name];
});

describe('bounded memory', () => {
  it('a 10 Mo attachment streamed in 64 Kio pieces is stored whole, and its temporary file deleted', async () => {
    const { request } = streamedUpload({ fileBytes: 10 * MiB - 100 });
    const response = await POST(request);
    expect(response.status).toBe(201);
    const [lead] = await listLeads(await getStorage(), { limit: 1 });
    expect(lead?.attachment?.size).toBe(10 * MiB - 100 + '%PDF-1.4\n\n%%EOF\n'.length);
    expect(leftovers()).toEqual([]);
  });

  it('413 for a file over 10 Mo, stopped as it crosses the limit, in a body without Content-Length', async () => {
    const { request, state } = streamedUpload({ fileBytes: 40 * MiB });
    const response = await POST(request);
    expect(response.status).toBe(413);
    const body = (await response.json()) as { success: boolean; errors: { file: string } };
    expect(body).toMatchObject({ success: false, errors: { file: expect.stringMatching(/10\u00a0Mo/) } });
    expect(state.sent).toBeLessThan(11 * MiB);
    expect(leftovers()).toEqual([]);
  });

  it('408 in French for a body that stops arriving', async () => {
    process.env.UPLOAD_TIMEOUT_SECONDS = '1';
    const { request } = streamedUpload({ fileBytes: MiB, stallAfter: 128 * 1024 });
    const started = Date.now();
    const response = await POST(request);
    expect(response.status).toBe(408);
    expect(((await response.json()) as { message: string }).message).toMatch(/trop de temps/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(leftovers()).toEqual([]);
  });

  it('408 for a body that trickles in below the minimum rate', async () => {
    Object.assign(process.env, { UPLOAD_TIMEOUT_SECONDS: '1', UPLOAD_MIN_BYTES_PER_SECOND: '100000' });
    // 1 Kio every 50 ms: always some progress, about 20 Kio/s.
    const { request } = streamedUpload({ fileBytes: MiB, chunk: 1024, pace: 50 });
    const response = await POST(request);
    expect(response.status).toBe(408);
  });

  it('503 with Retry-After past UPLOAD_CONCURRENCY bodies in flight; the first ones are stored', async () => {
    process.env.UPLOAD_CONCURRENCY = '2';
    const slow = [1, 2].map(() => streamedUpload({ fileBytes: 256 * 1024, chunk: 32 * 1024, pace: 100 }));
    const pending = slow.map(({ request }) => POST(request));
    await sleep(100);
    const refused = await POST(postRequest('/api/contact', contactForm({}, { name: 'a.pdf', bytes: samples.pdf() })));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { message: string }).message).toMatch(/beaucoup de demandes/);
    expect((await Promise.all(pending)).map((response) => response.status)).toEqual([201, 201]);
    const after = await POST(postRequest('/api/contact', contactForm(), { 'x-forwarded-for': nextIp() }));
    expect(after.status).toBe(201);
  });
});
