// What the bot scripts (ladder.ts, profile/regret.ts) share: their command line — `--name value` flags and
// bot variant specs `key=value+key=value` (numbers where they parse as numbers, words otherwise) — and the
// ladder's games.
import type { BatchConfig } from '../src/sim/batch';

const argv = process.argv.slice(2);

/**
 * Refuse a command line the script would misread, before any game is played: `--help` prints `usage` and
 * exits; an unknown flag, or a flag without its value, says so and exits with status 2. (A script that
 * ignored them played its full default run: `--help` once cost 400 games.)
 */
export function checkFlags(known: readonly string[], usage: string): void {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].startsWith('--') ? argv[i].slice(2) : null;
    const problem =
      name === null
        ? `expected a --flag, got "${argv[i]}"`
        : !known.includes(name)
          ? `unknown flag --${name}`
          : i + 1 >= argv.length || argv[i + 1].startsWith('--')
            ? `--${name} needs a value`
            : null;
    if (problem) {
      console.error(`${problem}. Flags: ${known.map((k) => `--${k}`).join(', ')} (--help for more).`);
      process.exit(2);
    }
  }
}

/** The value after `--name`, or `dflt`. */
export function flag(name: string, dflt: string): string {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : dflt;
}

/** `key=value+key=value` as an options record. */
export function specOptions(spec: string | undefined): Record<string, number | string> {
  const o: Record<string, number | string> = {};
  for (const kv of (spec ?? '').split('+').filter(Boolean)) {
    const [k, v] = kv.split('=');
    o[k] = Number.isFinite(Number(v)) ? Number(v) : v;
  }
  return o;
}

/**
 * The ladder's games: Kaldheira, Grinder, Slaugg, Craken and Rassïk, seats rotated one per game (the
 * bots are the scripts' own; `npm run sim -- --rotate --seed S` plays the same setups and seeds).
 */
export function ladderSetup(games: number, seed: number): BatchConfig {
  return {
    circuits: ['kaldheira'],
    titans: ['grinder', 'slaugg', 'craken', 'rassik'],
    bots: ['random', 'random', 'random', 'random'],
    games,
    seed,
    rotate: true,
  };
}
