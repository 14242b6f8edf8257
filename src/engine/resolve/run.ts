// The resolution loop: pop ops from GameState.stack until it is empty, a decision is pending or someone
// has won. Work left on the stack is plain data, so a pending state can be saved and resumed.
import type { Ctx } from '../state';
import type { EngineError } from '../types';
import { drawCard, element, extra, iceSlide, placeTrap, played, strike } from './hazards';
import { loseLife, payCost } from './life';
import { step, swap, take } from './move';
import type { Op } from './ops';

/**
 * R1.7: every action resolves in a bounded number of ops (each chain moves each Titan at most once and
 * ice lines never close). This guard only turns an engine bug into an error instead of a frozen page.
 */
const MAX_OPS = 100_000;

export function run(c: Ctx): EngineError | null {
  const s = c.s;
  for (let n = 0; s.stack.length > 0 && s.winner < 0 && s.pending === null; n++) {
    if (n > MAX_OPS)
      return { code: 'badState', message: 'This action does not come to an end (engine fault).' };
    const e = exec(c, s.stack.pop()!);
    if (e) return e;
  }
  if (s.pending) s.turn.fresh = false;
  return null;
}

function exec(c: Ctx, op: Op): EngineError | null {
  switch (op.k) {
    case 'step':
      step(c, op);
      return null;
    case 'take':
      take(c, op);
      return null;
    case 'element':
      element(c, op.titan, op.space);
      return null;
    case 'bonus':
      if (c.s.titans[op.titan].space === op.space) drawCard(c, op.titan);
      return null;
    case 'ice':
      iceSlide(c, op);
      return null;
    case 'damage':
      loseLife(c, op);
      return null;
    case 'cost':
      payCost(c, op.titan, op.cause);
      return null;
    case 'placeTrap':
      return placeTrap(c, op.titan, op.space);
    case 'strike':
      strike(c, op.titan, op.spaces, op.cause, op.titansOnly);
      return null;
    case 'extra':
      return extra(c, op);
    case 'swap':
      swap(c, op.titan, op.other, op.dir);
      return null;
    case 'played':
      played(c, op.card);
      return null;
    case 'actionEnd':
      actionEnd(c, op.titan);
      return null;
  }
}

/** The die action is over. R7.5: ending it on the pentacle opens the reroll for as long as it stays. */
function actionEnd(c: Ctx, t: number): void {
  const s = c.s;
  const T = s.titans[t];
  s.turn.dieDone = true;
  if (!T.ko && s.course.elements[T.space] === 'pentacle') s.turn.rerollAt = T.space;
}
