/**
 * `npm run bench:pictures -w @store/api`: what one product picture costs at upload (docs/decisions/0070):
 * sniffed, cleaned of its metadata and copied to WebP at 160, 400 and 800 px, into a local folder.
 * Noise pictures, the hardest to encode: a real photo is faster. Median of five per size.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productPictureLimits } from '@store/contract';
import sharp from 'sharp';
import { createLocalStorage } from '../storage/file-storage.ts';
import { storePicture } from '../storage/picture-copies.ts';

const dir = mkdtempSync(join(tmpdir(), 'bench-pictures-'));
const storage = createLocalStorage(dir);
for (const [width, height] of [
  [1200, 900],
  [3000, 4000],
] as const) {
  const input = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    await storePicture(storage, input, { folder: 'p', sizes: productPictureLimits.sizes, minSide: 200 });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${width} x ${height} JPEG, ${(input.length / 1e6).toFixed(1)} MB: median ${times[2]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times[4]!.toFixed(0)})`,
  );
}
rmSync(dir, { recursive: true, force: true });
