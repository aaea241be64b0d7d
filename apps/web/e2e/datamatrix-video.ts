import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`) showing a GS1 DataMatrix,
 * as a pack held in front of a tablet's camera: the code drawn by bwip-js (the GS1 element string in
 * its printed form, with FNC1 as a real DataMatrix carries it), on white, in a 640x480 Y4M file
 * (uncompressed 4:2:0, the format Chromium reads without a decoder). Returns the file's path.
 */
export function dataMatrixVideo(path: string, gs1Text: string): string {
  const [symbol] = bwipjs.raw('gs1datamatrix', gs1Text, '') as {
    pixs: number[];
    pixx: number;
    pixy: number;
  }[];
  if (!symbol) throw new Error(`bwip-js drew nothing for ${gs1Text}`);
  const width = 640;
  const height = 480;
  const quietZone = 2;
  const module = Math.floor(
    Math.min(width, height) / (Math.max(symbol.pixx, symbol.pixy) + 2 * quietZone) / 1.5,
  );
  const left = Math.floor((width - symbol.pixx * module) / 2);
  const top = Math.floor((height - symbol.pixy * module) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < symbol.pixy; y += 1)
    for (let x = 0; x < symbol.pixx; x += 1) {
      if (!symbol.pixs[y * symbol.pixx + x]) continue;
      for (let dy = 0; dy < module; dy += 1)
        luma.fill(
          16,
          (top + y * module + dy) * width + left + x * module,
          (top + y * module + dy) * width + left + (x + 1) * module,
        );
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const frames = Array.from({ length: 10 }, () => frame);
  writeFileSync(
    path,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...frames]),
  );
  return path;
}
