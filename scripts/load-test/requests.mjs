/** Sending submissions to POST /api/contact, many at a time, and the figures of a burst. */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { fields } from './bodies.mjs';

/**
 * Posts one multipart submission with node:http, the file written from its shared buffer (no
 * copy per request). Resolves with the status (0 when the connection failed) and the time taken.
 */
export function send(base, i, file, headers = {}) {
  const boundary = `----lumina${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields(i)).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    parts.join('') +
      (file
        ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`
        : ''),
  );
  const tail = Buffer.from(`${file ? '\r\n' : ''}--${boundary}--\r\n`);
  const length = head.length + (file ? file.bytes.length : 0) + tail.length;
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      new URL('/api/contact', base),
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(length),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          let body = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString());
          } catch {
            // Not JSON: reported as is.
          }
          resolve({ i, status: response.statusCode, ms: performance.now() - started, file: file?.name ?? null, body });
        });
        response.on('error', () =>
          resolve({ i, status: 0, ms: performance.now() - started, file: file?.name ?? null }),
        );
      },
    );
    request.on('error', (error) =>
      resolve({ i, status: 0, ms: performance.now() - started, file: file?.name ?? null, error: String(error) }),
    );
    request.write(head);
    if (file) request.write(file.bytes);
    request.end(tail);
  });
}

/** Runs `total` sends, `concurrency` at a time. */
export async function burst(total, concurrency, sendOne) {
  const results = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) {
        const i = next++;
        results.push(await sendOne(i));
      }
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export function report(results, seconds) {
  const byStatus = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`Statuts : ${JSON.stringify(byStatus)}`);
  console.log(`Durée ${seconds.toFixed(2)} s, débit ${(results.length / seconds).toFixed(1)} demandes/s`);
  console.log(
    `Latence : p50 ${percentile(latencies, 50).toFixed(0)} ms, p90 ${percentile(latencies, 90).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`,
  );
  for (const r of results.filter((x) => x.status !== 201).slice(0, 3))
    console.log('  exemple de refus :', r.i, r.status, r.body?.message ?? r.error);
  return byStatus;
}
