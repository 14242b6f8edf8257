// Paired comparison (pair.sh): two bundles of pair-games.ts in one process, warmed up, then alternating
// chunks of the same games (each pair in the other order from the last), each timed in CPU time
// (process.cpuUsage: the whole process, the collector's helper threads included). Prints each side's
// median rate and the median of the pairs' ratios B ÷ A with their interquartile range: a change of a
// few per cent shows as a ratio whose range stays on one side of 1 (whole runs moved ±5–10% here).
// `tsx scripts/profile/pair.ts <a.mjs> <b.mjs> [mode] [pairs] [chunk] [warm-up games]`
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

type Games = (mode: string, n: number, seed: number) => number;
const [fileA, fileB, mode = 'public', pairsArg = '16', chunkArg = '300', warmArg = '600'] =
  process.argv.slice(2);
if (!fileA || !fileB) throw new Error('usage: pair.ts <a.mjs> <b.mjs> [mode] [pairs] [chunk] [warm-up]');
const load = async (f: string): Promise<Games> =>
  ((await import(pathToFileURL(resolve(f)).href)) as { games: Games }).games;
const a = await load(fileA);
const b = await load(fileB);
const pairs = Number(pairsArg);
const chunk = Number(chunkArg);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
for (let i = 0; i < 3; i++) {
  a(mode, Number(warmArg), 1 + i);
  b(mode, Number(warmArg), 1 + i);
}
const rateOf = (run: Games, seed: number) => {
  const t = cpu();
  run(mode, chunk, seed);
  return chunk / (cpu() - t);
};
const ra: number[] = [];
const rb: number[] = [];
const ratios: number[] = [];
for (let i = 0; i < pairs; i++) {
  const seed = 1000 + i * chunk;
  let x: number;
  let y: number;
  if (i % 2 === 0) {
    x = rateOf(a, seed);
    y = rateOf(b, seed);
  } else {
    y = rateOf(b, seed);
    x = rateOf(a, seed);
  }
  ra.push(x);
  rb.push(y);
  ratios.push(y / x);
}
const at = (v: number[], f: number) => v.slice().sort((p, q) => p - q)[Math.round(f * (v.length - 1))];
console.log(
  `${mode}, ${pairs} pairs of ${chunk} games: A ${Math.round(at(ra, 0.5))}, B ${Math.round(at(rb, 0.5))} ` +
    `games per CPU-second; B ÷ A median ${at(ratios, 0.5).toFixed(3)} ` +
    `(interquartile ${at(ratios, 0.25).toFixed(3)}–${at(ratios, 0.75).toFixed(3)})`,
);
