// The walker (walk.ts, issue 22): where steps land (R1.4–R1.6, R7.4, R7.6) and, as a property over random
// positions on random designer circuits, that a prediction folded over it (predict.ts) either equals the
// real move or declines to predict — never a different answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, loadScenario, type GameState } from '../../src/engine';
import { geometry, parseSpace, spaceName } from '../../src/engine/board';
import { FACE_PATHS } from '../../src/engine/data';
import {
  land,
  newPredictedMark,
  newWalk,
  nextArrival,
  predictPlainMove,
  restorePredicted,
  startWalk,
  writePredicted,
} from '../../src/engine/search';
import { CARD_IDS, ELEMENTS, FACES, type Dir, type Element, type Face } from '../../src/engine/types';
import { LOCAL_NAMES } from '../../src/engine/board';

const g1 = geometry(1);
const plain: (Element | '')[] = new Array(36).fill('');
const at = (n: string) => parseSpace(n, 1);
const name = (x: number) => spaceName(x, 1);

function walkAll(els: (Element | '')[], from: string, path: Dir[]): string[] {
  const w = startWalk(newWalk(), at(from), 1);
  const out: string[] = [];
  while (nextArrival(w, g1, els, path)) out.push(`${name(w.x)}${w.slide ? ':slide' : w.jump ? ':jump' : ''}`);
  return out;
}

describe('the walker', () => {
  it('R1.6: the rulebook worked examples, laps included', () => {
    expect(walkAll(plain, 'B10', ['S', 'S'])).toEqual(['B12', 'B2']);
    expect(walkAll(plain, 'B10', ['R', 'R', 'R'])).toEqual(['C11', 'D12', 'E1']);
    expect(walkAll(plain, 'B10', ['L', 'L', 'L'])).toEqual(['A11', 'F12', 'E1']);
    const l = land(g1, plain, at('F12'), 2, true, { to: -1, lap: 0, jump: false });
    expect([name(l.to), l.lap]).toEqual(['A1', 1]);
  });

  it('R7.4: an own step from a ramp jumps; a slide or a push from it does not', () => {
    const els = plain.slice();
    els[at('A3')] = 'superRampR';
    expect(walkAll(els, 'A3', ['R', 'S'])).toEqual(['D6:jump', 'D8']);
    expect(walkAll(els, 'A3', ['S'])).toEqual(['A5']); // another direction: an ordinary step
    const l = land(g1, els, at('A3'), 2, false, { to: -1, lap: 0, jump: false });
    expect([name(l.to), l.jump]).toEqual(['B4', false]);
    els[at('C3')] = 'multiRamp';
    expect(walkAll(els, 'C3', ['L'])).toEqual(['A5:jump']);
  });

  it('R7.6: entering ice slides on (each space entered); a Titan resting on ice does not slide', () => {
    const els = plain.slice();
    els[at('D4')] = 'ice';
    els[at('D6')] = 'ice';
    expect(walkAll(els, 'D2', ['S'])).toEqual(['D4', 'D6:slide', 'D8:slide']);
    expect(walkAll(els, 'D4', ['L'])).toEqual(['C5']);
  });
});

// Random positions: a designer circuit of random elements, three Titans anywhere with any Life, lap,
// hand and knock-out, traps, the deck's top, reaction prompts, and the active Titan's die.
const elementAt = fc.constantFrom<(Element | '')[]>(...ELEMENTS, '', '', '', '', '', '');
const position = fc.record({
  els: fc.array(elementAt, { minLength: 36, maxLength: 36 }),
  spaces: fc.uniqueArray(fc.integer({ min: 0, max: 35 }), { minLength: 3, maxLength: 3 }),
  lives: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 3 }),
  laps: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 3 }),
  hands: fc.array(fc.array(fc.constantFrom(...CARD_IDS), { maxLength: 2 }), { minLength: 3, maxLength: 3 }),
  traps: fc.uniqueArray(fc.integer({ min: 0, max: 35 }), { maxLength: 8 }),
  deck: fc.array(fc.constantFrom(...CARD_IDS), { maxLength: 3 }),
  reactions: fc.constantFrom('eligible', 'always', 'never'),
  die: fc.constantFrom<Face>(...FACES),
  seed: fc.integer({ min: 1, max: 1000 }),
});

const TITANS = ['grinder', 'slaugg', 'craken'] as const;

type Position = typeof position extends fc.Arbitrary<infer T> ? T : never;

function build(p: Position): GameState | null {
  const spaces: Record<string, Element> = {};
  p.els.forEach((e, i) => {
    if (e) spaces[LOCAL_NAMES[i]] = e;
  });
  const titans: Record<string, object> = {};
  TITANS.forEach((id, i) => {
    titans[id] = {
      space: LOCAL_NAMES[p.spaces[i]],
      life: i === 0 ? Math.max(1, p.lives[i]) : p.lives[i], // the mover stands (a knocked-out one passes)
      lap: p.laps[i],
      hand: p.hands[i],
    };
  });
  const r = loadScenario({
    setup: { circuits: [{ id: 'walk', name: 'walk', spaces }], titans: [...TITANS], seed: p.seed, laps: 3 },
    position: {
      titans,
      traps: p.traps.filter((x) => !p.spaces.includes(x)).map((x) => LOCAL_NAMES[x]),
      active: 'grinder',
      dice: [p.die, 'blue', 'green'],
      deck: p.deck,
    },
  });
  if (!r.ok) return null; // a closed line of ice, more cards than the deck holds…
  r.state.reactions = p.reactions as GameState['reactions'];
  const chosen = applyAction(r.state, { type: 'chooseDie', die: 0 });
  return chosen.ok ? chosen.state : null;
}

describe('a prediction folded over the walker', () => {
  it('equals the real move or declines, over random positions on random circuits', () => {
    let predicted = 0;
    let declined = 0;
    let followed = 0;
    let drew = 0;
    const mark = newPredictedMark();
    fc.assert(
      fc.property(position, (p) => {
        const s = build(p);
        if (!s) return;
        const faces = p.die === 'purple' ? (['red', 'blue', 'green', 'yellow', 'brown'] as const) : [p.die];
        for (const face of faces)
          for (const path of FACE_PATHS[face]) {
            const a =
              p.die === 'purple'
                ? ({ type: 'dieAction', face, path: path as Dir[] } as const)
                : ({ type: 'dieAction', path: path as Dir[] } as const);
            const real = applyAction(s, a);
            expect(real.ok).toBe(true);
            if (!real.ok) return;
            const o = predictPlainMove(s, path);
            if (!o) {
              declined++;
              continue;
            }
            if (o.others !== 0) followed++;
            if (o.drawn > 0) drew++;
            predicted++;
            // What the prediction says, written onto a copy by the engine, is the real state.
            const mine = JSON.parse(JSON.stringify(s)) as GameState;
            writePredicted(mine, o, mark);
            const r = real.state;
            expect(r.pending).toBeNull();
            expect(mine.winner).toBe(r.winner);
            if (r.winner >= 0) continue;
            expect(mine.titans).toEqual(r.titans);
            expect(mine.traps.slice().sort()).toEqual(r.traps.slice().sort());
            restorePredicted(mine, mark);
            expect(mine.titans).toEqual(s.titans);
          }
      }),
      { numRuns: 1500, seed: 22 },
    );
    // Both answers occur: the walker predicts most moves and declines those it does not decide.
    expect(predicted).toBeGreaterThan(1000);
    expect(declined).toBeGreaterThan(100);
    // Pushes and blasts followed (R5.3, R7.3, other Titans changed) and cards drawn are among them.
    expect(followed).toBeGreaterThan(100);
    expect(drew).toBeGreaterThan(50);
  });
});
