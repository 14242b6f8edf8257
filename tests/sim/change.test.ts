// verdict.change: a circuit that names its parent is compared with it on the same games, and the verdict
// opens with the change — one answer first, the change in fairness by the lab's one measure, then the
// largest row shift that holds under Holm's correction and what stays as before (play-test 52). A fixture parent and child: the child gives the
// first player 160 of 2,000 games the parent's last player won (+8 points to one row).
import { describe, expect, it } from 'vitest';
import { mulberry } from '../../src/engine/search';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import { newRun, type BalanceConfig, type BalanceRun } from '../../src/sim/balance';
import { changeOf } from '../../src/sim/change';

const cfg: BalanceConfig = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  bots: ['greedy', 'greedy', 'greedy', 'greedy'],
  games: 2000,
  seed: 3,
  abilities: false,
  cards: false,
};
const parent = STANDARD_CIRCUITS.kaldheira;
const rand = mulberry(34);
// The parent's games: the winner's turn position drawn 42 / 21 / 9 / 28%; game k seats Titan (p + k) mod 4
// in turn position p (seating.ts).
const parentPos = Array.from({ length: cfg.games }, () => {
  const x = rand();
  return x < 0.42 ? 0 : x < 0.63 ? 1 : x < 0.72 ? 2 : 3;
});
const run = (pos: number[]): BalanceRun => {
  const r = newRun(cfg);
  r.outcomes.base = pos.map((p, k) => (p + k) % 4);
  return r;
};
const childPos = parentPos.slice();
for (let k = 0, moved = 0; moved < 160; k++)
  if (childPos[k] === 3) {
    childPos[k] = 0;
    moved++;
  }

describe('verdict.change: the change against its parent, first', () => {
  it('answers by the one measure first, then names the first player +8.0 points, then what stays', () => {
    const c = changeOf(run(childPos), run(parentPos), parent);
    expect(c.parent).toEqual({ id: 'kaldheira', name: parent.name });
    expect(c.games).toBe(2000);
    const first = c.rows.find((r) => r.kind === 'position' && r.key === '1')!;
    expect(first.diff).toBeCloseTo(0.08, 4);
    expect(first.pAdjusted).toBeLessThan(0.05);
    expect(c.fairness.answer).toBe('lessFair');
    expect(c.findings.map((f) => f.key)).toEqual([
      'lab.changeLessFair',
      'lab.changeGives',
      'lab.changeAlso',
      'lab.changeTitansStay',
    ]);
    expect(c.sentences[0]).toMatch(
      /^Your change makes the circuit less fair: the gap from a fair share, over every Titan and turn position, rises from \d+\.\d to \d+\.\d points on the same 2,000 games \(by \d+\.\d to \d+\.\d points, probably\)\.$/,
    );
    expect(c.sentences[1]).toBe(
      'It gives the first player +8.0 points: 50.7% now against 42.8% before, both measured on the same 2,000 games (probably between +6.8 and +9.2); a move this size between two runs of 2,000 games would happen by chance less than 1 time in 1,000.',
    );
    // The last player's −8 is the other clear shift; the Titans (each gains and loses about as often) stay.
    expect(c.sentences[2]).toMatch(/^It also moves the player in turn position 4 −8\.0 points/);
    expect(c.sentences[3]).toBe('The Titans’ win rates stay as before (no clear change).');
    // The version is named once, in the title (the lab's, the CLI's line above the sentences).
    expect(c.sentences.join(' ')).not.toContain(parent.name);
  });

  it('a child that plays exactly as its parent: no clear difference, about as fair', () => {
    const c = changeOf(run(parentPos), run(parentPos), parent);
    // Every move 0, its corrected chance 1: well within chance, not odds of "almost every time".
    expect(c.findings.map((f) => f.key)).toEqual(['lab.changeFairSame', 'lab.changeNoneWithin']);
    expect(c.fairness.diff).toBe(0);
    expect(c.rows.every((r) => r.diff === 0)).toBe(true);
  });

  it('only the games played on both sides count (a game not played on the parent is left out)', () => {
    const p = run(parentPos);
    p.outcomes.base[5] = -2;
    expect(changeOf(run(childPos), p, parent).games).toBe(1999);
  });
});
