// The balance report (issue 11): rotation of seats and bots (R9.1: seat order is turn order), the same
// seed giving the same report, and restricted play really forbidding an ability (R10) or a card (R11.3),
// checked through the engine's legal actions and its events.
import { describe, expect, it } from 'vitest';
import { botFor } from '../../src/bots';
import { applyAction, deciderSeat, legalActions, newGame } from '../../src/engine';
import { RULES_VERSION, type GameState, type TitanId } from '../../src/engine/types';
import { parseSave, SAVE_FORMAT, SAVE_VERSION } from '../../src/store/save';
import {
  addPart,
  balanceChunks,
  balanceJobs,
  balanceSetup,
  blockSize,
  buildBalanceReport,
  cardRestricted,
  configFromReproduce,
  emptyExtra,
  forbidden,
  freeGameActions,
  newRun,
  playBalanceGame,
  positionOf,
  restrictedView,
  restrictionOf,
  roundGames,
  runBalance,
  runBalanceRange,
  seating,
  type BalanceConfig,
} from '../../src/sim/balance';
import { balanceCSV, formatBalanceText } from '../../src/sim/balance-format';
import { runBalanceParallel } from '../../src/sim/balance-pool';
import { mulberry } from '../../src/engine/search';
import { pairedDiff, wilson } from '../../src/sim/stats';
import { emptyTally } from '../../src/sim/tally';

const FOUR: TitanId[] = ['grinder', 'slaugg', 'craken', 'rassik'];

// Small and quick: 1 lap, three Titans.
const small: BalanceConfig = {
  circuits: ['kaldheira'],
  titans: ['craken', 'rassik', 'grinder'],
  bots: ['greedy', 'greedy', 'greedy'],
  games: 9,
  seed: 7,
  laps: 1,
};

describe('rotation (R9.1: seat order is turn order)', () => {
  it('every Titan plays every turn position equally often, one bot level', () => {
    const cfg = { titans: FOUR, bots: ['greedy', 'greedy', 'greedy', 'greedy'] as const };
    const b = blockSize({ ...cfg, bots: [...cfg.bots] });
    expect(b).toBe(4);
    const count: Record<string, number> = {};
    for (let k = 0; k < 2000; k++) {
      const s = seating({ ...cfg, bots: [...cfg.bots] }, k);
      s.titans.forEach((t, p) => (count[`${t}@${p}`] = (count[`${t}@${p}`] ?? 0) + 1));
      FOUR.forEach((t, i) => expect(s.titans[positionOf({ titans: FOUR }, i, k)]).toBe(t));
    }
    expect(Object.keys(count)).toHaveLength(16);
    expect(new Set(Object.values(count))).toEqual(new Set([500]));
  });

  it('with mixed levels, Titan × position, level × position and Titan × level are balanced every n² games', () => {
    const cfg = { titans: FOUR, bots: ['random', 'greedy', 'greedy', 'greedy'] as BalanceConfig['bots'] };
    expect(blockSize(cfg)).toBe(16);
    expect(roundGames(cfg, 100)).toBe(112);
    const tp: Record<string, number> = {};
    const bp: Record<string, number> = {};
    const tb: Record<string, number> = {};
    const add = (r: Record<string, number>, k: string) => (r[k] = (r[k] ?? 0) + 1);
    for (let k = 0; k < 160; k++) {
      const s = seating(cfg, k);
      for (let p = 0; p < 4; p++) {
        add(tp, `${s.titans[p]}@${p}`);
        add(bp, `${s.bots[p]}@${p}`);
        add(tb, `${s.titans[p]}:${s.bots[p]}`);
      }
    }
    expect(new Set(Object.values(tp))).toEqual(new Set([40]));
    // 'greedy' fills 3 of the 4 levels: 3 × as often as 'random' at every position and with every Titan.
    for (let p = 0; p < 4; p++) expect([bp[`random@${p}`], bp[`greedy@${p}`]]).toEqual([40, 120]);
    for (const t of FOUR) expect([tb[`${t}:random`], tb[`${t}:greedy`]]).toEqual([40, 120]);
  });

  it('the card-restricted Titan is each Titan once in each position every n² games', () => {
    const seen: Record<string, number> = {};
    for (let k = 0; k < 32; k++) {
      const i = cardRestricted({ titans: FOUR }, k);
      const key = `${i}@${positionOf({ titans: FOUR }, i, k)}`;
      seen[key] = (seen[key] ?? 0) + 1;
    }
    expect(Object.keys(seen)).toHaveLength(16);
    expect(new Set(Object.values(seen))).toEqual(new Set([2]));
  });

  it('the Titan in seat 1 plays first, in the engine', () => {
    for (let k = 0; k < 6; k++) {
      const setup = balanceSetup(small, k);
      const s = newGame(setup);
      expect(s.titans[s.first].id).toBe(seating(small, k).titans[0]);
      expect(s.active).toBe(0);
    }
  });

  it('the report counts every Titan in every position the same number of times', () => {
    const r = runBalance({ ...small, abilities: false, cards: false, games: 6 });
    const total = Object.values(r.turnPosition).reduce((a, x) => a + x.wins, 0);
    expect(total).toBe(Object.values(r.titans).reduce((a, x) => a + x.wins, 0));
    expect(Object.values(r.turnPosition).every((x) => x.games === 6)).toBe(true);
  });
});

describe('same seed, same report', () => {
  it('in this thread, in any order of parts, and over two worker threads', async () => {
    const cfg: BalanceConfig = { ...small, games: 6 };
    const a = runBalance(cfg);
    expect(runBalance(cfg)).toEqual(a);
    expect(runBalance({ ...cfg, seed: 8 })).not.toEqual(a);
    // Parts added backwards (as workers may finish) give the same report.
    const run = newRun(cfg);
    for (const [from, to] of balanceChunks(cfg.games, 2).reverse())
      addPart(run, runBalanceRange(cfg, from, to));
    expect(buildBalanceReport(run)).toEqual(a);
    const par = await runBalanceParallel(cfg, { workers: 2, chunk: 2 });
    expect(buildBalanceReport(par)).toEqual(a);
    // The report's own `reproduce` gives the same report again.
    const again = configFromReproduce(JSON.parse(JSON.stringify(a.reproduce)));
    expect(runBalance(again)).toEqual(a);
    expect(a.reproduce.circuits[0].spaces.E5).toBe('lava');
    expect(a.played).toBe(6);
    expect(a.complete).toBe(true);
    expect(formatBalanceText(a)).toContain('Abilities by restricted play');
    const csv = balanceCSV(a);
    for (const head of [
      'titan,wins',
      'turnPosition,wins',
      'ability,with',
      'card,with',
      'circuit,id',
      'space,visits',
    ])
      expect(csv).toContain(head);
    expect(csv).toContain('1,kaldheira,');
  });

  it('restricted games reusing the free game until they differ give exactly the games played in full', () => {
    const cfg: BalanceConfig = {
      ...small,
      titans: FOUR,
      bots: ['greedy', 'random', 'greedy', 'greedy'],
      games: 4,
    };
    expect(runBalanceRange(cfg, 0, 4, { share: true })).toEqual(runBalanceRange(cfg, 0, 4, { share: false }));
  });

  it('a cancelled run reports only the games played, paired', () => {
    const cfg: BalanceConfig = { ...small, games: 9, cards: false };
    const run = newRun(cfg);
    addPart(run, runBalanceRange(cfg, 3, 6));
    const r = buildBalanceReport(run);
    expect(r.played).toBe(3);
    expect(r.complete).toBe(false);
    expect(r.abilities.every((x) => x.games === 3)).toBe(true);
  });
});

/** Plays free-play game k with greedy until `want` holds for the state; returns it or null. */
function findState(cfg: BalanceConfig, k: number, want: (s: GameState) => boolean): GameState | null {
  const setup = balanceSetup(cfg, k);
  let s = newGame(setup);
  const rand = mulberry(1);
  const bot = botFor('greedy');
  for (let i = 0; i < 3000 && s.winner < 0; i++) {
    if (want(s)) return s;
    const r = applyAction(s, bot(s, deciderSeat(s), rand));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return null;
}

describe('restricted play (Jaffe et al. 2012) forbids the ability or card to one Titan alone', () => {
  const cfg: BalanceConfig = { ...small, games: 3 };

  it('R10: the restricted Titan is offered no ability; every action it is offered is legal in the real game', () => {
    let checked = 0;
    for (let k = 0; k < 3 && checked < 3; k++) {
      const r = restrictionOf(cfg, 'ability:craken', k);
      const s = findState(
        cfg,
        k,
        (x) => x.active === r.seat && !x.pending && legalActions(x).some((a) => a.type === 'ability'),
      );
      if (!s) continue;
      const view = restrictedView(s, r);
      const offered = legalActions(view);
      expect(offered.some((a) => a.type === 'ability')).toBe(false);
      expect(offered.length).toBeGreaterThan(0);
      for (const a of offered) expect(applyAction(s, a).ok).toBe(true);
      // The real game is untouched: the ability is still legal there, and other Titans keep theirs.
      expect(s.titans[r.seat].abilityUsed).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('R11.3: a Titan restricted from the Shield is never offered it as a reaction', () => {
    let checked = 0;
    for (let k = 0; k < 30 && checked < 2; k++) {
      const s = findState(
        { ...cfg, options: { reactions: 'always' } },
        k,
        (x) => x.pending?.kind === 'reaction' && x.titans[x.pending.titan].hand.includes('shield'),
      );
      if (!s) continue;
      const r = { seat: s.pending!.titan, ability: false, card: 'shield' as const };
      expect(legalActions(s).some((a) => forbidden(a, r))).toBe(true);
      const offered = legalActions(restrictedView(s, r));
      expect(offered).toEqual([{ type: 'decide', choice: 'pass' }]);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('no ability use by the restricted Titan in the engine events, while it uses it in free play', () => {
    const base = { tally: emptyTally(cfg.titans, 1), extra: emptyExtra(cfg) };
    for (let k = 0; k < 3; k++) playBalanceGame(cfg, 'base', k, base);
    expect(base.extra.abilityUses.craken ?? 0).toBeGreaterThan(0);
    for (const job of balanceJobs(cfg).filter((j) => j !== 'base'))
      for (let k = 0; k < 3; k++) {
        const g = playBalanceGame(cfg, job, k);
        expect(g.forbiddenUses, `${job} game ${k}`).toBe(0);
        expect(g.substitutes, `${job} game ${k}`).toBe(0);
      }
  });

  it('the restricted games are paired with the free games (same seeds), with no forbidden use in any', () => {
    const r = runBalance({ ...cfg, games: 6, cards: false });
    expect(r.checks).toEqual({ forbiddenUses: 0, substitutes: 0 });
    expect(r.abilities.map((a) => a.titan)).toEqual(cfg.titans);
    for (const a of r.abilities) {
      expect(a.games).toBe(6);
      expect(a.delta).toBeCloseTo(a.with - a.without, 3);
      expect(a.ci[0]).toBeLessThanOrEqual(a.delta);
      expect(a.ci[1]).toBeGreaterThanOrEqual(a.delta);
      expect(a.with).toBe(r.titans[a.titan].rate);
    }
  });
});

describe('notable games replay from (setup, seed, bots)', () => {
  it("lists the shortest, longest and each Titan's best win, and each replays through the engine as a saved game", () => {
    const cfg: BalanceConfig = { ...small, games: 6, cards: false, abilities: false };
    const r = runBalance(cfg);
    const labels = r.notable.map((g) => g.label);
    expect(labels.slice(0, 2)).toEqual(['shortest', 'longest']);
    const rounds = r.notable.map((g) => g.rounds);
    expect(Math.min(...rounds)).toBe(r.notable[0].rounds);
    expect(Math.max(...rounds)).toBe(r.notable[1].rounds);
    expect(r.notable[0].rounds).toBe(r.length.min);
    expect(r.notable[1].rounds).toBe(r.length.max);
    for (const g of r.notable) {
      const { setup, actions, bots } = freeGameActions(configFromReproduce(r.reproduce), g.game);
      expect(Object.keys(bots).sort()).toEqual([...cfg.titans].sort());
      const save = parseSave({
        format: SAVE_FORMAT,
        version: SAVE_VERSION,
        rules: RULES_VERSION,
        setup,
        actions,
        bots,
      });
      expect(save.ok).toBe(true);
      let s = newGame(setup);
      for (const a of actions) {
        const res = applyAction(s, a);
        expect(res.ok).toBe(true);
        if (res.ok) s = res.state;
      }
      expect(s.titans[s.winner].id).toBe(g.winner);
      expect(s.round).toBe(g.rounds);
    }
  });
});

describe('statistics of the report', () => {
  it('per bot level: "a seat of that level won" over games, and per seat (issue 11)', () => {
    // 1 random + 3 greedy over 1,000 games; greedy seats won 900 games, the random seat 100.
    const cfg: BalanceConfig = {
      ...small,
      titans: FOUR,
      bots: ['random', 'greedy', 'greedy', 'greedy'],
      games: 1000,
    };
    const run = newRun(cfg);
    run.outcomes.base = new Array(1000).fill(0);
    run.base.games = 1000;
    run.base.winsByBot = { greedy: 900, random: 100 };
    const r = buildBalanceReport(run).byBotLevel;
    const w = wilson(900, 1000);
    expect(r.greedy.seats).toBe(3);
    expect(r.greedy.rate).toBe(0.9);
    expect(r.greedy.ci[0]).toBeCloseTo(w.lo, 4);
    expect(r.greedy.perSeatRate).toBe(0.3);
    expect(r.greedy.perSeatCi[0]).toBeCloseTo(w.lo / 3, 4);
    expect(r.greedy.perSeatCi[1]).toBeCloseTo(w.hi / 3, 4);
    // The per-seat interval is a third as wide as the "any greedy seat won" one.
    expect(r.greedy.perSeatCi[1] - r.greedy.perSeatCi[0]).toBeCloseTo((w.hi - w.lo) / 3, 4);
    expect(r.random.perSeatRate).toBe(0.1);
  });

  it('paired difference (Newcombe method 10): symmetric when the discordant pairs balance, inside [−1, 1]', () => {
    const z = pairedDiff(30, 10, 10, 50);
    expect(z.diff).toBe(0);
    expect(z.lo).toBeCloseTo(-z.hi, 10);
    const d = pairedDiff(30, 20, 5, 45);
    expect(d.diff).toBeCloseTo(0.15, 10);
    expect(d.lo).toBeGreaterThan(0);
    expect(d.hi).toBeLessThan(0.3);
    // Positive correlation of the pairs narrows the interval compared with independent samples.
    const w1 = wilson(50, 100);
    const w2 = wilson(35, 100);
    expect(d.hi - d.lo).toBeLessThan(w1.hi - w1.lo + (w2.hi - w2.lo));
    const all = pairedDiff(0, 10, 0, 0);
    expect(all.diff).toBe(1);
    expect(all.hi).toBe(1);
    expect(all.lo).toBeGreaterThan(0.5);
  });
});
