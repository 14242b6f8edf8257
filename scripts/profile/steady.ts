// Profiling driver (issue 22): warm-up, then R passes of the same work, for instruction counts under
// callgrind (see callgrind.sh and docs/engine.md "Measuring it"). Modes: inplace (legalActions +
// applyInPlace, the search path), public (legalActions + applyAction), greedy (runRange, 4 greedy bots
// on Kaldheira). `node --import tsx scripts/profile/steady.ts <mode> <R>`; PASS=<games> sets a pass's size.
import { applyAction, legalActions, newGame, type CircuitId, type GameState } from '../../src/engine';
import { STANDARD_ORDER } from '../../src/engine/circuits';
import { applyInPlace, applyMove, legalMoves, mulberry } from '../../src/engine/search';
import { runRange, type BatchConfig } from '../../src/sim/batch';

/** The integer path: legalMoves + applyMove, the same games as `random` (same choices by index). */
function randomMoves(games: number, seed: number): number {
  const rand = mulberry(seed);
  const codes: number[] = [];
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const circuit = STANDARD_ORDER[g % STANDARD_ORDER.length] as CircuitId;
    const s: GameState = newGame({
      circuits: [circuit],
      titans: ['grinder', 'slaugg', 'craken', 'rassik'],
      seed: (seed + g) >>> 0,
    });
    for (let guard = 0; s.winner < 0 && guard < 20000; guard++) {
      const n = legalMoves(s, codes);
      if (applyMove(s, codes[Math.floor(rand() * n)])) throw new Error('refused');
      actions++;
    }
  }
  return actions;
}

function random(games: number, seed: number, pub: boolean): number {
  const rand = mulberry(seed);
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const circuit = STANDARD_ORDER[g % STANDARD_ORDER.length] as CircuitId;
    let s: GameState = newGame({
      circuits: [circuit],
      titans: ['grinder', 'slaugg', 'craken', 'rassik'],
      seed: (seed + g) >>> 0,
    });
    for (let guard = 0; s.winner < 0 && guard < 20000; guard++) {
      const legal = legalActions(s);
      const a = legal[Math.floor(rand() * legal.length)];
      if (pub) {
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      } else if (applyInPlace(s, a)) throw new Error('refused');
      actions++;
    }
  }
  return actions;
}

const mode = process.argv[2] ?? 'inplace';
const passes = Number(process.argv[3] ?? 3);
const cpu = () => process.cpuUsage().user / 1e6;
const rates: number[] = [];
if (mode === 'greedy') {
  const n = Number(process.env.PASS ?? 300);
  const cfg: BatchConfig = {
    circuits: ['kaldheira'],
    titans: ['grinder', 'slaugg', 'craken', 'rassik'],
    bots: ['greedy', 'greedy', 'greedy', 'greedy'],
    games: 100 + passes * n,
    seed: 777,
  };
  runRange(cfg, 0, 50);
  for (let r = 0; r < passes; r++) {
    const t = cpu();
    runRange(cfg, 100 + r * n, 100 + (r + 1) * n);
    rates.push(n / (cpu() - t));
  }
} else if (mode === 'moves') {
  const n = Number(process.env.PASS ?? 2000);
  randomMoves(1000, 1);
  for (let r = 0; r < passes; r++) {
    const t = cpu();
    randomMoves(n, 12345);
    rates.push(n / (cpu() - t));
  }
} else {
  const pub = mode === 'public';
  const n = Number(process.env.PASS ?? (pub ? 1500 : 2000));
  random(1000, 1, pub);
  for (let r = 0; r < passes; r++) {
    const t = cpu();
    random(n, 12345, pub);
    rates.push(n / (cpu() - t));
  }
}
console.log(mode, 'games/s of CPU per pass:', rates.map(Math.round).join(' '));
