// The browser finder (issue 24): each kind of machine played through an injected System, never by
// touching this machine's Chromium.
import { describe, expect, it } from 'vitest';
import {
  APT_INSTALL,
  chromiumPath,
  ensureChromium,
  distroIds,
  findChromium,
  type System,
} from '../../scripts/find-chromium';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';

function machine(over: Partial<System> & { files?: string[] } = {}): System {
  const files = new Set(over.files ?? []);
  return {
    env: over.env ?? { PATH: '/usr/local/bin:/usr/bin:/bin' },
    platform: over.platform ?? 'linux',
    executable: (p) => files.has(p),
    isRoot: over.isRoot ?? false,
    osRelease: over.osRelease === undefined ? DEBIAN : over.osRelease,
  };
}

describe('findChromium', () => {
  it("finds Debian's /usr/bin/chromium", () => {
    expect(findChromium(machine({ files: ['/usr/bin/chromium'] }))).toEqual({
      kind: 'found',
      path: '/usr/bin/chromium',
    });
  });

  it('prefers CHROME_PATH to every other browser', () => {
    const sys = machine({
      env: { CHROME_PATH: '/opt/chrome/chrome', PATH: '/usr/bin' },
      files: ['/opt/chrome/chrome', '/usr/bin/chromium'],
    });
    expect(findChromium(sys)).toEqual({ kind: 'found', path: '/opt/chrome/chrome' });
  });

  it('says a CHROME_PATH that points at nothing, rather than quietly using another browser', () => {
    const sys = machine({
      env: { CHROME_PATH: '/nowhere/chrome', PATH: '/usr/bin' },
      files: ['/usr/bin/chromium'],
      isRoot: true,
    });
    const f = findChromium(sys);
    expect(f.kind).toBe('missing');
    expect(f.kind === 'missing' && f.message).toContain('CHROME_PATH=/nowhere/chrome');
  });

  it('finds chromium-browser, then google-chrome, on PATH', () => {
    const env = { PATH: '/snap/bin:/opt/google/bin' };
    expect(findChromium(machine({ env, files: ['/snap/bin/chromium-browser'] }))).toEqual({
      kind: 'found',
      path: '/snap/bin/chromium-browser',
    });
    expect(findChromium(machine({ env, files: ['/opt/google/bin/google-chrome'] }))).toEqual({
      kind: 'found',
      path: '/opt/google/bin/google-chrome',
    });
  });

  it('finds Google Chrome on macOS', () => {
    const path = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findChromium(machine({ platform: 'darwin', osRelease: null, files: [path] }))).toEqual({
      kind: 'found',
      path,
    });
  });

  it("installs Debian's chromium on Debian or Ubuntu as root when there is no browser", () => {
    for (const osRelease of [DEBIAN, UBUNTU])
      expect(findChromium(machine({ isRoot: true, osRelease }))).toEqual({
        kind: 'install',
        commands: APT_INSTALL,
      });
    expect(APT_INSTALL.at(-1)).toEqual(['apt-get', 'install', '-y', '-qq', 'chromium']);
  });

  it('stops with the one install command when not root, or not Debian', () => {
    const cases: [System, string][] = [
      [machine({ isRoot: false, osRelease: DEBIAN }), 'sudo apt-get install -y chromium'],
      [machine({ isRoot: true, osRelease: FEDORA }), 'sudo dnf install -y chromium'],
      [machine({ platform: 'darwin', osRelease: null }), 'brew install --cask chromium'],
      [machine({ isRoot: true, osRelease: null }), 'CHROME_PATH='],
    ];
    for (const [sys, command] of cases) {
      const f = findChromium(sys);
      expect(f.kind).toBe('missing');
      expect(f.kind === 'missing' && f.message).toContain(command);
    }
  });
});

describe('chromiumPath (what playwright.config.ts launches)', () => {
  it('is the found browser', () => {
    expect(chromiumPath(machine({ files: ['/usr/bin/chromium'] }))).toBe('/usr/bin/chromium');
  });

  it('throws, never returns nothing, when there is no browser', () => {
    expect(() => chromiumPath(machine({ isRoot: false }))).toThrow(/apt-get install -y chromium/);
    expect(() => chromiumPath(machine({ isRoot: true }))).toThrow(/No Chromium found/);
  });
});

describe('distroIds', () => {
  it('reads ID and ID_LIKE, quoted or not', () => {
    expect(distroIds(UBUNTU)).toEqual(['ubuntu', 'debian']);
    expect(distroIds('ID="rhel"\nID_LIKE="fedora centos"\n')).toEqual(['rhel', 'fedora', 'centos']);
    expect(distroIds(null)).toEqual([]);
  });
});

describe('ensureChromium (the pretest step)', () => {
  it('runs apt-get update then install on root Debian, then uses the installed browser', () => {
    const files: string[] = [];
    const sys = machine({ isRoot: true });
    sys.executable = (p) => files.includes(p);
    const ran: string[] = [];
    const r = ensureChromium(
      sys,
      (cmd, args) => {
        ran.push([cmd, ...args].join(' '));
        if (args.includes('install')) files.push('/usr/bin/chromium');
        return 0;
      },
      () => undefined,
    );
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
    expect(r).toEqual({ ok: true, path: '/usr/bin/chromium' });
  });

  it('stops when apt-get fails, naming the command', () => {
    const r = ensureChromium(
      machine({ isRoot: true }),
      () => 100,
      () => undefined,
    );
    expect(r).toEqual({ ok: false, message: '`apt-get update -qq` failed (exit 100).' });
  });

  it('runs nothing when a browser is there, or when it may not install', () => {
    const run = () => {
      throw new Error('must not run');
    };
    expect(ensureChromium(machine({ files: ['/usr/bin/chromium'] }), run)).toEqual({
      ok: true,
      path: '/usr/bin/chromium',
    });
    const r = ensureChromium(machine({ isRoot: false }), run);
    expect(r.ok).toBe(false);
  });
});
