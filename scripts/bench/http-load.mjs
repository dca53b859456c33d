/**
 * HTTP load (wrk, or autocannon without it) on the load-test pages, through next start, the nginx front and
 * nginx serving the raw files.
 */
import { spawn } from 'node:child_process';
import { LOAD_PATHS } from './routes.mjs';
import { origin, PORTS } from './servers.mjs';
import { log } from './shell.mjs';

const toMs = (value, unit) => value * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? 1);

function runWrk(url, { duration, connections, headers }) {
  return new Promise((resolve, reject) => {
    const args = [
      '-t2',
      `-c${connections}`,
      `-d${duration}s`,
      '--latency',
      ...Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}: ${value}`]),
      url,
    ];
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${out}`));
      const latency = (percent) => {
        const match = out.match(new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'));
        return match ? toMs(Number(match[1]), match[2]) : null;
      };
      const transfer = out.match(/Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/);
      const requests = Number(out.match(/(\d+) requests in/)?.[1] ?? 0);
      const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
      const errors = out.match(/Socket errors:[^\n]*/)?.[0] ?? null;
      resolve({
        tool: 'wrk',
        requestsPerSecond: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
        p50: latency(50),
        p99: latency(99),
        bytesPerSecond: transfer
          ? Number(transfer[1]) * { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[transfer[2]]
          : null,
        requests,
        errors: non2xx + (errors ? 1 : 0) ? `${non2xx} non-2xx/3xx${errors ? `; ${errors}` : ''}` : null,
      });
    });
  });
}

async function runAutocannon(url, { duration, connections, headers }) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, duration, connections, headers });
  return {
    tool: 'autocannon',
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    requests: result.requests.total,
    errors: result.non2xx + result.errors ? `${result.non2xx} non-2xx, ${result.errors} errors` : null,
  };
}

/** Bounded load on 127.0.0.1 only, after a short warm-up. */
export async function loadTest(url, options) {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`load tests only against 127.0.0.1: ${url}`);
  const runner = options.tool === 'wrk' ? runWrk : runAutocannon;
  await runner(url, { ...options, duration: options.warmup });
  const result = await runner(url, options);
  log(
    `  ${url}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50?.toFixed(2)} ms, p99 ${result.p99?.toFixed(2)} ms`,
  );
  return result;
}

/** The load settings of `--duration`, `--warmup` and `--connections`, wrk when the machine has it. */
export function loadOptionsOf(args, machine) {
  return {
    tool: machine.wrk ? 'wrk' : 'autocannon',
    duration: Number(args.duration) || 10,
    warmup: Number(args.warmup) || 2,
    connections: Number(args.connections) || 50,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  };
}

/** One row per load-test page the build has: its figures through each server. */
export async function measureLoad(allRoutes, loadOptions) {
  const load = [];
  log(
    `HTTP load with ${loadOptions.tool}: ${loadOptions.duration} s, ${loadOptions.connections} connections, after ${loadOptions.warmup} s of warm-up`,
  );
  for (const loadPath of LOAD_PATHS.filter((candidate) => allRoutes.some((entry) => entry.route === candidate))) {
    const row = { path: loadPath };
    for (const [key, port] of [
      ['next', PORTS.next],
      ['front', PORTS.front],
      ['raw', PORTS.raw],
    ]) {
      row[key] = await loadTest(`${origin(port)}${loadPath}`, loadOptions);
    }
    load.push(row);
  }
  return load;
}
