// What the bot scripts (ladder.ts, profile/regret.ts) share: their command line — `--name value` flags and
// bot variant specs `key=value+key=value` (numbers where they parse as numbers, words otherwise) — and the
// ladder's games.
import type { BatchConfig } from '../src/sim/batch';

const argv = process.argv.slice(2);

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
