// `npm run balance` arguments, by the table-driven parser (./parse.ts): each bad one is an ArgError
// (one line on stderr, exit code 2). Also reads --from reports, checked before use.
import { parseBy } from '../schema/core';
import { reproduceSchema } from '../schema/report';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/types';
import { createGame } from '../engine';
import { DEFAULT_DECK } from '../engine/data';
import type { Circuit, CircuitId, GameOptions } from '../engine/types';
import { configFromReproduce, roundGames, type BalanceConfig, type BalanceReport } from '../sim/balance';
import { optionsText } from '../sim/balance-format';
import { parseSweep, sweepArgText, sweepConfig, type Sweep } from '../sim/sweep';
import { addOption, circuitArg, fileParent, fullCircuitArg, teamsArg, titansArg } from './args';
import { ArgError, checkWritable, cut, parseArgs, readTextCapped, strictInt, type OptTable } from './parse';

export interface BalanceArgs {
  cfg: BalanceConfig;
  sweep: Sweep | null;
  /** The B side of a comparison, and the two labels. */
  versus: { cfg: BalanceConfig; labels: [string, string] } | null;
  saveGame: { k: number; file: string } | null;
  workers: number;
  json: boolean;
  csv: string | null;
  out: string | null;
  /** A second bot family's verdict beside the first (free games only). */
  cross: { level: BotLevel; games: number | null } | null;
  /** Play only games first..last (inclusive) and write a slice for merge-reports. */
  range: [number, number] | null;
  /** The circuit this one was copied from (--parent, or the circuit file's "parent"): played too, on the same games. */
  parent: Circuit | null;
  help: boolean;
}

const TABLE: OptTable = {
  circuit: { kind: 'text', repeat: true },
  titans: { kind: 'text' },
  bots: { kind: 'text' },
  games: { kind: 'int', min: 1, max: 100_000_000 },
  seed: { kind: 'int', min: 0, max: 0xffffffff },
  laps: { kind: 'int', min: 1, max: 9 },
  option: { kind: 'text', repeat: true },
  teams: { kind: 'text' },
  'no-abilities': { kind: 'flag' },
  'no-cards': { kind: 'flag' },
  sweep: { kind: 'text' },
  'compare-circuit': { kind: 'text', repeat: true },
  'compare-option': { kind: 'text', repeat: true },
  'cross-check': { kind: 'text' },
  'cross-games': { kind: 'int', min: 1, max: 100_000_000 },
  restricted: { kind: 'flag' },
  workers: { kind: 'int', min: 1, max: 64 },
  json: { kind: 'flag' },
  csv: { kind: 'text' },
  out: { kind: 'text' },
  from: { kind: 'text' },
  'save-game': { kind: 'text' },
  range: { kind: 'text' },
  parent: { kind: 'text' },
  help: { kind: 'flag' },
};

/** Largest report file read by --from (a 15,000-game report is a few MB). */
export const MAX_REPORT_BYTES = 200_000_000;

const REPRODUCE = reproduceSchema();

/** What each field of `reproduce` must hold, for the sentence of a refusal. */
const REPRODUCE_WHY: Record<string, string> = {
  circuits: 'must list one circuit or three, each one the editor would accept',
  titans: 'must list Titans',
  bots: 'must give a bot level per Titan',
  games: 'must be a positive whole number',
  seed: 'must be a whole number from 0 to 4294967295',
  abilities: 'must be true or false',
  cards: 'must be true or false',
  laps: 'must be a whole number',
};

/**
 * What is wrong with a report's `reproduce` block, or null: the schema the lab's links and imports use
 * (src/schema/report.ts), so both accept the same seeds, games, Titans and circuits.
 */
export function reproduceProblem(rp: unknown): string | null {
  if (!rp || typeof rp !== 'object' || Array.isArray(rp))
    return 'no "reproduce" object (not a balance report)';
  const p = parseBy(REPRODUCE, rp);
  if (p.ok) return null;
  const field = p.refusal.path.split('.')[0];
  if (!field) return 'the engine cannot set up this course (Titans, bots, laps, house rules or teams)';
  return `"reproduce.${field}" ${REPRODUCE_WHY[field] ?? `is not valid (${p.refusal.code})`}`;
}

/** A report (or a lab export holding reports) read for --from. */
export function fromFile(file: string): { cfg: BalanceConfig; parent: Circuit | null } {
  const text = readTextCapped(file, MAX_REPORT_BYTES, 'report file');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new ArgError(`--from ${cut(file)}: not JSON (${cut((e as Error).message, 80)})`);
  }
  const d = (data ?? {}) as {
    reproduce?: unknown;
    report?: { reproduce?: unknown };
    reports?: { reproduce?: unknown }[];
  };
  const rp =
    d.reproduce ?? d.report?.reproduce ?? (Array.isArray(d.reports) ? d.reports[0]?.reproduce : undefined);
  const problem = reproduceProblem(rp);
  if (problem) throw new ArgError(`--from ${cut(file)}: ${problem}`);
  const reproduce = rp as BalanceReport['reproduce'];
  return { cfg: configFromReproduce(reproduce), parent: reproduce.parent ?? null };
}

/** `FIRST..LAST`, 0-based and inclusive. */
export function rangeArg(v: string): [number, number] {
  const m = /^(\d+)\.\.(\d+)$/.exec(v);
  if (!m) throw new ArgError(`--range ${cut(v)}: write FIRST..LAST, e.g. 0..499 (games are numbered from 0)`);
  const first = strictInt('range', m[1], 0);
  const last = strictInt('range', m[2], 0);
  if (last < first) throw new ArgError(`--range ${v}: LAST comes before FIRST`);
  return [first, last];
}

const checked = (what: string, c: BalanceConfig): void => {
  const g = createGame({
    circuits: c.circuits,
    titans: c.titans,
    laps: c.laps,
    options: c.options,
    teams: c.teams,
    seed: 1,
  });
  if (!g.ok) throw new ArgError(`${what}${g.error.message}`);
};

export function parseBalanceArgs(argv: string[]): BalanceArgs {
  // --save-game K FILE is the one option with two values: FILE is taken out before parsing.
  const args = argv.slice();
  const si = args.indexOf('--save-game');
  let saveFile: string | undefined;
  if (si >= 0) {
    saveFile = args[si + 2];
    if (saveFile === undefined || saveFile.startsWith('--'))
      throw new ArgError('--save-game K FILE: name the file');
    args.splice(si + 2, 1);
  }
  const { values: v, positional } = parseArgs(args, TABLE);
  if (positional.length) throw new ArgError(`unexpected argument ${cut(positional[0])} (try --help)`);
  const list = (k: string) => (v[k] as string[] | undefined) ?? [];
  const text = (k: string) => v[k] as string | undefined;
  const sweepText = text('sweep');
  let sweep: Sweep | null = null;
  if (sweepText !== undefined) {
    const sw = parseSweep(sweepText);
    if (typeof sw === 'string') throw new ArgError(sw);
    sweep = sw;
  }
  const versusCircuits: (CircuitId | Circuit)[] = list('compare-circuit').map(circuitArg);
  const versusOptions = list('compare-option');
  const comparing = versusCircuits.length > 0 || versusOptions.length > 0;
  if (comparing && sweep) throw new ArgError('--sweep and --compare-… cannot be combined');
  const freeOnly = (sweep || comparing) && !v.restricted;
  const from = text('from');
  let cfg: BalanceConfig;
  let fromParent: Circuit | null = null;
  if (from) ({ cfg, parent: fromParent } = fromFile(from));
  else {
    const circuits = (list('circuit').length ? list('circuit') : ['kaldheira']).map(circuitArg);
    if (circuits.length !== 1 && circuits.length !== 3)
      throw new ArgError('give one --circuit for a race or three for a Grand Slam');
    const titans = titansArg(text('titans') ?? 'grinder,slaugg,craken,rassik');
    let bots = (text('bots') ?? 'greedy').split(',').map((x) => x.trim());
    for (const b of bots)
      if (!isBotLevel(b)) throw new ArgError(`unknown bot level "${cut(b)}" (${BOT_LEVELS.join(', ')})`);
    if (bots.length === 1) bots = titans.map(() => bots[0]);
    if (bots.length !== titans.length)
      throw new ArgError(`--bots lists ${bots.length} levels for ${titans.length} Titans`);
    let options: GameOptions | undefined;
    for (const kv of list('option')) options = addOption(options ?? {}, kv, DEFAULT_DECK);
    cfg = {
      circuits,
      titans,
      bots: bots as BotLevel[],
      games: 1,
      seed: (v.seed as number | undefined) ?? 1,
      abilities: !v['no-abilities'] && !freeOnly,
      cards: !v['no-cards'] && !freeOnly,
      // A sweep or comparison plays free games only: no skill batch either.
      skill: !(sweep || comparing),
    };
    if (v.laps !== undefined) cfg.laps = v.laps as number;
    if (options) cfg.options = options;
    if (text('teams') !== undefined) cfg.teams = teamsArg(text('teams')!);
    cfg.games = roundGames(cfg, (v.games as number | undefined) ?? 2000);
  }
  checked('', cfg);
  if (sweep)
    for (const value of sweep.values) {
      const c = sweepConfig(cfg, sweep.key, value);
      if (!c.ok) throw new ArgError(sweepArgText(c.error));
      checked(`--sweep ${sweep.key}=${value}: `, c.config);
    }
  let versus: BalanceArgs['versus'] = null;
  if (comparing) {
    const b: BalanceConfig = { ...cfg };
    if (versusCircuits.length) {
      if (versusCircuits.length !== 1 && versusCircuits.length !== 3)
        throw new ArgError('give one --compare-circuit, or three for a Grand Slam');
      b.circuits = versusCircuits;
    }
    if (versusOptions.length) {
      let o: GameOptions = { ...cfg.options };
      for (const kv of versusOptions) o = addOption(o, kv, DEFAULT_DECK);
      b.options = o;
    }
    checked('B: ', b);
    const name = (c: BalanceConfig) => c.circuits.map((x) => (typeof x === 'string' ? x : x.id)).join('+');
    versus = {
      cfg: b,
      labels: [
        name(cfg) + (cfg.options ? ' ' + optionsText(cfg.options).join(' ') : ''),
        name(b) + (versusOptions.length ? ' ' + versusOptions.join(' ') : ''),
      ],
    };
  }
  let saveGame: BalanceArgs['saveGame'] = null;
  const sg = text('save-game');
  if (sg !== undefined) saveGame = { k: strictInt('save-game', sg, 0), file: saveFile! };
  if (saveGame && !from) throw new ArgError('--save-game needs --from REPORT');
  if (saveGame && saveGame.k >= cfg.games)
    throw new ArgError(`--save-game: the report has games 0 to ${cfg.games - 1}`);
  const crossText = text('cross-check');
  if (crossText !== undefined && !isBotLevel(crossText))
    throw new ArgError(`--cross-check: unknown bot level ${cut(crossText)}`);
  if (v['cross-games'] !== undefined && crossText === undefined)
    throw new ArgError('--cross-games needs --cross-check LEVEL');
  const cross = crossText
    ? { level: crossText as BotLevel, games: (v['cross-games'] as number | undefined) ?? null }
    : null;
  const range = text('range') !== undefined ? rangeArg(text('range')!) : null;
  if (range) {
    if (range[1] >= cfg.games) throw new ArgError(`--range: the run has games 0 to ${cfg.games - 1}`);
    if (sweep || comparing || cross || saveGame)
      throw new ArgError(
        '--range makes a slice of one balance report: no --sweep, --compare-…, --cross-check or --save-game',
      );
    if (!v.out) throw new ArgError('--range writes a slice for npm run merge-reports: give --out FILE');
  }
  // The change first: the parent named on the command line, else by the circuit file or the --from report.
  const oneFile = !from && list('circuit').length === 1 ? list('circuit')[0] : null;
  let parent: Circuit | null = null;
  if (text('parent') !== undefined) {
    if (!oneFile && !from) throw new ArgError('--parent goes with one --circuit (not a Grand Slam)');
    if (sweep || comparing || range)
      throw new ArgError('--parent compares one report with its parent: no --sweep, --compare-… or --range');
    parent = fullCircuitArg(text('parent')!);
  } else if (!sweep && !comparing && !range && !saveGame) parent = oneFile ? fileParent(oneFile) : fromParent; // a report played with its parent reruns it too
  if (parent && cfg.circuits.length !== 1)
    throw new ArgError('--parent goes with one circuit (not a Grand Slam)');
  const csv = text('csv') ?? null;
  const out = text('out') ?? null;
  if (csv) checkWritable('--csv', csv);
  if (out) checkWritable('--out', out);
  if (saveGame) checkWritable('--save-game', saveGame.file);
  return {
    cfg,
    sweep,
    versus,
    saveGame,
    workers: (v.workers as number | undefined) ?? 1,
    json: !!v.json,
    csv,
    out,
    cross,
    range,
    parent,
    help: false,
  };
}
