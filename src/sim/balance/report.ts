// The balance report from everything played so far.
import { STANDARD_CIRCUITS } from '../../engine/circuits';
import { buildReport } from '../report';
import { meanSd, pairedDiff, round, wilson } from '../stats';
import type { BalanceRun } from './metrics';
import { reproduceOf } from './reproduce';
import type {
  AbilityRow,
  BalanceReport,
  BotLevelRow,
  CardRow,
  NotableGame,
  Rate,
  RestrictedRow,
} from './schema';
import { cardRestricted, deckCards, n, skillLevel } from './seating';
import { buildVerdict } from '../verdict';

const ci2 = (lo: number, hi: number): [number, number] => [round(lo), round(hi)];

function rate(wins: number, games: number): Rate {
  const w = wilson(wins, games);
  return { wins, games, rate: round(w.rate), ci: ci2(w.lo, w.hi) };
}

/** Compare the restricted Titan's results with and without, over games played in both batches. */
function restricted(base: number[], job: number[], restrictedOf: (k: number) => number): RestrictedRow {
  let both = 0;
  let onlyWith = 0;
  let onlyWithout = 0;
  let neither = 0;
  for (let k = 0; k < base.length; k++) {
    if (base[k] === -2 || job[k] === -2) continue;
    const i = restrictedOf(k);
    const a = base[k] === i;
    const b = job[k] === i;
    if (a && b) both++;
    else if (a) onlyWith++;
    else if (b) onlyWithout++;
    else neither++;
  }
  const games = both + onlyWith + onlyWithout + neither;
  const d = pairedDiff(both, onlyWith, onlyWithout, neither);
  const w1 = wilson(both + onlyWith, games);
  const w2 = wilson(both + onlyWithout, games);
  return {
    with: round(w1.rate),
    without: round(w2.rate),
    delta: round(d.diff),
    ci: ci2(d.lo, d.hi),
    games,
    withCi: ci2(w1.lo, w1.hi),
    withoutCi: ci2(w2.lo, w2.hi),
    discordant: [onlyWith, onlyWithout],
  };
}

export function buildBalanceReport(run: BalanceRun): BalanceReport {
  const { cfg, base, extra } = run;
  const m = n(cfg);
  const baseOut = run.outcomes.base;
  const played = baseOut.filter((w) => w !== -2).length;
  const titans: Record<string, Rate> = {};
  cfg.titans.forEach((t) => (titans[t] = rate(base.winsByTitan[t] ?? 0, played)));
  const turnPosition: Record<string, Rate> = {};
  for (let p = 0; p < m; p++) turnPosition[String(p + 1)] = rate(extra.winsByPosition[p], played);

  const abilities: AbilityRow[] = [];
  for (const [i, t] of cfg.titans.entries()) {
    const job = run.outcomes[`ability:${t}`];
    if (!job) continue;
    abilities.push({
      titan: t,
      ...restricted(baseOut, job, () => i),
      usesPerGame: played ? round((extra.abilityUses[t] ?? 0) / played, 3) : 0,
    });
  }
  const cards: CardRow[] = [];
  for (const c of deckCards(cfg)) {
    const job = run.outcomes[`card:${c}`];
    if (!job) continue;
    const playedN = base.cardsPlayedByCard[c] ?? 0;
    const received = extra.cardsReceivedByCard[c] ?? 0;
    cards.push({
      card: c,
      ...restricted(baseOut, job, (k) => cardRestricted(cfg, k)),
      playedPerGame: played ? round(playedN / played, 3) : 0,
      receivedPerGame: played ? round(received / played, 3) : 0,
      playedShare: received ? round(playedN / received, 3) : 0,
    });
  }

  const byBotLevel: Record<string, BotLevelRow> = {};
  for (const lv of new Set(cfg.bots)) {
    const seats = cfg.bots.filter((b) => b === lv).length;
    const wins = base.winsByBot[lv] ?? 0;
    const w = wilson(wins, played);
    byBotLevel[lv] = {
      seats,
      wins,
      games: played,
      rate: round(w.rate),
      ci: ci2(w.lo, w.hi),
      perSeatRate: round(w.rate / seats),
      perSeatCi: ci2(w.lo / seats, w.hi / seats),
    };
  }

  const len = meanSd(base.finished, base.roundsSum, base.roundsSqSum);
  const keys = Object.keys(base.roundsHist).map(Number);
  const margin = meanSd(extra.margins, extra.marginSum, extra.marginSqSum);
  const comeback = wilson(extra.comebacks, extra.halfGames);
  const baseline = buildReport(base, {
    seed: cfg.seed,
    circuits: cfg.circuits.map((c) => (typeof c === 'string' ? c : c.id)),
    bots: cfg.bots,
    rotate: true,
  });
  const report: BalanceReport = {
    kind: 'titan-race-balance-report',
    version: 1,
    games: cfg.games,
    played,
    complete: Object.values(run.outcomes).every((o) => o.every((w) => w !== -2)),
    seed: cfg.seed,
    circuits: cfg.circuits.map((c) => (typeof c === 'string' ? STANDARD_CIRCUITS[c].name : c.name)),
    titans,
    turnPosition,
    abilities,
    cards,
    tension: {
      leadChangesPerGame: played ? round(extra.leadChanges / played, 3) : 0,
      comebackShare: round(comeback.rate),
      comebackCi: ci2(comeback.lo, comeback.hi),
      meanWinningMargin: round(margin.mean, 3),
      sdWinningMargin: round(margin.sd, 3),
      leaderAfterRound: (extra.leaderGames ?? []).flatMap((g, i) => {
        if (!g) return [];
        const w = wilson(extra.leaderWins[i] ?? 0, g);
        return [{ round: i + 1, games: g, rate: round(w.rate), ci: ci2(w.lo, w.hi) }];
      }),
    },
    byBotLevel,
    length: {
      mean: round(len.mean, 3),
      sd: round(len.sd, 3),
      min: keys.length ? Math.min(...keys) : 0,
      max: keys.length ? Math.max(...keys) : 0,
      histogram: { ...base.roundsHist },
    },
    notable: notableGames(run),
    baseline,
    checks: { forbiddenUses: run.forbiddenUses, substitutes: run.substitutes },
    reproduce: reproduceOf(cfg),
  };
  const skill = run.outcomes.skill;
  if (skill) {
    let wins = 0;
    let games = 0;
    skill.forEach((w, k) => {
      if (w === -2) return;
      games++;
      if (w === cardRestricted(cfg, k)) wins++;
    });
    const w = wilson(wins, games);
    report.skill = {
      level: skillLevel(cfg),
      against: 'random',
      wins,
      games,
      rate: round(w.rate),
      ci: ci2(w.lo, w.hi),
      fair: round(1 / m),
    };
  }
  if (cfg.teams) {
    report.teams = {};
    cfg.teams.forEach(
      (m, i) => (report.teams![m.join('+')] = rate(extra.winsByTeam[String(i)] ?? 0, played)),
    );
  }
  // The verdict first in the JSON: it is what a reader wants before the figures it rests on.
  const { kind, version, ...rest } = report;
  return { kind, version, verdict: buildVerdict(report), ...rest };
}

/** Shortest and longest won game, biggest comeback, and each Titan's shortest win (lowest k on ties). */
function notableGames(run: BalanceRun): NotableGame[] {
  const won: number[] = [];
  run.outcomes.base.forEach((w, k) => {
    if (w >= 0) won.push(k);
  });
  if (won.length === 0) return [];
  const row = (label: string, k: number): NotableGame => ({
    label,
    game: k,
    winner: run.cfg.titans[run.outcomes.base[k]],
    rounds: run.rounds[k],
    behind: run.behind[k],
  });
  const best = (better: (a: number, b: number) => boolean, ks: number[]) =>
    ks.reduce((x, k) => (better(k, x) ? k : x), ks[0]);
  const out = [
    row(
      'shortest',
      best((a, b) => run.rounds[a] < run.rounds[b], won),
    ),
    row(
      'longest',
      best((a, b) => run.rounds[a] > run.rounds[b], won),
    ),
  ];
  const comeback = best((a, b) => run.behind[a] > run.behind[b], won);
  if (run.behind[comeback] > 0) out.push(row('comeback', comeback));
  run.cfg.titans.forEach((t, i) => {
    const mine = won.filter((k) => run.outcomes.base[k] === i);
    if (mine.length)
      out.push(
        row(
          `best:${t}`,
          best((a, b) => run.rounds[a] < run.rounds[b], mine),
        ),
      );
  });
  return out;
}
