// npm run suggest -- --circuit ID|FILE --titans a,b,c,d --bots L --games N --seed S [--objective NAME]
//                    [--target R] [--fresh N] [--workers W] [--json]
// Which edit of one to three spaces makes the circuit fairer (or the objective better), proved on fresh
// games (how the search works: src/sim/suggest/search.ts, docs/lab.md).
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/types';
import { CIRCUIT_IDS } from '../engine/types';
import { nodePool } from '../sim/pool/node';
import { isObjective, OBJECTIVES, type Objective } from '../sim/suggest/objective';
import { suggest, type SuggestConfig } from '../sim/suggest/search';
import { suggestJson, suggestText } from '../sim/suggest/format';
import { ArgError, fileParent, fullCircuitArg, titansArg } from './args';
import { cut, parseArgs, runCli, type OptTable } from './parse';

const HELP = `npm run suggest -- [options]      (npm run -s suggest … for clean --json output)

Searches small edits of a circuit (add, remove, move or repaint one to three spaces, each checked by the
circuit validator) for the one that best improves an objective, then plays the best few again on fresh
games and reports the paired difference (after − before, lower is better) with a 95% interval.

  --circuit ID|FILE   a standard circuit (${CIRCUIT_IDS.join(', ')}) or a circuit JSON file (required)
  --titans a,b,c      3–6 Titans (default grinder,slaugg,craken,rassik); seats are rotated
  --bots L[,L…]       bot level per turn position, or one for all (default greedy): ${BOT_LEVELS.join(', ')}
  --games N           games per candidate in the search (default 400); fresh games: twice that
  --fresh N           fresh games for the final comparison (default 2 × --games)
  --seed S            seed (default 1): the same seed gives the same suggestions
  --objective NAME    ${OBJECTIVES.join(', ')} (default unfairness)
  --target R          for --objective length: the wanted mean rounds (default 8)
  --max-spaces K      at most K spaces changed (1–3, default 3)
  --workers W         worker threads (default 1); the result does not depend on it
  --parent ID|FILE    the circuit this one was copied from (default: the circuit file's "parent"):
                      undoing each of your edits against it is always among the candidates
  --replicate N       games on which the chosen edits' gains are measured again (default: --fresh)
  --json              print { objective, before, suggestions: [{ circuit, edits, after, delta, ci }] }
  --help              this text
`;

const TABLE: OptTable = {
  circuit: { kind: 'text' },
  titans: { kind: 'text' },
  bots: { kind: 'text' },
  games: { kind: 'int', min: 1, max: 1_000_000 },
  fresh: { kind: 'int', min: 1, max: 1_000_000 },
  seed: { kind: 'int', min: 0, max: 0xffffffff },
  objective: { kind: 'text' },
  target: { kind: 'number', min: 1, max: 100 },
  'max-spaces': { kind: 'int', min: 1, max: 3 },
  workers: { kind: 'int', min: 1, max: 64 },
  parent: { kind: 'text' },
  replicate: { kind: 'int', min: 1, max: 1_000_000 },
  json: { kind: 'flag' },
  help: { kind: 'flag' },
};

function parse(argv: string[]): { cfg: SuggestConfig; workers: number; json: boolean } | null {
  const { values: v, positional } = parseArgs(argv, TABLE);
  if (v.help) return null;
  if (positional.length) throw new ArgError(`unexpected argument ${cut(positional[0])} (try --help)`);
  if (v.circuit === undefined) throw new ArgError('--circuit is required (a standard id or a circuit file)');
  const circuit = fullCircuitArg(v.circuit as string);
  const titans = titansArg((v.titans as string | undefined) ?? 'grinder,slaugg,craken,rassik');
  if (titans.length < 3 || titans.length > 6) throw new ArgError('--titans lists 3 to 6 Titans');
  if (new Set(titans).size !== titans.length) throw new ArgError('--titans lists a Titan twice');
  let bots = ((v.bots as string | undefined) ?? 'greedy').split(',').map((x) => x.trim());
  for (const b of bots)
    if (!isBotLevel(b)) throw new ArgError(`unknown bot "${cut(b)}" (${BOT_LEVELS.join(', ')})`);
  if (bots.length === 1) bots = titans.map(() => bots[0]);
  if (bots.length !== titans.length)
    throw new ArgError(`--bots lists ${bots.length} bots for ${titans.length} Titans`);
  const name = (v.objective as string | undefined) ?? 'unfairness';
  if (!isObjective(name)) throw new ArgError(`--objective ${cut(name)}: one of ${OBJECTIVES.join(', ')}`);
  const objective: Objective = { name };
  if (v.target !== undefined) {
    if (name !== 'length') throw new ArgError('--target goes with --objective length');
    objective.target = v.target as number;
  }
  const games = (v.games as number | undefined) ?? 400;
  const cfg: SuggestConfig = {
    circuit,
    titans,
    bots: bots as BotLevel[],
    seed: (v.seed as number | undefined) ?? 1,
    games,
    objective,
  };
  if (v.fresh !== undefined) cfg.fresh = v.fresh as number;
  if (v['max-spaces'] !== undefined) cfg.maxSpaces = v['max-spaces'] as number;
  if (v.replicate !== undefined) cfg.replicate = v.replicate as number;
  const parent =
    v.parent !== undefined ? fullCircuitArg(v.parent as string) : fileParent(v.circuit as string);
  if (parent) cfg.parent = parent;
  return { cfg, workers: (v.workers as number | undefined) ?? 1, json: !!v.json };
}

async function main(): Promise<number> {
  const parsed = parse(process.argv.slice(2));
  if (!parsed) {
    process.stdout.write(HELP);
    return 0;
  }
  const { cfg, workers, json } = parsed;
  const t0 = Date.now();
  const pool = await nodePool(workers);
  let last = 0;
  try {
    const result = await suggest(cfg, pool, {
      onProgress: (p) => {
        const t = Date.now();
        if (t - last < (process.stderr.isTTY ? 200 : 5000)) return;
        last = t;
        process.stderr.write(
          `${process.stderr.isTTY ? '\r' : ''}${p.phase}: ${p.done}/${p.total} games, ${((t - t0) / 1000).toFixed(0)} s${process.stderr.isTTY ? '   ' : '\n'}`,
        );
      },
    });
    const secs = (Date.now() - t0) / 1000;
    process.stderr.write(`\ndone: ${result.gamesPlayed} games in ${secs.toFixed(1)} s\n`);
    process.stdout.write(
      json
        ? JSON.stringify(suggestJson(result, cfg.circuit)) + '\n'
        : suggestText(result, cfg.circuit.name, cfg.parent?.name) + '\n',
    );
    return 0;
  } finally {
    pool.close();
  }
}

runCli('suggest', main);
