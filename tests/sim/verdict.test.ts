// Issue 21: the verdict (tests, Holm-corrected marks, sentences), the board figures in the report's JSON,
// the skill batch, and restricted play of cards without side effects (the Titan keeps seeing and
// holding the card; only playing it is forbidden, R11.3).
import { describe, expect, it } from 'vitest';
import { deciderSeat } from '../../src/engine';
import type { CardId } from '../../src/engine/types';
import {
  balanceJobs,
  cardRestricted,
  forbidden,
  playBalanceGame,
  positionOf,
  restrictionOf,
  runBalance,
  type BalanceConfig,
  type BalanceReport,
  type FreeGame,
} from '../../src/sim/balance';
import { chiSquareP, holm } from '../../src/sim/hypothesis';
import { buildVerdict } from '../../src/sim/verdict';
import { ENGLISH, renderFinding } from '../../src/sim/verdict-text';
import { fakeReport } from './fake-report';

const cfg: BalanceConfig = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  bots: ['greedy', 'greedy', 'greedy', 'greedy'],
  games: 8,
  seed: 11,
  laps: 1,
};

/** A report with only what the verdict reads, for hand-computed cases (with an ability, tension and skill). */
function fake(titanWins: number[], posWins: number[], games = 100): BalanceReport {
  return fakeReport(titanWins, posWins, games, {
    abilities: [
      {
        titan: 'craken',
        with: 0.3,
        without: 0.2,
        delta: 0.1,
        ci: [0.05, 0.15],
        games,
        withCi: [0, 1],
        withoutCi: [0, 1],
        discordant: [20, 2],
        usesPerGame: 1,
      },
    ],
    tension: {
      leadChangesPerGame: 5,
      comebackShare: 0.5,
      comebackCi: [0, 1],
      meanWinningMargin: 2,
      sdWinningMargin: 1,
      leaderAfterRound: [{ round: 4, games: 90, rate: 0.6, ci: [0.5, 0.7] }],
    },
    skill: {
      level: 'greedy',
      against: 'random',
      wins: 80,
      games: 100,
      rate: 0.8,
      ci: [0.71, 0.87],
      fair: 0.25,
    },
  });
}

describe('the verdict', () => {
  it('χ² test of the Titans and turn positions, the largest deviation, Holm over every row', () => {
    const v = buildVerdict(fake([30, 20, 25, 25], [40, 25, 10, 25]));
    expect(v.correction).toBe('holm');
    expect(v.titans.statistic).toBeCloseTo(2, 6);
    expect(v.titans.df).toBe(3);
    expect(v.titans.p).toBeCloseTo(0.5724067, 6);
    // Positions: (15² + 0 + 15² + 0) / 25 = 18 on 3 df.
    expect(v.turnPosition.statistic).toBeCloseTo(18, 6);
    expect(v.turnPosition.p).toBeCloseTo(chiSquareP(18, 3), 12);
    expect(v.titans.largest?.key).toBe('grinder'); // first of the two 5-point gaps
    expect(Math.abs(v.titans.largest!.deviation)).toBeCloseTo(0.05, 6);
    const rows = [...v.titans.rows, ...v.turnPosition.rows, ...v.abilities, ...v.cards];
    const adj = holm(rows.map((r) => r.p));
    rows.forEach((r, i) => {
      expect(r.pAdjusted).toBeCloseTo(adj[i], 12);
      expect(r.significant).toBe(adj[i] < 0.05);
    });
    // Position 1 at 40% of 100 (z = 3.46) survives Holm's correction for 9 tests; Slaugg at 20% does not.
    expect(v.turnPosition.rows[0].significant).toBe(true);
    expect(v.titans.rows[1].significant).toBe(false);
  });

  it('3–6 sentences naming the bot level, the unfair turn order and the skill figure', () => {
    const v = buildVerdict(fake([30, 20, 25, 25], [40, 25, 10, 25]));
    expect(v.sentences.length).toBeGreaterThanOrEqual(3);
    expect(v.sentences.length).toBeLessThanOrEqual(6);
    // Titans: χ² = 2, p = 0.572 (Holm keeps the larger p): about 6 times in 10. Positions: χ² = 18,
    // p = 4.4e-4, doubled by Holm = 8.8e-4 < 0.001.
    expect(v.sentences[0]).toBe(
      'With greedy bots the Titans look equally strong: the biggest gap, Grinder winning 30.0% of games against a fair share of 25.0% (+5.0 points), would happen by chance about 6 times in 10 even on a fair circuit. Its true size is probably between −25.0 and +75.0 points.',
    );
    expect(v.sentences[1]).toBe(
      'Turn order matters: the first player wins 40.0% of games, while the player in turn position 3 wins only 10.0%, against a fair share of 25.0%. On a fair circuit, chance alone would give gaps this large less than 1 time in 1,000.',
    );
    expect(v.sentences.join(' ')).toMatch(/Swap \(Craken\) \+10\.0/);
    // 80% against a fair 25%: 3.2 times.
    expect(v.sentences.join(' ')).toMatch(/3\.2 times its fair share of 25\.0%/);
    expect(v.sentences.at(-1)).toMatch(
      /^These findings come from greedy bots, 100 games for each measurement/,
    );
  });

  it('its two questions (Titans equal? turn order?) are corrected together (Holm), as the rows are (play-test)', () => {
    // χ² = (11² + 10² + 0 + 1²) / 25 = 8.88 on 3 df: p ≈ 0.031 for each question alone.
    const v = buildVerdict(fake([36, 15, 25, 24], [36, 15, 25, 24]));
    expect(v.titans.p).toBeCloseTo(chiSquareP(8.88, 3), 12);
    expect(v.titans.p).toBeLessThan(0.05);
    const [a, b] = holm([v.titans.p, v.turnPosition.p]);
    expect(v.titans.pAdjusted).toBeCloseTo(a, 12);
    expect(v.turnPosition.pAdjusted).toBeCloseTo(b, 12);
    expect(v.titans.pAdjusted).toBeGreaterThan(0.05);
    // Both below 0.05 alone, neither after asking both: no "not equally strong" beside rows none of which
    // is significant.
    expect(v.titans.rows.some((r) => r.significant)).toBe(false);
    // Holm: both p = 2 × 0.031 = 0.062, so 1 time in 1/0.062 ≈ 16 (not 32: the correction is in the odds).
    expect(v.sentences[0]).toMatch(/^With greedy bots the Titans look equally strong/);
    expect(v.sentences[0]).toContain('would happen by chance about 1 time in 16 even on a fair circuit');
    expect(v.sentences[1]).toMatch(/^Turn order makes no clear difference/);
    expect(v.sentences[1]).toContain('by chance about 1 time in 16');
    // The exact corrected p stays in the JSON's findings.
    expect(v.findings[0].params.p).toEqual({ t: 'p', v: v.titans.pAdjusted });
    // Holm steps down: with the Titans far apart, the same turn-order figures count again.
    const w = buildVerdict(fake([45, 5, 25, 25], [36, 15, 25, 24]));
    expect(w.turnPosition.pAdjusted).toBeCloseTo(w.turnPosition.p, 12);
    expect(w.sentences[1]).toMatch(/^Turn order matters/);
  });

  it('turn order: the first player is named once, whether best, worst or in between (play-test s5)', () => {
    // Each case: χ² = (15² + 15²) / 25 = 18 on 3 df, p = 4.4e-4, Holm-doubled (Titans p = 1): < 0.001.
    const turn = (pos: number[]) => buildVerdict(fake([25, 25, 25, 25], pos)).findings[1];
    const best = turn([40, 25, 10, 25]);
    expect(best.key).toBe('lab.verdictTurnMattersFirstBest');
    const worst = turn([10, 40, 25, 25]);
    expect(worst.key).toBe('lab.verdictTurnMattersFirstWorst');
    expect(renderFinding(worst, ENGLISH)).toBe(
      'Turn order matters: the first player wins only 10.0% of games, while the player in turn position 2 wins 40.0%, against a fair share of 25.0%. On a fair circuit, chance alone would give gaps this large less than 1 time in 1,000.',
    );
    const middle = turn([25, 40, 10, 25]);
    expect(middle.key).toBe('lab.verdictTurnMatters');
    expect(renderFinding(middle, ENGLISH)).toBe(
      'Turn order matters: the first player wins 25.0% of games; the player in turn position 2 does best with 40.0%, the one in position 3 worst with 10.0%, against a fair share of 25.0%. On a fair circuit, chance alone would give gaps this large less than 1 time in 1,000.',
    );
    // The same parameters in every case (the JSON's findings keep their fields).
    expect(Object.keys(best.params).sort()).toEqual(Object.keys(middle.params).sort());
  });

  it('a fair turn order and Titans far apart read the other way round', () => {
    const v = buildVerdict(fake([45, 5, 25, 25], [25, 25, 25, 25]));
    // χ² = (20² + 20²) / 25 = 32 on 3 df: p ≈ 5e-7; turn order p = 1.
    expect(v.sentences[0]).toBe(
      'The Titans are not equally strong with greedy bots: Grinder wins 45.0% of games and Slaugg only 5.0%, against a fair share of 25.0%. On a fair circuit, chance alone would give gaps this large less than 1 time in 1,000.',
    );
    expect(v.sentences[1]).toBe(
      'Turn order makes no clear difference: the first player wins 25.0% of games against a fair share of 25.0%; the gaps between turn positions are well within what chance alone gives even on a fair circuit.',
    );
  });
});

describe('the report: verdict, board figures, skill', () => {
  const r = runBalance({ ...cfg, cards: false });

  it('verdict first, with the fields the issue names', () => {
    expect(Object.keys(r).slice(0, 3)).toEqual(['kind', 'version', 'verdict']);
    const v = r.verdict!;
    expect(v.titans.largest).not.toBeNull();
    expect(v.titans.p).toBeGreaterThanOrEqual(0);
    expect(v.turnPosition.rows.map((x) => x.key)).toEqual(['1', '2', '3', '4']);
    expect(['holm', 'bh']).toContain(v.correction);
    expect(v.sentences.length).toBeGreaterThanOrEqual(3);
  });

  it('baseline.spaces gains pushes, knock-outs, Life lost by cause and starts, adding up to the totals', () => {
    const sp = Object.values(r.baseline.spaces);
    const sum = (f: (x: (typeof sp)[number]) => number) => sp.reduce((a, x) => a + f(x), 0);
    // Every Titan enters the board at least once a game (R5), on a start space of row 1.
    expect(sum((x) => x.starts!)).toBeGreaterThanOrEqual(cfg.games * 4);
    for (const [name, x] of Object.entries(r.baseline.spaces)) if (x.starts) expect(name).toMatch(/^[A-F]1$/);
    expect(sum((x) => x.pushes!)).toBeGreaterThan(0);
    expect(sum((x) => x.knockouts!)).toBe(r.baseline.knockouts.total);
    for (const [cause, total] of Object.entries(r.baseline.lifeLost.byCause))
      expect(
        sum((x) => x.lifeLostByCause![cause] ?? 0),
        cause,
      ).toBe(total);
    // Per Titan, the figures add up to the all-Titan ones.
    for (const name of Object.keys(r.baseline.spaces)) {
      const all = r.baseline.spaces[name];
      const per = Object.values(r.baseline.spacesByTitan!).map((t) => t[name]);
      for (const k of ['visits', 'lifeLost', 'pushes', 'starts', 'knockouts', 'cardsDrawn'] as const)
        expect(
          per.reduce((a, x) => a + (x[k] ?? 0), 0),
          `${name} ${k}`,
        ).toBe(all[k]);
    }
  });

  it('the skill batch: one greedy seat among random bots, rotating over Titans and positions', () => {
    expect(balanceJobs(cfg)).toContain('skill');
    expect(balanceJobs({ ...cfg, bots: ['random', 'random', 'random', 'random'] })).not.toContain('skill');
    expect(r.skill!.games).toBe(cfg.games);
    expect(r.skill!.level).toBe('greedy');
    expect(r.skill!.fair).toBe(0.25);
    expect(r.verdict!.skill!.rate).toBe(r.skill!.rate);
  });

  it('the leader-after-round-N curve counts won games with a sole leader', () => {
    const curve = r.tension.leaderAfterRound!;
    expect(curve.length).toBeGreaterThan(0);
    for (const x of curve) {
      expect(x.games).toBeLessThanOrEqual(r.played);
      expect(x.rate).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('restricted play of a card has no side effect (issue 21)', () => {
  it('where the free game never played the card by that Titan, the restricted game is the same game', () => {
    const c = { ...cfg, games: 12, laps: 2 };
    let same = 0;
    let heldAndSame = 0;
    let differsWherePlayed = 0;
    for (const job of balanceJobs(c).filter((j) => j.startsWith('card:'))) {
      const card = job.slice(5) as CardId;
      for (let k = 0; k < c.games; k++) {
        const r = restrictionOf(c, job, k);
        expect(r.seat).toBe(positionOf(c, cardRestricted(c, k), k));
        const free: FreeGame = { states: [], actions: [], randCalls: [] };
        const restricted: FreeGame = { states: [], actions: [], randCalls: [] };
        playBalanceGame(c, 'base', k, undefined, { record: free });
        playBalanceGame(c, job, k, undefined, { record: restricted });
        const played = free.actions.some((a, i) => deciderSeat(free.states[i]) === r.seat && forbidden(a, r));
        if (played) {
          if (JSON.stringify(free.actions) !== JSON.stringify(restricted.actions)) differsWherePlayed++;
          continue;
        }
        expect(restricted.actions, `${job} game ${k}`).toEqual(free.actions);
        same++;
        // The Titan held the card at one of its own decisions, and still decided as in free play.
        if (
          free.states.some(
            (s, i) =>
              i < free.actions.length && deciderSeat(s) === r.seat && s.titans[r.seat].hand.includes(card),
          )
        )
          heldAndSame++;
      }
    }
    expect(same).toBeGreaterThan(0);
    expect(heldAndSame).toBeGreaterThan(0);
    expect(differsWherePlayed).toBeGreaterThan(0);
  });
});
