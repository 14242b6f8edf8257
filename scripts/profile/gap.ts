// Where the public path's time goes beyond the integer path's (docs/engine.md, "The public path, sixth
// round"): the same random games played by four drivers, alternating 600-game passes, CPU time, the median
// of 7 passes in µs an action. Drivers: moves (legalMoves + applyMove), checked (legalMoves, the chosen code
// made an action by moveAction and applied checked by applyInPlace), inplace (legalActions + applyInPlace),
// public (legalActions + applyAction). Bundle it as pair.sh does: `npx esbuild scripts/profile/gap.ts
// --bundle --platform=node --format=esm --outfile=/tmp/gap.mjs && node /tmp/gap.mjs`.
import { applyAction, legalActions, newGame, type CircuitId, type GameState } from '../../src/engine';
import { STANDARD_ORDER } from '../../src/engine/circuits';
import { applyInPlace, applyMove, legalMoves, moveAction, mulberry } from '../../src/engine/search';

const TITANS = ['grinder', 'slaugg', 'craken', 'rassik'] as const;
const DRIVERS = ['moves', 'checked', 'inplace', 'public'] as const;
type Driver = (typeof DRIVERS)[number];

/** Plays `n` random games from `seed` with `driver`; returns the actions played. */
function games(driver: Driver, n: number, seed: number): number {
  const rand = mulberry(seed);
  const codes: number[] = [];
  let actions = 0;
  for (let g = 0; g < n; g++) {
    const circuit = STANDARD_ORDER[g % STANDARD_ORDER.length] as CircuitId;
    let s: GameState = newGame({ circuits: [circuit], titans: [...TITANS], seed: (seed + g) >>> 0 });
    for (let guard = 0; s.winner < 0 && guard < 20000; guard++) {
      if (driver === 'moves') {
        if (applyMove(s, codes[Math.floor(rand() * legalMoves(s, codes))])) throw new Error('refused');
      } else if (driver === 'checked') {
        const code = codes[Math.floor(rand() * legalMoves(s, codes))];
        if (applyInPlace(s, moveAction(s, code))) throw new Error('refused');
      } else {
        const legal = legalActions(s);
        const a = legal[Math.floor(rand() * legal.length)];
        if (driver === 'inplace') {
          if (applyInPlace(s, a)) throw new Error('refused');
        } else {
          const r = applyAction(s, a);
          if (!r.ok) throw new Error(r.error.code);
          s = r.state;
        }
      }
      actions++;
    }
  }
  return actions;
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
for (const d of DRIVERS) for (let i = 0; i < 2; i++) games(d, 600, 1 + i);
const micros = new Map<Driver, number[]>(DRIVERS.map((d) => [d, []]));
for (let pass = 0; pass < 7; pass++)
  for (const d of DRIVERS) {
    const t = cpu();
    const actions = games(d, 600, 5000 + pass * 600);
    micros.get(d)!.push(((cpu() - t) * 1e6) / actions);
  }
for (const d of DRIVERS) {
  const v = micros.get(d)!.sort((a, b) => a - b);
  console.log(
    `${d.padEnd(8)} ${v[3].toFixed(3)} µs an action (passes ${v[0].toFixed(3)}–${v[6].toFixed(3)})`,
  );
}
