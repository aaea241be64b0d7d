import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every source file of the web app (pages, console, copy), tests aside. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the separator between facts on a line', () => {
  it("is never '·', which reads as an Arabic zero beside Arabic-Indic digits", () => {
    const app = fileURLToPath(new URL('..', import.meta.url));
    const files = sources(app);
    expect(files.length).toBeGreaterThan(100);
    const offending = files.filter((file) => readFileSync(file, 'utf8').includes('·'));
    expect(offending).toEqual([]);
  });
});
