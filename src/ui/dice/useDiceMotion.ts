// Dice that roll: the dice tumble into the pool when rolled, the die rerolled on a pentacle
// tumbles on its Titan's board, and a chosen die flies from the pool to its Titan's panel (FLIP: measured
// where it was, drawn where it lands, animated back from there with the Web Animations API). Nothing moves
// under reduced motion (the system's setting) or with the animation speed "off". The dice are found in the
// page by their data attributes (Die.tsx, TurnPanel's DicePool, TitanPanel), so the components stay as
// they are; the animations run on the compositor (transform, opacity) and never delay a click.
import { useLayoutEffect, useRef } from 'react';
import { SPEED_MS, useGame } from '../../store/game';
import { usePrefersReducedMotion } from '../game/hooks';
import './dice.css';

const POOL_DICE = '[data-pool] [data-die-face]';
const boardDie = (titan: string) => `[data-titan-panel="${titan}"] .titan-die [data-die-face]`;

interface Spot {
  face: string;
  /** Centre and width, in page coordinates (survive a scroll of the window). */
  x: number;
  y: number;
  w: number;
}

function spotOf(el: Element): Spot {
  const r = el.getBoundingClientRect();
  return {
    face: el.getAttribute('data-die-face') ?? '',
    x: r.left + r.width / 2 + window.scrollX,
    y: r.top + r.height / 2 + window.scrollY,
    w: r.width,
  };
}

/** The dice come tumbling in: each from a little way off, spinning, settling one after the other. */
function tumble(dice: Iterable<Element>, scale: number): Animation[] {
  return [...dice].map((el, i) => {
    const turn = (i % 2 ? 1 : -1) * (300 + 45 * (i % 4));
    const dx = (i % 3) * 14 - 18;
    return el.animate(
      [
        { transform: `translate(${dx}px, -26px) rotate(${turn}deg) scale(0.6)`, opacity: 0.2 },
        { transform: `translate(0, 4px) rotate(${turn * -0.08}deg) scale(1.06)`, opacity: 1, offset: 0.7 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: (460 + 70 * i) * scale, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)' },
    );
  });
}

/** The die now on `target` starts where `from` was and glides there. */
function fly(target: Element, from: Spot, scale: number): Animation {
  const to = spotOf(target);
  target.classList.add('die--flying');
  const a = target.animate(
    [
      { transform: `translate(${from.x - to.x}px, ${from.y - to.y}px) scale(${from.w / (to.w || 1)})` },
      { transform: 'none' },
    ],
    { duration: 420 * scale, easing: 'cubic-bezier(0.3, 0.6, 0.2, 1)' },
  );
  const done = () => target.classList.remove('die--flying');
  a.onfinish = done;
  a.oncancel = done;
  return a;
}

/** Call once on the play screen. */
export function useDiceMotion(): void {
  const anim = useGame((s) => s.anim);
  const speed = useGame((s) => s.settings.speed);
  const reduced = usePrefersReducedMotion();
  const seen = useRef(anim.seq);
  const pool = useRef<Spot[]>([]);

  // After every commit: animate what the last action did, then remember where the pool's dice are now
  // (a chosen die is gone from the pool by the time its flight starts).
  useLayoutEffect(() => {
    const fresh = anim.seq !== seen.current;
    seen.current = anim.seq;
    const still = reduced || speed === 'off' || typeof Element.prototype.animate !== 'function';
    if (fresh && anim.from && !still) {
      const scale = SPEED_MS[speed] / SPEED_MS.normal;
      for (const e of anim.events) {
        if (e.type === 'diceRolled') tumble(document.querySelectorAll(POOL_DICE), scale);
        else if (e.type === 'pentacleReroll') tumble(document.querySelectorAll(boardDie(e.titan)), scale);
        else if (e.type === 'dieChosen') {
          const from = pool.current.find((s) => s.face === e.face);
          const target = document.querySelector(boardDie(e.titan));
          if (from && target) fly(target, from, scale);
        }
      }
    }
    pool.current = [...document.querySelectorAll(POOL_DICE)].map(spotOf);
  });
}
