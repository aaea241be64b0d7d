import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';

/**
 * Builds side by side (docs/decisions/0017). Every `react-router build` writes a new directory
 * `build-<time>-<pid>` (react-router.config.ts), and only when it is complete does the `build` link
 * move to it, in one rename: a running store keeps the directory it started from (it resolves the
 * link once, `currentBuild`), a store started afterwards gets the new one, and nothing ever writes
 * into a build that is being served. The previous builds are removed, except the newest `keep` and
 * any that a running process on this machine still serves (`holdBuild` marks them).
 */

export const buildLink = 'build';
const releasePattern = /^build-\d{8}T\d{9}Z-\d+$/;
const holdersDir = '.instances';

/** A new build directory's name: sortable by time, unique per building process. */
export function releaseName(now = new Date(), pid = process.pid): string {
  return `build-${now.toISOString().replace(/[-:.]/g, '')}-${pid}`;
}

/** The build the `build` link points to now, as a real path (what a starting server serves). */
export function currentBuild(webRoot: string): string {
  return realpathSync(resolve(webRoot, buildLink));
}

/**
 * Points `build` at `release` (a directory in `webRoot`) atomically: a new link is made beside it and
 * renamed over the old one. A `build` that is still a plain directory (a checkout from before this
 * scheme) is moved aside first, as a release of its own.
 */
export function switchBuild(webRoot: string, release: string): void {
  const link = resolve(webRoot, buildLink);
  const existing = lstatSafe(link);
  if (existing?.isDirectory()) renameSync(link, resolve(webRoot, `${releaseName(existing.mtime, 0)}`));
  const next = resolve(webRoot, `${buildLink}.next-${process.pid}`);
  rmSync(next, { force: true });
  // Relative: the checkout can move without breaking the link.
  symlinkSync(basename(release), next, 'dir');
  renameSync(next, link);
}

function lstatSafe(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/** Marks `buildDir` as served by this process until it exits, so no later build removes it. */
export function holdBuild(buildDir: string, pid = process.pid): () => void {
  const holders = join(buildDir, holdersDir);
  mkdirSync(holders, { recursive: true });
  const marker = join(holders, String(pid));
  writeFileSync(marker, '');
  const release = () => rmSync(marker, { force: true });
  if (pid === process.pid) process.once('exit', release);
  return release;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a process that is still running serves `buildDir` (markers of dead ones are cleared). */
function isHeld(buildDir: string): boolean {
  const holders = join(buildDir, holdersDir);
  if (!existsSync(holders)) return false;
  let held = false;
  for (const name of readdirSync(holders)) {
    const pid = Number(name);
    if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) held = true;
    else rmSync(join(holders, name), { force: true });
  }
  return held;
}

/**
 * Removes old builds: all but the newest `keep`, the one `build` points to, and those a running
 * process serves. Returns the names removed.
 */
export function pruneBuilds(webRoot: string, keep = 2): string[] {
  const linked = (() => {
    try {
      return basename(readlinkSync(resolve(webRoot, buildLink)));
    } catch {
      return undefined;
    }
  })();
  const releases = readdirSync(webRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && releasePattern.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const removed: string[] = [];
  for (const name of releases.slice(keep)) {
    if (name === linked || isHeld(join(webRoot, name))) continue;
    rmSync(join(webRoot, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** After a complete build into `release`: serve it from now on, and clear out old builds. */
export function publishBuild(webRoot: string, release: string, keep = 2): void {
  switchBuild(webRoot, release);
  const removed = pruneBuilds(webRoot, keep);
  console.log(
    `build: ${buildLink} -> ${basename(release)}${removed.length ? ` (removed ${removed.join(', ')})` : ''}`,
  );
}
