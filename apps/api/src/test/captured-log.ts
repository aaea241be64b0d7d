import fs from 'node:fs';
import { vi } from 'vitest';

/**
 * What the store logs, caught as production writes it: pino writes to stdout straight to the file
 * descriptor, synchronously or not, or through the stream; all three are caught. `restore()` puts
 * them back.
 */
export function captureLog() {
  let output = '';
  const writes = vi.spyOn(fs, 'writeSync').mockImplementation((fd, data) => {
    if (fd === 1) output += String(data);
    // Bytes, as the writer counts them: fewer would make it write the rest again.
    return Buffer.byteLength(String(data));
  });
  const asyncWrites = vi.spyOn(fs, 'write').mockImplementation(((
    fd: number,
    data: unknown,
    ...rest: unknown[]
  ) => {
    if (fd === 1) output += String(data);
    const done = rest.at(-1);
    if (typeof done === 'function') done(null, Buffer.byteLength(String(data)), data);
  }) as never);
  const streamWrites = vi.spyOn(process.stdout, 'write').mockImplementation((data) => {
    output += String(data);
    return true;
  });
  return {
    text: () => output,
    clear() {
      output = '';
    },
    restore() {
      for (const spy of [writes, asyncWrites, streamWrites]) spy.mockRestore();
    },
  };
}
