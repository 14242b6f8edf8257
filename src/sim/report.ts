// A batch report built from a Tally: the JSON the CLI prints with --json, the lab draws, and the CSV.
import type { BotLevel } from '../bots/types';
import { meanSd, round, wilson, type Interval } from './stats';
import { spaceFigures } from './space-figures';
import type { Tally } from './tally';

export interface SpaceFigures {
  visits: number;
  lifeLost: number;
  trapsSprung: number;
  /** Absent in older reports: times a Titan standing here was pushed away, knock-outs here,
   * cards drawn here, entries onto the board here (start spaces), Life lost here per cause (non-zero only). */
  pushes?: number;
  knockouts?: number;
  cardsDrawn?: number;
  starts?: number;
  lifeLostByCause?: Record<string, number>;
}

export interface Report {
  games: number;
  finished: number;
  seed: number;
  circuits: string[];
  titans: string[];
  bots: BotLevel[];
  winsByTitan: Record<string, number>;
  winRateByTitan: Record<string, Interval>;
  /** Wins per seat, seat 0 first (seat = position in the titans list). */
  winsBySeat: number[];
  winRateBySeat: Interval[];
  /** Wins per bot level (games won by any seat of that level). */
  winsByBot: Record<string, number>;
  /** The win rate of ONE seat of that level (wins / seat-games), so 1 expert among 3 greedy is compared
   * with the fair share 1/4. Its interval is the Wilson interval of `winRateByBotAny` divided by the
   * number of seats of that level: a level's wins are a binomial count over games (at most one win a
   * game), not over seat-games. */
  winRateByBot: Record<string, Interval>;
  /** Share of games won by any seat of that level (binomial over games), with its Wilson interval. */
  winRateByBotAny: Record<string, Interval>;
  /** Seats of each level per game. */
  seatsPerGameByBot: Record<string, number>;
  /** Bots rotated over the seats game by game. */
  rotate: boolean;
  /** Titans rotated over the seats, seat 1 first (BatchConfig.rotateSeats): seats are turn positions. */
  rotateSeats?: boolean;
  /** Wins per turn position, the first player first (absent in older reports). */
  winsByPosition?: number[];
  winRateByPosition?: Interval[];
  rounds: { mean: number; sd: number; min: number; max: number; histogram: Record<string, number> };
  actionsPerGame: number;
  knockouts: { total: number; perGame: number; byTitan: Record<string, number> };
  lifeLost: {
    total: number;
    perGame: number;
    byCause: Record<string, number>;
    byTitan: Record<string, number>;
  };
  cards: {
    drawn: number;
    played: number;
    drawnPerGame: number;
    playedPerGame: number;
    playedByCard: Record<string, number>;
  };
  traps: { placed: number; sprung: number };
  /** Per space ('C5', or '2:C5' in Grand Slam): visits (every entry: steps, pushes, slides…), Life lost there, traps sprung. */
  spaces: Record<string, SpaceFigures>;
  /** The same per Titan (absent in older reports): titan → space → figures (traps sprung only when the engine names the Titan). */
  spacesByTitan?: Record<string, Record<string, SpaceFigures>>;
  /** Only with timing on (wall clock, so not part of a reproducible report). */
  msPerDecision?: Record<string, number>;
  maxMsPerDecision?: Record<string, number>;
}

export interface ReportMeta {
  seed: number;
  circuits: string[];
  bots: BotLevel[];
  rotate?: boolean;
  rotateSeats?: boolean;
}

export function buildReport(t: Tally, meta: ReportMeta, timing = false): Report {
  const n = t.games;
  const fin = t.finished;
  const winRateByTitan: Record<string, Interval> = {};
  for (const id of t.titans) winRateByTitan[id] = roundI(wilson(t.winsByTitan[id] ?? 0, n));
  const winsByBot: Record<string, number> = {};
  const winRateByBot: Record<string, Interval> = {};
  const winRateByBotAny: Record<string, Interval> = {};
  const seatsPerGameByBot: Record<string, number> = {};
  for (const lv of Object.keys(t.seatsByBot)) {
    winsByBot[lv] = t.winsByBot[lv] ?? 0;
    const seats = n ? t.seatsByBot[lv] / n : 1;
    const any = wilson(winsByBot[lv], n);
    seatsPerGameByBot[lv] = round(seats, 3);
    winRateByBotAny[lv] = roundI(any);
    winRateByBot[lv] = roundI({ rate: any.rate / seats, lo: any.lo / seats, hi: any.hi / seats });
  }
  const hist = t.roundsHist;
  const keys = Object.keys(hist).map(Number);
  const ms = meanSd(fin, t.roundsSum, t.roundsSqSum);
  const { spaces, spacesByTitan } = spaceFigures(t);
  const lifeTotal = Object.values(t.lifeLost).reduce((a, b) => a + b, 0);
  const report: Report = {
    games: n,
    finished: fin,
    seed: meta.seed,
    circuits: meta.circuits,
    titans: t.titans.slice(),
    bots: meta.bots.slice(),
    winsByTitan: { ...t.winsByTitan },
    winRateByTitan,
    winsBySeat: t.winsBySeat.slice(),
    winRateBySeat: t.winsBySeat.map((w) => roundI(wilson(w, n))),
    winsByBot,
    winRateByBot,
    winRateByBotAny,
    seatsPerGameByBot,
    rotate: !!meta.rotate,
    winsByPosition: (t.winsByPosition ?? []).slice(),
    winRateByPosition: (t.winsByPosition ?? []).map((w) => roundI(wilson(w, n))),
    rounds: {
      mean: round(ms.mean, 3),
      sd: round(ms.sd, 3),
      min: keys.length ? Math.min(...keys) : 0,
      max: keys.length ? Math.max(...keys) : 0,
      histogram: { ...hist },
    },
    actionsPerGame: n ? round(t.actions / n, 2) : 0,
    knockouts: {
      total: t.knockouts,
      perGame: n ? round(t.knockouts / n, 3) : 0,
      byTitan: { ...t.knockoutsByTitan },
    },
    lifeLost: {
      total: lifeTotal,
      perGame: n ? round(lifeTotal / n, 3) : 0,
      byCause: { ...t.lifeLost },
      byTitan: { ...t.lifeLostByTitan },
    },
    cards: {
      drawn: t.cardsDrawn,
      played: t.cardsPlayed,
      drawnPerGame: n ? round(t.cardsDrawn / n, 3) : 0,
      playedPerGame: n ? round(t.cardsPlayed / n, 3) : 0,
      playedByCard: { ...t.cardsPlayedByCard },
    },
    traps: { placed: t.trapsPlaced, sprung: t.trapsSprung },
    spaces,
    spacesByTitan,
  };
  if (meta.rotateSeats) report.rotateSeats = true;
  if (timing) {
    report.msPerDecision = {};
    report.maxMsPerDecision = {};
    for (const [k, v] of Object.entries(t.decideMaxMs)) report.maxMsPerDecision[k] = round(v, 1);
    for (const [k, v] of Object.entries(t.decideMs))
      report.msPerDecision[k] = round(v / Math.max(1, t.decisions[k] ?? 0), 3);
  }
  return report;
}

function roundI(i: Interval): Interval {
  return { rate: round(i.rate), lo: round(i.lo), hi: round(i.hi) };
}

const pct = (x: number): string => (100 * x).toFixed(1) + '%';
const ci = (i: Interval): string => `${pct(i.rate)} [${pct(i.lo)}–${pct(i.hi)}]`;

/** The human-readable report (stdout without --json). */
export function formatText(r: Report, inShort?: string): string {
  const L: string[] = [];
  L.push(
    `Circuit${r.circuits.length > 1 ? 's (Grand Slam)' : ''}: ${r.circuits.join(' + ')}   games: ${r.games} (finished ${r.finished})   seed: ${r.seed}`,
  );
  L.push('');
  // Is it fair? in words, as the lab's Batch says it (batch-headline.ts; the CLI passes it).
  if (inShort) L.push(`In short: ${inShort}`, '');
  if (r.winRateByPosition?.length) {
    L.push(
      `Wins per turn position (95% Wilson CI; 1 = the first player${r.rotateSeats ? ', Titans rotated over the seats' : ', rolled each game (R3.6)'})`,
    );
    r.winRateByPosition.forEach((x, p) =>
      L.push(`  ${String(p + 1).padEnd(9)} ${String(r.winsByPosition![p]).padStart(6)}  ${ci(x)}`),
    );
  }
  if (!r.rotateSeats) {
    L.push('Wins per seat (95% Wilson CI)');
    r.titans.forEach((id, i) => {
      L.push(
        `  seat ${i + 1}  ${id.padEnd(10)} ${r.bots[i].padEnd(7)} ${String(r.winsBySeat[i]).padStart(6)}  ${ci(r.winRateBySeat[i])}`,
      );
    });
  }
  if (r.rotate) L.push("  (bots rotated one seat per game: a seat is listed with its first game's bot)");
  // With one bot level in every seat the row says only that some seat won every game: left out.
  if (new Set(r.bots).size > 1) {
    L.push('Wins per bot level (win rate of one seat of that level; share of games won by any seat of it)');
    for (const [lv, w] of Object.entries(r.winsByBot))
      L.push(
        `  ${lv.padEnd(10)} ${String(w).padStart(6)}  per seat ${ci(r.winRateByBot[lv])}` +
          (r.seatsPerGameByBot?.[lv] && r.seatsPerGameByBot[lv] !== 1
            ? `   any of its ${r.seatsPerGameByBot[lv]} seats ${ci(r.winRateByBotAny[lv])}`
            : ''),
      );
  }
  L.push('Wins per Titan');
  for (const id of r.titans)
    L.push(`  ${id.padEnd(10)} ${String(r.winsByTitan[id]).padStart(6)}  ${ci(r.winRateByTitan[id])}`);
  L.push('');
  L.push(
    `Game length: ${r.rounds.mean.toFixed(1)} rounds (sd ${r.rounds.sd.toFixed(1)}, min ${r.rounds.min}, max ${r.rounds.max}); ${r.actionsPerGame} actions per game`,
  );
  L.push(
    `Knock-outs: ${r.knockouts.total} (${r.knockouts.perGame.toFixed(2)} per game)  ` +
      r.titans.map((t) => `${t} ${r.knockouts.byTitan[t] ?? 0}`).join(', '),
  );
  const causes = Object.entries(r.lifeLost.byCause)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1]);
  L.push(
    `Life lost: ${r.lifeLost.total} (${r.lifeLost.perGame.toFixed(1)} per game) by cause: ` +
      causes.map(([k, v]) => `${k} ${v}`).join(', '),
  );
  L.push(
    `Cards: drawn ${r.cards.drawn} (${r.cards.drawnPerGame.toFixed(1)}/game), played ${r.cards.played} (${r.cards.playedPerGame.toFixed(1)}/game)` +
      (Object.keys(r.cards.playedByCard).length
        ? '  ' +
          Object.entries(r.cards.playedByCard)
            .sort((a, b) => b[1] - a[1])
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')
        : ''),
  );
  L.push(`Traps: placed ${r.traps.placed}, sprung ${r.traps.sprung}`);
  if (r.msPerDecision)
    L.push(
      'ms per decision (mean / longest): ' +
        Object.entries(r.msPerDecision)
          .map(([k, v]) => `${k} ${v} / ${r.maxMsPerDecision?.[k] ?? '?'}`)
          .join(', '),
    );
  L.push('');
  L.push('Per space (top row first): visits / Life lost / traps sprung');
  const names = Object.keys(r.spaces);
  const boards = Math.round(names.length / 36);
  for (let b = boards; b >= 1; b--) {
    if (boards > 1) L.push(`  board ${b}`);
    for (let row = 12; row >= 1; row--) {
      const cells: string[] = [];
      for (let col = 0; col < 6; col++) {
        if ((col + row) % 2 !== 1) continue;
        const local = 'ABCDEF'[col] + row;
        const key = boards > 1 ? `${b}:${local}` : local;
        const f = r.spaces[key];
        cells.push(
          `${local.padStart(3)} ${String(f.visits).padStart(7)}/${String(f.lifeLost).padStart(5)}/${String(f.trapsSprung).padStart(4)}`,
        );
      }
      L.push('  ' + cells.join('  '));
    }
  }
  return L.join('\n');
}

export { toCSV } from './report-csv';
