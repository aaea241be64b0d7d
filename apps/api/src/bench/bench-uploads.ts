/**
 * `prescriptions/send` with three 2 MB photos (docs/decisions/0028): uploads a second and the server
 * process's peak memory (VmHWM, the kernel's high-water mark of its resident set) while `--clients`
 * customers send prescriptions back to back for `--duration` seconds. The server is a production
 * process of its own (PGlite, files in a folder under its DATA_DIR), as `npm start` runs it.
 *
 *   npm run bench:uploads -w @store/api -- [--clients 4] [--duration 20] [--database-url postgres://…]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { jpegOfSize, multipartForm } from '../test/test-files.ts';
import { customer, percentile, startBenchStore } from './bench-checkout.ts';

/** Resident memory of a process, MB: now (VmRSS) and its peak so far (VmHWM). */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: Math.round(field('VmRSS')), peak: Math.round(field('VmHWM')) };
}

export async function benchUploads(options: {
  clients: number;
  durationMs: number;
  port: number;
  databaseUrl?: string | undefined;
}) {
  // Three different 2 MB photos (noise: they do not shrink), made once.
  const photos = await Promise.all([1, 2, 3].map(() => jpegOfSize(2 * 1024 * 1024)));
  const store = await startBenchStore({ port: options.port, databaseUrl: options.databaseUrl });
  const pid = store.pids[0]!;
  try {
    const shoppers = await Promise.all(Array.from({ length: options.clients }, (_, n) => customer(n)));
    const before = memoryOf(pid);
    const times: number[] = [];
    let failures = 0;
    let peak = before.peak;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(pid).peak);
    }, 200);
    const stopAt = performance.now() + options.durationMs;
    const started = performance.now();
    await Promise.all(
      shoppers.map(async ({ token, addressId }) => {
        while (performance.now() < stopAt) {
          const form = multipartForm(
            { address_id: addressId, description: 'Bench', health_consent: 'true' },
            photos.map((data, index) => ({
              filename: `photo-${index}.jpg`,
              contentType: 'image/jpeg',
              data,
            })),
          );
          const sent = performance.now();
          const response = await fetch(`${store.urls[0]}/api/prescriptions/send`, {
            method: 'POST',
            headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
            body: form.payload,
          });
          await response.arrayBuffer();
          if (response.status !== 200) failures += 1;
          else times.push(performance.now() - sent);
        }
      }),
    );
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, memoryOf(pid).peak);
    const sorted = [...times].sort((a, b) => a - b);
    return {
      store: options.databaseUrl ? 'PostgreSQL server' : 'PGlite',
      clients: options.clients,
      'photo size MB': Math.round((photos[0]!.length / 1024 / 1024) * 100) / 100,
      uploads: times.length,
      failures,
      'uploads/s': Math.round((times.length / elapsed) * 10_000) / 10,
      'p50 / p99 ms': `${percentile(sorted, 50)} / ${percentile(sorted, 99)}`,
      'server RSS before MB': before.rss,
      'server peak RSS MB': peak,
    };
  } finally {
    await store.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '4' },
      duration: { type: 'string', default: '20' },
      port: { type: 'string', default: '3917' },
      'database-url': { type: 'string' },
    },
  });
  const result = await benchUploads({
    clients: Number(values.clients),
    durationMs: Number(values.duration) * 1000,
    port: Number(values.port),
    databaseUrl: values['database-url'],
  });
  console.table(result);
  process.exit(0);
}
