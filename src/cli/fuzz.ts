// npm run fuzz -- [--games N] [--seed S] [--max-actions A] [--json] [--out DIR]
// R1.7 fuzz (src/sim/fuzz.ts): N complete random games on random ice-dense designer circuits with a
// maximum Life of 1–3 and 3–6 Titans, checking after every action that no two Titans share a space, no
// trap shares a space with a Titan, every action resolves in a bounded number of events and every game
// ends. Prints the figures and, per kind of violation, the first example as a scenario (setup +
// actions) written with --out DIR to DIR/fuzz-<kind>.json, which `npm run scenario -- --print FILE` replays. Exits 1 on any violation, 2 on bad arguments.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runFuzz, violationCount, type FuzzViolation } from '../sim/fuzz';
import { ArgError, cut, parseArgs, runCli } from './parse';

function parse(argv: string[]) {
  const { values: v, positional } = parseArgs(argv, {
    games: { kind: 'int', min: 1, max: 100_000_000 },
    seed: { kind: 'int', min: 0, max: 0xffffffff },
    'max-actions': { kind: 'int', min: 1, max: 10_000_000 },
    json: { kind: 'flag' },
    out: { kind: 'text' },
  });
  if (positional.length)
    throw new ArgError(
      `unknown argument ${cut(positional[0])} (use --games N --seed S [--max-actions A] [--json] [--out DIR])`,
    );
  return {
    games: (v.games as number | undefined) ?? 10_000,
    seed: (v.seed as number | undefined) ?? 1,
    maxActions: (v['max-actions'] as number | undefined) ?? 3000,
    json: !!v.json,
    out: (v.out as string | undefined) ?? null,
  };
}

/** A violation as a scenario file: the setup and the actions up to the position that breaks the rule. */
function asScenario(v: FuzzViolation) {
  return { name: `fuzz game ${v.game}, ${v.kind}: ${v.what}`, setup: v.setup, actions: v.actions };
}

function main(argv: string[]) {
  const o = parse(argv);
  const t0 = performance.now();
  let last = 0;
  const f = runFuzz({
    games: o.games,
    seed: o.seed,
    maxActionsPerGame: o.maxActions,
    onProgress: (done) => {
      if (process.stderr.isTTY && (done === o.games || performance.now() - last > 200)) {
        last = performance.now();
        process.stderr.write(`\r${done}/${o.games} games`);
        if (done === o.games) process.stderr.write('\n');
      }
    },
  });
  const seconds = (performance.now() - t0) / 1000;
  const n = violationCount(f);
  const first = new Map<string, FuzzViolation>();
  for (const v of f.examples) if (!first.has(v.kind)) first.set(v.kind, v);
  const written: string[] = [];
  if (o.out && first.size > 0) {
    mkdirSync(o.out, { recursive: true });
    for (const [kind, v] of first) {
      const file = join(o.out, `fuzz-${kind}.json`);
      writeFileSync(file, JSON.stringify(asScenario(v), null, 1) + '\n');
      written.push(file);
    }
  }
  if (o.json) {
    console.log(
      JSON.stringify({
        ...f,
        examples: [...first.values()].map(asScenario),
        seed: o.seed,
        seconds: +seconds.toFixed(2),
      }),
    );
  } else {
    console.log(`seed ${o.seed}: ${o.games} setups, ${f.skipped} refused (closed ice line, R7.6)`);
    console.log(`games played:      ${f.games} (${f.finished} won)`);
    console.log(`actions:           ${f.actions} (longest game ${f.maxActions})`);
    console.log(`pending positions: ${f.pendingStates}`);
    console.log(`knock-outs:        ${f.knockouts}`);
    console.log(`most events/action ${f.maxEvents}`);
    console.log(`time:              ${seconds.toFixed(1)} s (${Math.round(f.actions / seconds)} actions/s)`);
    if (n === 0) console.log('violations:        none');
    else {
      console.log(`violations:        ${n}`);
      for (const [kind, count] of Object.entries(f.violations)) {
        const v = first.get(kind)!;
        console.log(`  ${kind}: ${count}; first: game ${v.game} after ${v.step} actions: ${v.what}`);
      }
      if (written.length) console.log(`  replay: npm run scenario -- --print ${written.join(' | ')}`);
      else console.log('  (--out DIR writes the first example of each kind as a scenario file)');
    }
  }
  process.exit(n > 0 ? 1 : 0);
}

runCli('fuzz', () => main(process.argv.slice(2)));
