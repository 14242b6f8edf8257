// The contract's Summary: the complete, public-format picture of a state (tests, saves, scenarios).
// summarize(state, { viewer }) hides what that viewer may not see (R11.1): other hands become empty
// and are counted in `handCounts`.
import { boardOf, localName, spaceName } from './board';
import type { CardId, GameState, PendingSummary, Summary, TitanId, TitanSummary } from './types';

export interface SummaryOptions {
  /** Show the state as this Titan's player sees it: only that player's own hands are listed. */
  viewer?: TitanId;
}

export function summarize(s: GameState, opts?: SummaryOptions): Summary {
  const boards = s.course.boards;
  const visible = opts?.viewer ? visibleSeats(s, opts.viewer) : null;
  const titans: Partial<Record<TitanId, TitanSummary>> = {};
  for (let i = 0; i < s.titans.length; i++) {
    const t = s.titans[i];
    titans[t.id] = {
      space: t.space >= 0 ? localName(t.space) : null,
      board: t.space >= 0 ? boardOf(t.space) : 1,
      life: t.life,
      lap: t.lap,
      ko: t.ko,
      die: t.die,
      abilityUsed: t.abilityUsed,
      hand: visible && !visible.has(i) ? [] : t.hand.slice(),
    };
  }
  let pending: PendingSummary | null = null;
  if (s.pending) {
    const p = s.pending;
    const T = s.titans[p.titan];
    pending = { kind: p.kind, titan: T.id };
    if (p.space !== undefined) pending.space = spaceName(p.space, boards);
    if (p.cause !== undefined) pending.cause = p.cause;
    if (!visible || visible.has(p.titan)) {
      if (p.kind === 'pirates') pending.cards = T.hand.slice();
      if (p.kind === 'reaction') pending.cards = T.hand.filter((c): c is CardId => c === 'shield');
    }
  }
  const winner = s.winner >= 0 ? s.titans[s.winner].id : null;
  let winningTeam: TitanId[] | null = null;
  if (s.winner >= 0 && s.teams) {
    const team = s.teams.find((m) => m.includes(s.winner));
    if (team) winningTeam = team.map((i) => s.titans[i].id).sort();
  }
  const summary: Summary = {
    round: s.round,
    active: s.titans[s.active].id,
    dice: s.rolled ? s.pool.slice() : [], // R4.2: nothing to choose from until the roller has rolled
    titans,
    traps: s.traps.map((x) => spaceName(x, boards)).sort(),
    trapSupply: s.trapSupply,
    pending,
    winner,
    winningTeam,
  };
  if (visible) {
    const handCounts: Partial<Record<TitanId, number>> = {};
    for (const t of s.titans) handCounts[t.id] = t.hand.length;
    Object.assign(summary, { handCounts, deckCount: s.deck.length, discardCount: s.discard.length });
  }
  return summary;
}

/** The seats whose hands this viewer's player may see: all Titans that player controls. */
function visibleSeats(s: GameState, viewer: TitanId): Set<number> {
  const seat = s.titans.findIndex((t) => t.id === viewer);
  const player = s.players.find((p) => p.includes(seat));
  return new Set(player ?? (seat >= 0 ? [seat] : []));
}
