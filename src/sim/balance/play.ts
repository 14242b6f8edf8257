// Playing one game of one batch (free or restricted), with the tally of a free game.
import { deciderSeat, legalActions, newGame, raceRows, rowsClimbed } from '../../engine';
import { botFor } from '../../bots';
import type { Action, GameEvent, GameState } from '../../engine/types';
import { mulberry, playout } from '../../engine/search';
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

/** A free game's race as it goes: lead changes, the leader at half the race, the leader after each round. */
class RaceWatch {
  leader = -1;
  /** -2: nobody has reached half the race yet; -1: two shared the lead then. */
  leaderAtHalf = -2;
  progressAtHalf: number[] | null = null;
  leadChanges = 0;
  /** The sole leader (seat, -1 on a tie) after each finished round. */
  readonly leaderAfter: number[] = [];
  private round: number;
  private readonly half: number;

  constructor(s: GameState) {
    this.round = s.round;
    this.half = raceRows(s) / 2;
  }

  /** After a turn ended. */
  turnEnded(s: GameState): void {
    const now = leaderOf(s, this.leader);
    if (now.leader >= 0 && this.leader >= 0 && now.leader !== this.leader) this.leadChanges++;
    if (now.leader >= 0) this.leader = now.leader;
    if (this.leaderAtHalf === -2 && now.best >= this.half) {
      this.leaderAtHalf = now.leader;
      this.progressAtHalf = s.titans.map((_, i) => rowsClimbed(s, i));
    }
    if (s.round > this.round) {
      if (this.leaderAfter.length < LEADER_ROUNDS) this.leaderAfter.push(leaderOf(s, -1).leader);
      this.round = s.round;
    }
  }
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
  if (record) record.states.push(s);
  // The skill batch: the skilled seat plays the report's strongest level, every other seat random.
  const bots =
    job === 'skill'
      ? seats.bots.map((_, p) => botFor(p === r.seat ? skillLevel(cfg) : 'random'))
      : seats.bots.map(botFor);
  let substitutes = 0;
  const decide = (st: GameState, seat: number): Action => {
    if (seat !== r.seat || !(r.ability || r.card)) return bots[seat](st, seat, rand);
    // An ability is forbidden by showing it used this turn (R10). A card is not hidden: the bot sees the
    // real position, so until it wants to play the card it decides as in free play; only then is it
    // asked again without the card (its best other choice).
    let a = bots[seat](r.ability ? restrictedView(st, r) : st, seat, rand);
    if (r.card && forbidden(a, r)) a = bots[seat](restrictedView(st, r), seat, rand);
    if (!forbidden(a, r)) return a;
    // The bot built a forbidden action itself: give it the first allowed legal action instead.
    substitutes++;
    return legalActions(st).find((x) => !forbidden(x, r))!;
  };
  const tracker = base ? new GameTracker(base.tally) : null;
  if (base) for (const T of s.titans) for (const c of T.hand) addRec(base.extra.cardsReceivedByCard, c);
  const race = new RaceWatch(s);
  const max = cfg.maxActions ?? 20000;
  let acts = 0;
  // A restricted game is the free game until the restricted Titan decides differently (see FreeGame).
  let first: Action | null = null;
  const free = share?.replay;
  if (free)
    for (; s.winner < 0 && acts < max; acts++) {
      const seat = deciderSeat(s);
      if (seat === r.seat) {
        const a = decide(s, seat);
        if (calls !== free.randCalls[acts] || JSON.stringify(a) !== JSON.stringify(free.actions[acts])) {
          first = a;
          break;
        }
      } else while (calls < free.randCalls[acts]) rand(); // the free game's draws for this decision
      s = free.states[acts + 1];
    }
  let forbiddenUses = 0;
  const onAction = (a: Action, st: GameState, events: readonly GameEvent[]): void => {
    if (r.seat >= 0) forbiddenUses += countForbidden(events, st.titans[r.seat].id, r);
    if (base) {
      tracker!.events(events);
      for (const e of events) {
        if (e.type === 'abilityUsed' && !e.as) addRec(base.extra.abilityUses, e.titan);
        else if (e.type === 'cardDrawn') addRec(base.extra.cardsReceivedByCard, e.card);
      }
      if (events.some((e) => e.type === 'turnEnded')) race.turnEnded(st);
    }
    if (record) {
      record.actions.push(a);
      record.randCalls.push(calls);
      record.states.push(st);
    }
  };
  const choose = (st: GameState, seat: number): Action => {
    if (!first) return decide(st, seat);
    const a = first;
    first = null;
    return a;
  };
  const run = playout(s, choose, { maxActions: max - acts, onAction });
  if (run.refused) {
    const seat = deciderSeat(run.state);
    const { action: a, error } = run.refused;
    throw new Error(
      `balance game ${k} (${job}, seed ${setup.seed}): ${seats.bots[seat]} bot for ${run.state.titans[seat].id} chose ${JSON.stringify(a)}: ${error.code} ${error.message}`,
    );
  }
  s = run.state;
  acts += run.actions;
  const winner = s.winner >= 0 ? cfg.titans.indexOf(s.titans[s.winner].id) : -1;
  const atHalf = race.progressAtHalf;
  const behind = s.winner >= 0 && atHalf ? Math.max(0, Math.max(...atHalf) - atHalf[s.winner]) : 0;
  if (base) tallyFree(cfg, s, acts, seats.bots, race, base);
  return { winner, rounds: s.winner >= 0 ? s.round : 0, behind, forbiddenUses, substitutes };
}

/** A finished free game into the batch's tally and the balance report's extra figures. */
function tallyFree(
  cfg: BalanceConfig,
  s: GameState,
  acts: number,
  levels: readonly string[],
  race: RaceWatch,
  base: { tally: Tally; extra: BaseExtra },
): void {
  const t = base.tally;
  t.games++;
  t.actions += acts;
  for (const lv of levels) t.seatsByBot[lv] = (t.seatsByBot[lv] ?? 0) + 1;
  base.extra.leadChanges += race.leadChanges;
  if (s.winner < 0) return;
  const w = s.winner;
  t.finished++;
  t.winsByTitan[s.titans[w].id]++;
  t.winsBySeat[w]++;
  t.winsByPosition[w]++; // seat 1 plays first here: the seat is the turn position
  addRec(t.winsByBot, levels[w]);
  t.roundsSum += s.round;
  t.roundsSqSum += s.round * s.round;
  addRec(t.roundsHist, String(s.round));
  base.extra.winsByPosition[w]++;
  race.leaderAfter.forEach((l, i) => {
    if (l < 0) return;
    base.extra.leaderGames[i] = (base.extra.leaderGames[i] ?? 0) + 1;
    if (l === w) base.extra.leaderWins[i] = (base.extra.leaderWins[i] ?? 0) + 1;
  });
  if (race.leaderAtHalf !== -2) {
    base.extra.halfGames++;
    if (race.leaderAtHalf !== w) base.extra.comebacks++;
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
