// Where the public path's time goes beyond the integer path's (docs/engine.md, "The public path, sixth
// round"): the same random games played by four drivers, alternating 600-game passes, CPU time, the median
// of 7 passes in µs an action. Drivers: moves (legalMoves + applyMove), checked (legalMoves, the chosen code
// made an action by moveAction and applied checked by applyInPlace), inplace (legalActions + applyInPlace),
// public (legalActions + applyAction): pair-games.ts's modes. Bundle it as pair.sh does:
// `npx esbuild scripts/profile/gap.ts --bundle --platform=node --format=esm --outfile=/tmp/gap.mjs`,
// then `node /tmp/gap.mjs`.
import { games } from './pair-games';

const DRIVERS = ['moves', 'checked', 'inplace', 'public'] as const;
type Driver = (typeof DRIVERS)[number];

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
