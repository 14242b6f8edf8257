// Per-space figures of a batch report: every figure for all Titans and per Titan, Life lost
// also per cause (non-zero causes only, to keep the JSON small).
import { localName, spaceName } from '../engine/board';
import type { SpaceFigures } from './report';
import { LOSS_CAUSES, type Tally } from './tally';

export function spaceFigures(t: Tally): {
  spaces: Record<string, SpaceFigures>;
  spacesByTitan: Record<string, Record<string, SpaceFigures>>;
} {
  const spaces: Record<string, SpaceFigures> = {};
  const spacesByTitan: Record<string, Record<string, SpaceFigures>> = {};
  for (const id of t.titans) spacesByTitan[id] = {};
  for (let i = 0; i < t.visits.length; i++) {
    const name = t.boards > 1 ? spaceName(i, t.boards) : localName(i);
    const all: SpaceFigures = {
      visits: t.visits[i],
      lifeLost: t.spaceLifeLost[i],
      trapsSprung: t.spaceTrapsSprung[i],
      pushes: 0,
      knockouts: 0,
      cardsDrawn: 0,
      starts: 0,
      lifeLostByCause: {},
    };
    for (const id of t.titans) {
      const f = t.spaceByTitan?.[id];
      const at = (k: string) => f?.[k]?.[i] ?? 0;
      const mine: SpaceFigures = {
        visits: at('visits'),
        lifeLost: at('lifeLost'),
        trapsSprung: at('trapsSprung'),
        pushes: at('pushes'),
        knockouts: at('knockouts'),
        cardsDrawn: at('cardsDrawn'),
        starts: at('starts'),
        lifeLostByCause: {},
      };
      for (const c of LOSS_CAUSES) {
        const v = at(`lifeLost:${c}`);
        if (v) {
          mine.lifeLostByCause![c] = v;
          all.lifeLostByCause![c] = (all.lifeLostByCause![c] ?? 0) + v;
        }
      }
      all.pushes! += mine.pushes!;
      all.knockouts! += mine.knockouts!;
      all.cardsDrawn! += mine.cardsDrawn!;
      all.starts! += mine.starts!;
      spacesByTitan[id][name] = mine;
    }
    spaces[name] = all;
  }
  return { spaces, spacesByTitan };
}
