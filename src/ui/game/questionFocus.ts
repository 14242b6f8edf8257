// Where the keyboard goes after each step of a turn (play-test: every Enter left the focus on the page's
// body; the destination was ~33 Tabs away on a laptop). The control that answered is gone or done, so the
// focus goes to where the next question is answered: the roll, the pool's first die, the first answer of
// the guide's question (a button, or the board's Tab stop when its answers are board spaces), Confirm, the
// turn's lead button; while nothing is asked of this device (a bot plays) the turn's banner holds it, so it
// never falls to the body. Only a focus that was lost, or that was on the answer just given (the board,
// the action bar), is moved: one on the log, a chip or the menu stays. Without scrolling the page.
import { useEffect } from 'react';
import { useGame } from '../../store/game';

const ENABLED = 'button:not([disabled]):not([aria-disabled="true"])';

/** Shown (not in a closed fold, not hidden by the layout's CSS). */
function shown(el: Element | null): el is HTMLElement {
  return !!el && el.getClientRects().length > 0;
}

/** The control that answers the current question, or the turn's banner when nothing is asked. */
function questionControl(): HTMLElement | null {
  const bar = document.querySelector('[data-action-bar]');
  if (!bar) return null;
  const first = (root: ParentNode | null | undefined, sel: string) =>
    [...(root?.querySelectorAll(sel) ?? [])].find(shown) ?? null;
  // An open reaction call: its strip, not a claim (an Enter meant for the call that just closed must not
  // claim this one: ReactionCall.tsx); Tab reaches its buttons from there.
  const call = bar.querySelector<HTMLElement>('[data-reaction-call]');
  if (call) return call;
  const guide = bar.querySelector<HTMLElement>('[data-guide]');
  const asks = guide?.dataset.asks;
  const answer =
    first(bar, `[data-pending] ${ENABLED}`) ??
    first(bar, '[data-roll]') ??
    first(bar, `[data-pool] ${ENABLED}`) ??
    (asks === 'space'
      ? // The panel's buttons where the layout shows them (phones, tablets), else the board's Tab stop.
        (first(guide, `.space-buttons ${ENABLED}`) ??
        first(document, '.play-board [data-selectable][tabindex="0"]'))
      : asks === 'choice'
        ? first(guide, `fieldset.choice ${ENABLED}`)
        : null) ??
    first(bar, '[data-confirm]') ??
    first(bar, `.action-foot .btn--primary:not([disabled])`) ??
    first(bar, `.action-foot ${ENABLED}`);
  return answer ?? document.getElementById('turn-banner');
}

/** Moves the focus to the current question's answer, the page not scrolled. */
export function focusQuestion(): void {
  questionControl()?.focus({ preventScroll: true });
}

/** The focus fell to the body, or onto something no longer there or no longer to be pressed. */
function lost(at: Element | null): boolean {
  if (!at || at === document.body || !at.isConnected || at.id === 'turn-banner') return true;
  if ((at as HTMLButtonElement).disabled) return true;
  return at.matches('[data-space]') && !at.hasAttribute('tabindex');
}

/** Whether the focus sits on an answer of the question asked now (its group): it stays there. */
function onAnswer(at: Element, target: HTMLElement): boolean {
  if (at === target) return true;
  const group = target.closest('[data-reaction-call], [data-pending], [data-pool], fieldset, .space-buttons');
  if (group?.contains(at)) return true;
  // The board's spaces asked: any of them (the arrow keys moved there).
  return target.matches('[data-space]') && at.matches('[data-selectable]');
}

/**
 * After every step (the game, the choice under way or the hand-off changed), once the page has drawn it:
 * a focus lost, or left on the board or in the action bar, goes to the new question's answer. Nothing while
 * the hand-off screen is up (it holds the focus; the table behind it is inert).
 */
export function useQuestionFocus(): void {
  useEffect(() => {
    let frame = 0;
    // A mouse, pen or finger last: its focus is not moved (Chromium rings a focus moved after a click),
    // except once the hand-off's button is gone. A keyboard or screen reader (a click with no pointer) last:
    // moved.
    let pointer = false;
    const onPointer = () => (pointer = true);
    const onKey = () => (pointer = false);
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    const check = (handedOver = false) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (useGame.getState().ui.handoff !== null || (pointer && !handedOver)) return;
        const at = document.activeElement;
        const target = questionControl();
        if (!target) return;
        if (!lost(at)) {
          const stepped = at!.closest('[data-action-bar], .play-board');
          if (!stepped || onAnswer(at!, target)) return;
        }
        target.focus({ preventScroll: true });
      });
    };
    const stop = useGame.subscribe((s, prev) => {
      if (s.game !== prev.game || s.ui.draft !== prev.ui.draft || s.ui.handoff !== prev.ui.handoff)
        check(prev.ui.handoff !== null && s.ui.handoff === null);
    });
    check();
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
      stop();
      cancelAnimationFrame(frame);
    };
  }, []);
}
