// Playing one game of one batch (free or restricted), with the tally of a free game.
import { applyAction, deciderSeat, legalActions, newGame, raceRows, rowsClimbed } from '../../engine';
import { botFor } from '../../bots';
import type { Action, GameState } from '../../engine/types';
import { mulberry } from '../../engine/search';
import { GameTracker, type Tally } from '../tally';
import type { BalanceConfig, JobId } from './config';
import { addRec, type BaseExtra } from './metrics';
import { countForbidden, forbidden, restrictedView, restrictionOf } from './restrict';
import { balanceSetup, seating, skillLevel } from './seating';

/** Rounds followed by the leader-after-round-N curve. */
const LEADER_ROUNDS = 40;

/** The seat with the most progress (a tie keeps `prev` if it is among the best, else -1) and that progress. */
function leaderOf(s: GameState, prev: number): { leader: number; best: number } {
  let best = -1;
  let who: number[] = [];
  for (let i = 0; i < s.titans.length; i++) {
    const p = rowsClimbed(s, i);
    if (p > best) {
      best = p;
      who = [i];
    } else if (p === best) who.push(i);
  }
  if (who.length === 1) return { leader: who[0], best };
  return { leader: who.includes(prev) ? prev : -1, best };
}

/**
 * A free game as played, so the restricted games of the same seed can reuse it until they differ:
 * `states[i]` before decision i, `actions[i]` taken, `randCalls[i]` = draws from the bots' generator
 * after it. Until the restricted Titan's bot decides differently, a restricted game is this game (same
 * states, same bot inputs, so the same decisions and draws), and only the restricted Titan's
 * decisions need a bot; from the first difference on it is played in full.
 */
export interface FreeGame {
  states: GameState[];
  actions: Action[];
  randCalls: number[];
}

interface GameResult {
  /** Winner as an index into cfg.titans, or -1. */
  winner: number;
  /** Rounds of a won game (0 if unfinished). */
  rounds: number;
  /** Rows the winner was behind the leader when the leader reached half the race (free play only). */
  behind: number;
  forbiddenUses: number;
  substitutes: number;
}

/**
 * Play game k of batch `job`. With `base` (free play only) the game is also tallied. Throws if a bot
 * chooses an action the engine refuses (a bug).
 */
export function playBalanceGame(
  cfg: BalanceConfig,
  job: JobId,
  k: number,
  base?: { tally: Tally; extra: BaseExtra },
  share?: { record?: FreeGame; replay?: FreeGame },
): GameResult {
  const setup = balanceSetup(cfg, k);
  const seats = seating(cfg, k);
  const r = restrictionOf(cfg, job, k);
  let s = newGame(setup);
  const source = mulberry(setup.seed! ^ 0x5bd1e995);
  let calls = 0;
  const rand = () => {
    calls++;
    return source();
  };
  const record = share?.record;
  const replay = share?.replay;
  if (record) record.states.push(s);
  let shared = !!replay;
  // The skill batch: the skilled seat plays the report's strongest level, every other seat random.
  const bots =
    job === 'skill'
      ? seats.bots.map((_, p) => botFor(p === r.seat ? skillLevel(cfg) : 'random'))
      : seats.bots.map(botFor);
  const tracker = base ? new GameTracker(base.tally) : null;
  if (base) for (const T of s.titans) for (const c of T.hand) addRec(base.extra.cardsReceivedByCard, c);
  const half = raceRows(s) / 2;
  const max = cfg.maxActions ?? 20000;
  let leader = -1;
  let leaderAtHalf = -2; // -2: nobody has reached half the race yet
  let progressAtHalf: number[] | null = null;
  let leadChanges = 0;
  let round = s.round;
  /** The sole leader (seat, -1 on a tie) after each finished round. */
  const leaderAfter: number[] = [];
  let forbiddenUses = 0;
  let substitutes = 0;
  let acts = 0;
  for (; s.winner < 0 && acts < max; acts++) {
    const seat = deciderSeat(s);
    if (shared && seat !== r.seat) {
      // The free game's decision: same state, same generator state, so the same action and draws.
      while (calls < replay!.randCalls[acts]) rand();
      s = replay!.states[acts + 1];
      continue;
    }
    let a: Action;
    if (seat === r.seat && (r.ability || r.card)) {
      // An ability is forbidden by showing it used this turn (R10). A card is not hidden (issue 21): the
      // bot sees the real position, so until it wants to play the card it decides as in free play; only
      // then is it asked again without the card (its best other choice).
      a = bots[seat](r.ability ? restrictedView(s, r) : s, seat, rand);
      if (r.card && forbidden(a, r)) a = bots[seat](restrictedView(s, r), seat, rand);
      if (forbidden(a, r)) {
        // The bot built a forbidden action itself: give it the first allowed legal action instead.
        substitutes++;
        a = legalActions(s).find((x) => !forbidden(x, r))!;
      }
    } else a = bots[seat](s, seat, rand);
    if (shared) {
      if (calls === replay!.randCalls[acts] && JSON.stringify(a) === JSON.stringify(replay!.actions[acts])) {
        s = replay!.states[acts + 1];
        continue;
      }
      shared = false;
    }
    const res = applyAction(s, a);
    if (!res.ok)
      throw new Error(
        `balance game ${k} (${job}, seed ${setup.seed}): ${seats.bots[seat]} bot for ${s.titans[seat].id} chose ${JSON.stringify(a)}: ${res.error.code} ${res.error.message}`,
      );
    if (r.seat >= 0) forbiddenUses += countForbidden(res.events, s.titans[r.seat].id, r);
    if (base) {
      tracker!.events(res.events);
      for (const e of res.events) {
        if (e.type === 'abilityUsed' && !e.as) addRec(base.extra.abilityUses, e.titan);
        else if (e.type === 'cardDrawn') addRec(base.extra.cardsReceivedByCard, e.card);
      }
    }
    s = res.state;
    if (record) {
      record.actions.push(a);
      record.randCalls.push(calls);
      record.states.push(s);
    }
    if (base && res.events.some((e) => e.type === 'turnEnded')) {
      const now = leaderOf(s, leader);
      if (now.leader >= 0 && leader >= 0 && now.leader !== leader) leadChanges++;
      if (now.leader >= 0) leader = now.leader;
      // The leader when someone first reaches half the race (-1 if two share the lead then).
      if (leaderAtHalf === -2 && now.best >= half) {
        leaderAtHalf = now.leader;
        progressAtHalf = s.titans.map((_, i) => rowsClimbed(s, i));
      }
      if (s.round > round) {
        if (leaderAfter.length < LEADER_ROUNDS) leaderAfter.push(leaderOf(s, -1).leader);
        round = s.round;
      }
    }
  }
  const winner = s.winner >= 0 ? cfg.titans.indexOf(s.titans[s.winner].id) : -1;
  const behind =
    s.winner >= 0 && progressAtHalf ? Math.max(0, Math.max(...progressAtHalf) - progressAtHalf[s.winner]) : 0;
  if (base) {
    const t = base.tally;
    t.games++;
    t.actions += acts;
    for (const lv of seats.bots) t.seatsByBot[lv] = (t.seatsByBot[lv] ?? 0) + 1;
    base.extra.leadChanges += leadChanges;
    if (s.winner >= 0) {
      const w = s.winner;
      t.finished++;
      t.winsByTitan[s.titans[w].id]++;
      t.winsBySeat[w]++;
      t.winsByPosition[w]++; // seat 1 plays first here: the seat is the turn position
      addRec(t.winsByBot, seats.bots[w]);
      t.roundsSum += s.round;
      t.roundsSqSum += s.round * s.round;
      addRec(t.roundsHist, String(s.round));
      base.extra.winsByPosition[w]++;
      leaderAfter.forEach((l, i) => {
        if (l < 0) return;
        base.extra.leaderGames[i] = (base.extra.leaderGames[i] ?? 0) + 1;
        if (l === w) base.extra.leaderWins[i] = (base.extra.leaderWins[i] ?? 0) + 1;
      });
      if (leaderAtHalf !== -2) {
        base.extra.halfGames++;
        if (leaderAtHalf !== w) base.extra.comebacks++;
      }
      let second = 0;
      for (let i = 0; i < s.titans.length; i++) if (i !== w) second = Math.max(second, rowsClimbed(s, i));
      const margin = raceRows(s) + 1 - second;
      base.extra.margins++;
      base.extra.marginSum += margin;
      base.extra.marginSqSum += margin * margin;
      if (cfg.teams) {
        const team = cfg.teams.findIndex((m) => m.includes(s.titans[w].id));
        if (team >= 0) addRec(base.extra.winsByTeam, String(team));
      }
    }
  }
  return { winner, rounds: s.winner >= 0 ? s.round : 0, behind, forbiddenUses, substitutes };
}
