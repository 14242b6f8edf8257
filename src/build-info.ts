// Which code made a report or a slice: the app's version (package.json) and the git commit it was built
// from. The browser build has the commit baked in by vite (`__APP_COMMIT__`, vite.config.ts); the CLIs and
// the tests read it from `TITAN_RACE_COMMIT` when set (a CI job, a tarball's build), else from
// `git rev-parse HEAD` at start (cli/parse.ts sets it), else "unknown". A tree with uncommitted changes
// is marked "+dirty": its slices merge only with slices of the same dirty tree's commit.
import pkg from '../package.json' with { type: 'json' };

declare const __APP_COMMIT__: string | undefined;

/** The app's version (package.json). */
export const APP_VERSION: string = pkg.version;

let commit: string =
  typeof __APP_COMMIT__ === 'string' && __APP_COMMIT__
    ? __APP_COMMIT__
    : ((globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
        ?.TITAN_RACE_COMMIT ?? 'unknown');

/** The commit (or build hash) of the running code. */
export const appCommit = (): string => commit;

/** Set the commit once at start (the CLIs, from git). */
export function setAppCommit(c: string): void {
  commit = c;
}
