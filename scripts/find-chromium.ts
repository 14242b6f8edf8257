// Finds the Chromium or Chrome the browser tests drive (issue 24), so `npm ci && npm test` sets up what it
// needs on a fresh machine. Run before the tests (`pretest`, `pretest:browser`):
//   - a browser found (CHROME_PATH, /usr/bin/chromium, chromium / chromium-browser / google-chrome on
//     PATH, macOS's Chrome or Chromium) → its path on stdout, exit 0;
//   - none, on Debian or Ubuntu as root → `apt-get update` + `apt-get install -y chromium`, then found;
//   - none otherwise → the one command that installs it, on stderr, exit 1: the browser tests are never
//     skipped.
// playwright.config.ts calls chromiumPath() (finding only, never installing) to launch the same browser.
// The logic is a pure function of a `System` so tests/tooling/find-chromium.test.ts can play any machine.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the finder reads of the machine. */
export interface System {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  /** Is `path` an executable file? */
  executable(path: string): boolean;
  isRoot: boolean;
  /** The text of /etc/os-release, or null when there is none. */
  osRelease: string | null;
}

export type Finding =
  | { kind: 'found'; path: string }
  /** Debian or Ubuntu as root: these commands install Debian's `chromium`. */
  | { kind: 'install'; commands: string[][] }
  | { kind: 'missing'; message: string };

/** Fixed paths, looked at before PATH (Debian's package, then macOS's applications). */
const FIXED = [
  '/usr/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];
/** Names looked up on PATH, in order. */
const ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export const APT_INSTALL: string[][] = [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', 'chromium'],
];

/** `ID` and `ID_LIKE` of an os-release file, lower case, e.g. ['ubuntu', 'debian']. */
export function distroIds(osRelease: string | null): string[] {
  if (!osRelease) return [];
  const ids: string[] = [];
  for (const line of osRelease.split('\n')) {
    const m = /^(ID|ID_LIKE)=(.*)$/.exec(line.trim());
    if (m) ids.push(...m[2].replace(/["']/g, '').toLowerCase().split(/\s+/).filter(Boolean));
  }
  return ids;
}

/** The first browser of the machine, or null. */
export function locate(sys: System): string | null {
  for (const p of FIXED) if (sys.executable(p)) return p;
  const dirs = (sys.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of ON_PATH)
    for (const dir of dirs) {
      const p = join(dir, name);
      if (sys.executable(p)) return p;
    }
  return null;
}

/** The one command that installs a browser on this machine (for a person who is not root). */
export function installHint(sys: System): string {
  const ids = distroIds(sys.osRelease);
  if (sys.platform === 'darwin') return 'brew install --cask chromium';
  if (sys.platform === 'win32') return 'winget install Google.Chrome';
  if (ids.includes('debian') || ids.includes('ubuntu')) return 'sudo apt-get install -y chromium';
  if (ids.includes('fedora') || ids.includes('rhel')) return 'sudo dnf install -y chromium';
  if (ids.includes('arch')) return 'sudo pacman -S --noconfirm chromium';
  if (ids.includes('alpine')) return 'sudo apk add chromium';
  if (ids.includes('opensuse') || ids.includes('suse')) return 'sudo zypper install -y chromium';
  return 'install Chromium or Google Chrome, then CHROME_PATH=/path/to/it npm test';
}

/** What to do on this machine: use a browser, install one, or stop with the command that installs one. */
export function findChromium(sys: System): Finding {
  const chosen = sys.env.CHROME_PATH;
  if (chosen) {
    if (sys.executable(chosen)) return { kind: 'found', path: chosen };
    // A wrong CHROME_PATH is a mistake to say, not a reason to quietly use another browser.
    return { kind: 'missing', message: `CHROME_PATH=${chosen} is not an executable file.` };
  }
  const path = locate(sys);
  if (path) return { kind: 'found', path };
  const ids = distroIds(sys.osRelease);
  if (sys.platform === 'linux' && sys.isRoot && (ids.includes('debian') || ids.includes('ubuntu')))
    return { kind: 'install', commands: APT_INSTALL };
  return {
    kind: 'missing',
    message:
      'The browser tests need Chromium or Google Chrome, and none was found ' +
      `(CHROME_PATH, ${FIXED[0]}, ${ON_PATH.join(', ')} on PATH). Install it with:\n  ${installHint(sys)}`,
  };
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** This machine, as the finder sees it. */
export function thisSystem(): System {
  let osRelease: string | null = null;
  try {
    osRelease = readFileSync('/etc/os-release', 'utf8');
  } catch {
    osRelease = null;
  }
  return {
    env: process.env,
    platform: process.platform,
    executable,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    osRelease,
  };
}

/** The browser playwright.config.ts launches; throws the install command when there is none (never skips). */
export function chromiumPath(sys: System = thisSystem()): string {
  const f = findChromium(sys);
  if (f.kind === 'found') return f.path;
  if (f.kind === 'install')
    throw new Error('No Chromium found: `npm test` installs it (or run: apt-get install -y chromium).');
  throw new Error(f.message);
}

/** Runs one command and gives its exit status. */
export type Run = (cmd: string, args: string[]) => number | null;

const runForReal: Run = (cmd, args) =>
  spawnSync(cmd, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status;

/**
 * Find, or install then find: the browser's path, or the sentence to print (exit 1) when there is none.
 * `say` tells the person what is going on (an install takes a minute).
 */
export function ensureChromium(
  sys: System,
  run: Run = runForReal,
  say: (line: string) => void = (l) => console.error(l),
): { ok: true; path: string } | { ok: false; message: string } {
  const f = findChromium(sys);
  if (f.kind === 'found') return { ok: true, path: f.path };
  if (f.kind === 'missing') return { ok: false, message: f.message };
  say('No Chromium found: installing Debian’s chromium package (apt-get)…');
  for (const [cmd, ...args] of f.commands) {
    const status = run(cmd, args);
    if (status !== 0)
      return { ok: false, message: `\`${[cmd, ...args].join(' ')}\` failed (exit ${status ?? 'signal'}).` };
  }
  const after = findChromium(sys);
  return after.kind === 'found'
    ? { ok: true, path: after.path }
    : { ok: false, message: 'apt-get installed chromium, yet no Chromium was found.' };
}

function main(): number {
  const r = ensureChromium(thisSystem());
  if (!r.ok) {
    console.error(r.message);
    return 1;
  }
  console.log(r.path);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
