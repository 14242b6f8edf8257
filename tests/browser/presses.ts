// Issue 20: a player who presses only what is on screen. Each press is found, checked and made in the
// page itself (one round trip), at the target's centre with the mouse — never Playwright's click, which
// would scroll the target into view. The checks: the centre is inside the viewport, the element there is
// the target (or inside it: nothing covers it), every board space is inside the viewport, the page has
// nothing to scroll. `measure` counts what fails instead of failing (the baseline of the old layout).
import { expect, type Page } from '@playwright/test';

export interface PressStats {
  presses: Record<string, number>;
  turns: number;
  /** Presses whose target needed a scroll (off screen or covered). */
  scrolls: number;
  /** Presses made while part of the board was off screen. */
  boardCut: number;
  /** Presses made while the page itself could scroll. */
  pageScrolls: number;
  /**
   * Presses made while an answer of the question on screen (a button of the guide's choices, of a pending
   * decision or a die of the pool, or a choice's legend) was not wholly inside the action bar's visible
   * part: the body scrolls, but the eye has to follow (phones). By question: the choice's key (`face`,
   * `path`, `lifeCost`, `extra`…), `pool` or `pending:<kind>`.
   */
  folds: Record<string, number>;
  foldPresses: number;
  firstProblem: string | null;
}

export const newStats = (): PressStats => ({
  presses: {},
  turns: 0,
  scrolls: 0,
  boardCut: 0,
  pageScrolls: 0,
  folds: {},
  foldPresses: 0,
  firstProblem: null,
});

interface Found {
  kind: string;
  x: number;
  y: number;
  problem: string | null;
  boardOut: string[];
  pageScroll: boolean;
  active: string;
  /** The questions with an answer outside the action bar's visible part (see `PressStats.folds`). */
  folded: string[];
  /** The first answer outside the view: by how much (FOLD_DEBUG=1 prints it). */
  foldInfo: string | null;
}

/**
 * Finds the next press of a player who always takes the first option and never uses an ability, a card
 * or the pentacle reroll. Such a player takes "Confirm & end turn" when it is offered (issue 20): it is the
 * press that does what they want, Confirm then End turn. The hand-off's button may roll the dice too.
 */
function find(): Found | { kind: 'won' | 'wait' } {
  if (document.querySelector('[data-winner]')) return { kind: 'won' };
  if (document.querySelector('[data-animating="true"]')) return { kind: 'wait' };
  // The store ends the turn itself when nothing else can be done (issue 20): no press, wait for it.
  if (document.querySelector('[data-auto-end]')) return { kind: 'wait' };
  document.querySelectorAll('[data-press-target]').forEach((e) => e.removeAttribute('data-press-target'));
  // The hand-off's one button: "I am Bob — continue", or "— roll the dice" when that is all Bob can do.
  const HANDOFF_BUTTON = /— (continue|roll the dice|reroll all the dice)$/;
  const button = (root: ParentNode, re: RegExp) =>
    [...root.querySelectorAll('button')].find(
      (b) => re.test((b.textContent ?? '').trim()) && !b.disabled && b.offsetParent !== null,
    );
  let kind = '';
  let el: Element | undefined | null = null;
  const handoff = document.querySelector('[data-handoff]');
  const pending = document.querySelector<HTMLElement>('[data-pending]');
  const guide = document.querySelector('[data-guide]');
  const confirm = button(document, /^Confirm & end turn$/) ?? button(document, /^Confirm move$/);
  if (handoff) {
    kind = 'handoff';
    el = button(handoff, HANDOFF_BUTTON);
  } else if (pending) {
    kind = pending.dataset.pending ?? 'decide';
    el = button(pending, kind === 'pirates' ? /^Lose (1|the last) Life/ : /^Don.t react$/);
  } else if ((el = button(document, /^(Roll the dice|Reroll all the dice)$/))) kind = 'roll';
  else if ((el = document.querySelector('[data-pool] button[data-die-face]'))) kind = 'die';
  else if ((el = document.querySelector('.space--move[data-selectable]'))) kind = 'space';
  else if (guide && !confirm && (el = guide.querySelector('fieldset.choice button:not(.btn--on)')))
    kind = 'way';
  else if ((el = confirm)) kind = 'confirm';
  else if ((el = button(document, /^End turn$/))) kind = 'end';
  if (!el) return { kind: 'wait' };
  el.setAttribute('data-press-target', '');
  const w = window.innerWidth;
  const h = window.innerHeight;
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  let problem: string | null = null;
  if (x < 0 || y < 0 || x > w || y > h)
    problem = `its centre (${Math.round(x)}, ${Math.round(y)}) is off screen`;
  else {
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === el || el.contains(hit)))
      problem = `it is covered by ${hit ? `${hit.tagName.toLowerCase()}.${String(hit.getAttribute('class') ?? '')}` : 'nothing'}`;
  }
  const boardOut = [...document.querySelectorAll('.board-svg g.space[data-space]')]
    .filter((s) => {
      const b = s.getBoundingClientRect();
      return b.left < -0.5 || b.top < -0.5 || b.right > w + 0.5 || b.bottom > h + 0.5;
    })
    .map((s) => s.getAttribute('data-space') ?? '');
  const doc = document.scrollingElement ?? document.documentElement;
  const pageScroll = doc.scrollHeight > h + 1 || doc.scrollWidth > w + 1 || window.scrollY > 0;
  const active = document.querySelector('[data-active]')?.getAttribute('data-active') ?? '';
  // The answers of the question on screen, by question, and whether each lies wholly in the body's view.
  const answers: [string, Element][] = [];
  if (!handoff) {
    if (pending)
      pending
        .querySelectorAll('button')
        .forEach((b) => answers.push([`pending:${pending.dataset.pending ?? ''}`, b]));
    else if (kind === 'die')
      document
        .querySelectorAll('[data-pool] button[data-die-face]')
        .forEach((b) => answers.push(['pool', b]));
    guide
      ?.querySelectorAll('fieldset.choice')
      .forEach((f) =>
        f
          .querySelectorAll(':scope > legend, :scope > button')
          .forEach((b) => answers.push([f.getAttribute('data-choice') ?? 'choice', b])),
      );
  }
  const folded = new Set<string>();
  let foldInfo: string | null = null;
  for (const [q, a] of answers) {
    const body = a.closest('.action-body');
    if (!body) continue;
    const v = body.getBoundingClientRect();
    const r = a.getBoundingClientRect();
    if (r.top < v.top - 1 || r.bottom > v.bottom + 1) {
      folded.add(q);
      foldInfo ??= `${q}: ${Math.round(r.bottom - v.bottom)} px below a body ${Math.round(v.height)} px high`;
    }
  }
  return { kind, x, y, problem, boardOut, pageScroll, active, folded: [...folded], foldInfo };
}

/**
 * Makes one press and counts it. In strict mode it fails on the first press that would need a scroll (or
 * while part of the board is off screen, or the page can scroll); in `measure` mode it counts them, scrolls
 * the target into view like a person would, and goes on.
 */
export async function pressOnce(
  page: Page,
  stats: PressStats,
  opts: { measure: boolean; last: { active: string } },
): Promise<string> {
  for (let tries = 0; ; tries++) {
    const f = await page.evaluate(find);
    if (f.kind === 'won') return 'won';
    if (f.kind === 'wait' || !('x' in f)) {
      expect(tries, 'something to press appears').toBeLessThan(200);
      await page.waitForTimeout(50);
      continue;
    }
    if (f.active !== opts.last.active) {
      stats.turns++;
      opts.last.active = f.active;
    }
    const where = `press ${Object.values(stats.presses).reduce((a, b) => a + b, 0) + 1} (${f.kind})`;
    if (!opts.measure) {
      expect(f.problem, `${where}: the target needs a scroll — ${f.problem}`).toBeNull();
      expect(f.boardOut, `${where}: board spaces off screen`).toEqual([]);
      expect(f.pageScroll, `${where}: the page can scroll`).toBe(false);
    }
    if (f.boardOut.length) stats.boardCut++;
    if (f.pageScroll) stats.pageScrolls++;
    if (f.folded.length) stats.foldPresses++;
    if (f.foldInfo && process.env.FOLD_DEBUG) {
      console.log(`${where}: ${f.foldInfo}`);
      await page.screenshot({ path: `test-results/folds/${stats.foldPresses}.png` });
    }
    for (const q of f.folded) stats.folds[q] = (stats.folds[q] ?? 0) + 1;
    let { x, y } = f;
    if (f.problem) {
      stats.scrolls++;
      stats.firstProblem ??= `${where}: ${f.problem}`;
      const target = page.locator('[data-press-target]');
      await target.scrollIntoViewIfNeeded();
      const again = await target.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const cx = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        const hit = document.elementFromPoint(cx, cy);
        return { cx, cy, ok: !!hit && (hit === el || el.contains(hit)) };
      });
      if (!again.ok) {
        // Still covered (a pinned bar over it): a person would scroll a little more; press it directly.
        await target.evaluate((el) =>
          (el as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true })),
        );
        stats.presses[f.kind] = (stats.presses[f.kind] ?? 0) + 1;
        return f.kind;
      }
      x = again.cx;
      y = again.cy;
    }
    await page.mouse.click(x, y);
    stats.presses[f.kind] = (stats.presses[f.kind] ?? 0) + 1;
    return f.kind;
  }
}

/** The figures for the note: presses per turn by kind, reaction prompts per turn. */
export function report(label: string, s: PressStats): string {
  const total = Object.values(s.presses).reduce((a, b) => a + b, 0);
  const per = (n: number) => (n / Math.max(1, s.turns)).toFixed(2);
  const kinds = Object.entries(s.presses)
    .sort()
    .map(([k, v]) => `${k} ${per(v)}`)
    .join(', ');
  return (
    `${label}: ${s.turns} turns, ${total} presses = ${per(total)} per turn ` +
    `(${per(total - (s.presses.handoff ?? 0))} without hand-offs); by kind per turn: ${kinds}; ` +
    `reaction prompts per turn ${per(s.presses.reaction ?? 0)}; presses needing a scroll ${s.scrolls}/${total}; ` +
    `presses with part of the board off screen ${s.boardCut}; presses while the page could scroll ${s.pageScrolls}; ` +
    `presses with an answer outside the action bar's view ${s.foldPresses}/${total}` +
    (s.foldPresses ? ` (${JSON.stringify(s.folds)})` : '') +
    (s.firstProblem ? `; first: ${s.firstProblem}` : '')
  );
}
