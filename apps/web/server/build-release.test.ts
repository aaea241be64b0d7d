import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  currentBuild,
  holdBuild,
  pruneBuilds,
  publishBuild,
  releaseName,
  switchBuild,
} from './build-release.ts';

let webRoot: string;
beforeEach(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'build-release-'));
});
afterEach(() => {
  rmSync(webRoot, { recursive: true, force: true });
});

let clock = Date.UTC(2026, 10, 23, 10);
/** A finished build in `webRoot`: its server entry and one client asset, named after `label`. */
function makeBuild(label: string): string {
  clock += 60_000;
  const name = releaseName(new Date(clock), 4242);
  mkdirSync(join(webRoot, name, 'server'), { recursive: true });
  mkdirSync(join(webRoot, name, 'client', 'assets'), { recursive: true });
  writeFileSync(join(webRoot, name, 'server', 'index.js'), `export const label = '${label}';`);
  writeFileSync(join(webRoot, name, 'client', 'assets', `entry-${label}.js`), `/* ${label} */`);
  return name;
}

describe('builds side by side', () => {
  it('a running store keeps serving its own files while a second build is made and switched to', () => {
    const first = makeBuild('one');
    publishBuild(webRoot, join(webRoot, first));
    // A store starts as web-handler.ts does: resolves the link once, and marks the build as served.
    const served = currentBuild(webRoot);
    holdBuild(served);
    expect(served).toBe(join(webRoot, first));

    // Two more builds while it runs: each in its own directory, the link moved when complete.
    const second = makeBuild('two');
    publishBuild(webRoot, join(webRoot, second));
    const third = makeBuild('three');
    publishBuild(webRoot, join(webRoot, third));

    // The running store's files are untouched; a store started now gets the newest build.
    expect(readFileSync(join(served, 'server', 'index.js'), 'utf8')).toBe("export const label = 'one';");
    expect(readdirSync(join(served, 'client', 'assets'))).toEqual(['entry-one.js']);
    expect(currentBuild(webRoot)).toBe(join(webRoot, third));
    expect(readlinkSync(join(webRoot, 'build'))).toBe(third);
  });

  it('keeps the newest two builds and those served by running processes, and removes the rest', async () => {
    const names = ['one', 'two', 'three'].map((label) => {
      const name = makeBuild(label);
      publishBuild(webRoot, join(webRoot, name));
      return name;
    });
    // Nobody serves `one`: the third build removed it.
    expect(existsSync(join(webRoot, names[0]!))).toBe(false);

    const served = holdBuild(join(webRoot, names[1]!));
    publishBuild(webRoot, join(webRoot, makeBuild('four')));
    publishBuild(webRoot, join(webRoot, makeBuild('five')));
    expect(existsSync(join(webRoot, names[1]!, 'client', 'assets', 'entry-two.js'))).toBe(true);
    expect(existsSync(join(webRoot, names[2]!))).toBe(false);

    // Its process ends (here: a marker of a process that has exited): the next build clears it out.
    served();
    const finished = spawn(process.execPath, ['-e', '']);
    const deadPid = await new Promise<number>((done) => finished.on('exit', () => done(finished.pid!)));
    holdBuild(join(webRoot, names[1]!), deadPid);
    publishBuild(webRoot, join(webRoot, makeBuild('six')));
    expect(existsSync(join(webRoot, names[1]!))).toBe(false);
    expect(readdirSync(webRoot).filter((name) => name.startsWith('build-'))).toHaveLength(2);
  });

  it('switches by one rename, leaving no temporary link behind', () => {
    const first = makeBuild('one');
    switchBuild(webRoot, join(webRoot, first));
    const second = makeBuild('two');
    switchBuild(webRoot, join(webRoot, second));
    expect(readlinkSync(join(webRoot, 'build'))).toBe(second);
    expect(readdirSync(webRoot).filter((name) => name.startsWith('build.next'))).toEqual([]);
  });

  it('moves a build directory from before this scheme aside, as a build of its own', () => {
    mkdirSync(join(webRoot, 'build', 'server'), { recursive: true });
    writeFileSync(join(webRoot, 'build', 'server', 'index.js'), "export const label = 'old';");
    const next = makeBuild('new');
    publishBuild(webRoot, join(webRoot, next));
    expect(readlinkSync(join(webRoot, 'build'))).toBe(next);
    const [old] = readdirSync(webRoot).filter((name) => /^build-.*-0$/.test(name));
    expect(readFileSync(join(webRoot, old!, 'server', 'index.js'), 'utf8')).toContain('old');
    expect(pruneBuilds(webRoot)).toEqual([]);
  });
});
