// A player who presses only what is on screen, and plays like people: now and then the ability, a look at
// the hand and a card, its own colour, an optional extra. Each press is found, checked and made in the page
// itself (one round trip), at the target's centre with the mouse — never Playwright's click, which would
// scroll the target into view. The checks: the centre is inside the viewport, the element there is the
// target (or inside it: nothing covers it), every board space is inside the viewport, the page has nothing
// to scroll. `measure` counts what fails instead of failing (the figures of another layout).
import { expect, type Page } from '@playwright/test';
import { applyAction, createGame } from '../../src/engine';
import type { Action, GameSetup } from '../../src/engine/types';

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
   * part (a card: inside the shown hand's, where it hangs above the bar on phones): the body scrolls, but the eye has to follow (phones). By question: the choice's key (`face`,
   * `path`, `lifeCost`, `extra`…), `pool` or `pending:<kind>`.
   */
  folds: Record<string, number>;
  foldPresses: number;
  /** Reaction prompts answered, and those of them whose player could play nothing. */
  prompts: number;
  uselessPrompts: number;
  /** Open reaction calls seen, and those claimed. */
  calls: number;
  claims: number;
  /** Hand-offs of the device for a reaction nobody claimed (the old prompt: every one). */
  unclaimedHandoffs: number;
  /** "Show my cards" pressed to answer a reaction its player claimed (claiming shows the hand: none). */
  claimLooks: number;
  /** Presses on a target smaller than 44 px either way, by kind, and the smallest seen. */
  small: Record<string, number>;
  smallest: Record<string, number>;
  firstProblem: string | null;
  /** Every press that needed a scroll, and why (the first is `firstProblem`). */
  problems: string[];
  /** Each turn's presses by kind, in order (the note's "which presses are pointless"). */
  trace: string[][];
}

export const newStats = (): PressStats => ({
  presses: {},
  turns: 0,
  scrolls: 0,
  boardCut: 0,
  pageScrolls: 0,
  folds: {},
  foldPresses: 0,
  prompts: 0,
  uselessPrompts: 0,
  calls: 0,
  claims: 0,
  unclaimedHandoffs: 0,
  claimLooks: 0,
  small: {},
  smallest: {},
  firstProblem: null,
  problems: [],
  trace: [],
});

/** What the player means to do this turn (drawn once a turn, like a person's mood). */
interface Plan {
  ability: boolean;
  look: boolean;
  own: boolean;
  extra: boolean;
  /** Looks at the hand before answering a reaction (the simple player of phone-fold does not). */
  reactLook: boolean;
}
/** What the player already did this turn. */
interface Memo {
  ability: boolean;
  looked: boolean;
  card: boolean;
  extra: boolean;
}
const freshMemo = (): Memo => ({ ability: false, looked: false, card: false, extra: false });

/** The people-like player's habits (issue: "ability about a quarter of turns…"). */
function drawPlan(rand: () => number): Plan {
  return {
    ability: rand() < 0.25,
    look: rand() < 1 / 3,
    own: rand() < 0.5,
    extra: rand() < 0.4,
    reactLook: true,
  };
}
/** The simple player: always the first option, never an ability, a card or an extra. */
const SIMPLE: Plan = { ability: false, look: false, own: false, extra: false, reactLook: false };

/** A small seeded generator (mulberry32): the same player for the same seed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Found {
  kind: string;
  x: number;
  y: number;
  w: number;
  h: number;
  problem: string | null;
  boardOut: string[];
  pageScroll: boolean;
  active: string;
  /** A reaction answered with nothing to play. */
  useless: boolean;
  /** The hand-off passes the device for a decision (not a turn); the press answers a pending decision. */
  decision: boolean;
  inPending: boolean;
  /** The questions with an answer outside the action bar's visible part (see `PressStats.folds`). */
  folded: string[];
  /** The first answer outside the view: by how much (FOLD_DEBUG=1 prints it). */
  foldInfo: string | null;
}
type Call = { kind: 'call'; titans: string[]; active: string };
/** The claims decided for an open call: the Titans it named, and those of them holding a Shield. */
type Claim = { for: string; holders: string[] };

/**
 * Finds the next press of the people-like player: `plan` says what it means to do this turn, `memo` what
 * it did; `claim` the Titans of an open reaction call it claims (those holding a Shield). It takes
 * "Confirm & end turn" when offered: the press that does what it wants, Confirm then End turn.
 */
function find(arg: {
  plan: Plan;
  memo: Memo;
  claim: Claim | null;
  touch: boolean;
  /** The Titan whose turn the plan was drawn for. */
  active: string;
}): Found | Call | { kind: 'turn'; active: string } | { kind: 'won' | 'wait' } {
  const { plan, memo } = arg;
  if (document.querySelector('[data-winner]')) return { kind: 'won' };
  if (document.querySelector('[data-animating="true"]')) return { kind: 'wait' };
  // The store ends the turn itself when nothing else can be done: no press, wait for it.
  if (document.querySelector('[data-auto-end]')) return { kind: 'wait' };
  document.querySelectorAll('[data-press-target]').forEach((e) => e.removeAttribute('data-press-target'));
  const active = document.querySelector('[data-active]')?.getAttribute('data-active') ?? '';
  // The hand-off's one button: "I am Bob — continue", or "— roll the dice" when that is all Bob can do.
  const HANDOFF_BUTTON = /— (continue|roll the dice|reroll all the dice)$/;
  const usable = (b: HTMLButtonElement) =>
    !b.disabled && b.getAttribute('aria-disabled') !== 'true' && b.offsetParent !== null;
  const button = (root: ParentNode | null, re: RegExp) =>
    root
      ? [...root.querySelectorAll('button')].find((b) => re.test((b.textContent ?? '').trim()) && usable(b))
      : undefined;
  let kind = '';
  let el: Element | undefined | null = null;
  let useless = false;
  const handoff = document.querySelector('[data-handoff]');
  const call = document.querySelector<HTMLElement>('[data-reaction-call]');
  const pending = document.querySelector<HTMLElement>('[data-pending]');
  const guide = document.querySelector<HTMLElement>('[data-guide]');
  const bar = document.querySelector('[data-action-bar]');
  const confirm =
    bar?.querySelector<HTMLButtonElement>('button[data-confirm-end]') ??
    bar?.querySelector<HTMLButtonElement>('button[data-confirm]');
  const mode = guide?.dataset.guide ?? '';
  // A question to answer (a way, a face…): once Confirm is offered the choices left are adjustable ones.
  const ask = confirm
    ? null
    : guide?.querySelector('fieldset.choice:not(.choice--optional) button:not(.btn--on)');
  // A space offered: its button in the bar where there is one (phones, tablets), else the board's space.
  const shown = (sel: string) =>
    [...document.querySelectorAll<HTMLElement>(sel)].find((e) => e.offsetParent !== null) ?? null;
  const spaceOf = (style: string) =>
    shown(`[data-space-choice][data-select-style="${style}"]:not([aria-pressed="true"])`) ??
    document.querySelector(`.space--selectable.space--${style}`);
  const moveSpace = confirm ? null : spaceOf('move');
  const anySpace = spaceOf('move') ?? spaceOf('target');
  const targetSpace = spaceOf('target');
  const showCards = button(bar ?? null, /^Show my cards$/);
  const playCard = [...(bar?.querySelectorAll<HTMLButtonElement>('.cards--bar button') ?? [])].find(
    (b) => /^Play$/.test((b.textContent ?? '').trim()) && usable(b),
  );
  const abilityBtn = button(bar ?? null, /^Use ability$/);
  const optionalUnset = guide?.querySelector('fieldset.choice--optional button.btn--on');
  // A new turn: the player's plan for it is drawn before its first press (the hand-off may take a die).
  if (active !== arg.active) return { kind: 'turn', active };
  const dieIn = (root: ParentNode) =>
    (plan.own && root.querySelector('button[data-die-face]:has([data-die-own])')) ||
    root.querySelector('button[data-die-face]');
  const handoffDice = handoff?.querySelector('[data-handoff-dice]');
  if (handoff && handoffDice) {
    // The hand-off that may take a die: the one press takes the device and the die.
    kind = 'handoff+die';
    el = dieIn(handoffDice);
  } else if (handoff) {
    kind = 'handoff';
    el = button(handoff, HANDOFF_BUTTON);
  } else if (call) {
    // An open reaction call: the player of a Titan holding a Shield claims it; the others let it go on.
    const titans = [...call.querySelectorAll('[data-claim]')].map((b) => b.getAttribute('data-claim') ?? '');
    if (arg.claim === null || arg.claim.for !== titans.join()) return { kind: 'call', titans, active };
    const t = arg.claim.holders[0];
    if (t === undefined) return { kind: 'wait' };
    kind = 'claim';
    el = call.querySelector(`[data-claim="${t}"]`);
    // Just shown (useSettled.ts): a person's tap would not take yet.
    if (el && !usable(el as HTMLButtonElement)) return { kind: 'wait' };
  } else if (pending) {
    const k = pending.dataset.pending ?? 'decide';
    if (k === 'pirates') {
      kind = 'pirates';
      el = button(pending, /^Lose (1|the last) Life/);
    } else if (plan.reactLook && (el = button(pending, /^Show my cards$/))) kind = 'look';
    else {
      kind = 'reaction';
      el = button(pending, /^Play /);
      if (!el) {
        useless = true;
        el = button(pending, /^Don.t react$/);
      }
    }
  } else if ((el = button(bar ?? null, /^(Roll the dice|Reroll all the dice)$/))) kind = 'roll';
  else if (document.querySelector('[data-pool] button[data-die-face]')) {
    kind = 'die';
    el = dieIn(document.querySelector('[data-pool]')!);
  } else if (mode === 'ability' || mode === 'bonus') {
    // A draft of the ability or a card: its questions, then Confirm; nothing to do — cancel it.
    if (ask) [kind, el] = ['way', ask];
    else if (anySpace && !confirm) [kind, el] = ['space', anySpace];
    else if (confirm) [kind, el] = ['confirm', confirm];
    else {
      kind = 'cancel';
      el = button(bar ?? null, mode === 'ability' ? /^Cancel ability$/ : /^Cancel$/);
    }
  } else if (plan.ability && !memo.ability && abilityBtn) [kind, el] = ['ability', abilityBtn];
  else if (plan.look && !memo.looked && showCards) [kind, el] = ['look', showCards];
  else if (!memo.card && playCard) [kind, el] = ['card', playCard];
  // A direction or a way is offered on the board and as the question's buttons: on a touch screen the
  // board's spaces are too small to tap, so a person answers in the bar.
  else if (moveSpace && !(arg.touch && guide && ask)) [kind, el] = ['space', moveSpace];
  else if (guide && ask) [kind, el] = ['way', ask];
  else if (plan.extra && !memo.extra && optionalUnset && targetSpace) [kind, el] = ['extra', targetSpace];
  else if (confirm)
    [kind, el] = [confirm.hasAttribute('data-confirm-end') ? 'confirm&end' : 'confirm', confirm];
  else if ((el = button(bar ?? null, /^End turn$/))) kind = 'end';
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
  // Off screen, or cut by the board's own cell (play-test 52: a Grand Slam's start rows hidden by the
  // cell though inside the window).
  const cell = document.querySelector('.board-scroll')?.getBoundingClientRect();
  const [cl, ct] = [Math.max(cell?.left ?? 0, 0), Math.max(cell?.top ?? 0, 0)];
  const [cr, cb] = [Math.min(cell?.right ?? w, w), Math.min(cell?.bottom ?? h, h)];
  const boardOut = [...document.querySelectorAll('.board-svg g.space[data-space]')]
    .filter((s) => {
      const b = s.getBoundingClientRect();
      return b.left < cl - 0.5 || b.top < ct - 0.5 || b.right > cr + 0.5 || b.bottom > cb + 0.5;
    })
    .map((s) => s.getAttribute('data-space') ?? '');
  const doc = document.scrollingElement ?? document.documentElement;
  const pageScroll = doc.scrollHeight > h + 1 || doc.scrollWidth > w + 1 || window.scrollY > 0;
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
    if (kind === 'card') answers.push(['card', el]);
  }
  const folded = new Set<string>();
  let foldInfo: string | null = null;
  for (const [q, a] of answers) {
    // On phones the shown hand hangs above the bar, out of the body's flow, with a scroll of its own
    // (table.css): its cards are in view when inside that box, as a body's answers are inside the body.
    const hand = a.closest<HTMLElement>('.cards--bar');
    const body = hand && getComputedStyle(hand).position === 'absolute' ? hand : a.closest('.action-body');
    if (!body) continue;
    const v = body.getBoundingClientRect();
    const r = a.getBoundingClientRect();
    if (r.top < v.top - 1 || r.bottom > v.bottom + 1) {
      folded.add(q);
      foldInfo ??= `${q}: ${Math.round(r.bottom - v.bottom)} px below a body ${Math.round(v.height)} px high`;
    }
  }
  return {
    kind,
    x,
    y,
    w: r.width,
    h: r.height,
    problem,
    boardOut,
    pageScroll,
    active,
    useless,
    decision: handoff?.getAttribute('data-handoff') === 'decision',
    inPending: !handoff && !!pending,
    folded: [...folded],
    foldInfo,
  };
}

/** The game as saved in the library, replayed here: which of `titans` hold a Shield now. */
async function shieldHolders(page: Page, titans: string[]): Promise<string[]> {
  const save = await page.evaluate(async () => {
    const id = decodeURIComponent(location.hash.replace(/^#\/play\//, '').split('?')[0] ?? '');
    const db = await new Promise<IDBDatabase>((ok, ko) => {
      const r = indexedDB.open('titan-race-games');
      r.onsuccess = () => ok(r.result);
      r.onerror = () => ko(r.error);
    });
    const rec = await new Promise<unknown>((ok, ko) => {
      const r = db.transaction('games').objectStore('games').get(id);
      r.onsuccess = () => ok(r.result);
      r.onerror = () => ko(r.error);
    });
    db.close();
    return (rec as { data?: { save?: unknown } } | undefined)?.data?.save ?? null;
  });
  const s = save as { setup: GameSetup; actions: Action[] } | null;
  if (!s) return [];
  const g = createGame(s.setup);
  if (!g.ok) return [];
  let state = g.state;
  for (const a of s.actions) {
    const r = applyAction(state, a);
    if (!r.ok) return [];
    state = r.state;
  }
  // TABLE_CLAIM_ANY=1: a table that says "wait" for every card holder (to look, as people who forget
  // their hidden hand do), for measuring claims that find nothing to play.
  if (process.env.TABLE_CLAIM_ANY)
    return titans.filter((id) => (state.titans.find((x) => x.id === id)?.hand.length ?? 0) > 0);
  return titans.filter((id) => state.titans.find((x) => x.id === id)?.hand.includes('shield'));
}

/** One people-like player's state across presses: its generator, this turn's plan and memo. */
export interface Player {
  rand: () => number;
  plan: Plan;
  memo: Memo;
  last: { active: string };
  /** The claims decided for the open call on screen (null: none decided yet). */
  claim: Claim | null;
  /** A claim was pressed and its hand-off not yet seen; the last hand-off was for a decision nobody claimed. */
  claimed: boolean;
  unclaimedHandoff: boolean;
  /** The claimed reaction is being answered (from the claim to the prompt's first press). */
  answering: boolean;
  draw: (rand: () => number) => Plan;
}
export const newPlayer = (seed: number, simple = false): Player => {
  const rand = seeded(seed);
  const draw = simple ? () => SIMPLE : drawPlan;
  return {
    rand,
    plan: draw(rand),
    memo: freshMemo(),
    last: { active: '' },
    claim: null,
    draw,
    claimed: false,
    unclaimedHandoff: false,
    answering: false,
  };
};

/**
 * Makes one press and counts it. In strict mode it fails on the first press that would need a scroll (or
 * while part of the board is off screen, or the page can scroll); in `measure` mode it counts them, scrolls
 * the target into view like a person would, and goes on. `touch`: the size is a touch screen's (targets
 * under 44 px are counted).
 */
export async function pressOnce(
  page: Page,
  stats: PressStats,
  opts: { measure: boolean; player: Player; touch?: boolean },
): Promise<string> {
  const pl = opts.player;
  for (let tries = 0; ; tries++) {
    const f = await page.evaluate(find, {
      plan: pl.plan,
      memo: pl.memo,
      claim: pl.claim,
      touch: !!opts.touch,
      active: pl.last.active,
    });
    if (f.kind === 'won') return 'won';
    if (f.kind === 'turn' && 'active' in f) {
      stats.turns++;
      stats.trace.push([]);
      pl.last.active = f.active;
      pl.plan = pl.draw(pl.rand);
      pl.memo = freshMemo();
      continue;
    }
    if (f.kind === 'call' && 'titans' in f) {
      pl.claim = { for: f.titans.join(), holders: await shieldHolders(page, f.titans) };
      stats.calls++;
      continue;
    }
    if (f.kind === 'wait' || !('x' in f)) {
      expect(tries, 'something to press appears').toBeLessThan(400);
      await page.waitForTimeout(50);
      if (!(await page.locator('[data-reaction-call]').count())) pl.claim = null;
      continue;
    }
    const where = `press ${Object.values(stats.presses).reduce((a, b) => a + b, 0) + 1} (${f.kind})`;
    if (!opts.measure) {
      expect(f.problem, `${where}: the target needs a scroll — ${f.problem}`).toBeNull();
      expect(f.boardOut, `${where}: board spaces off screen`).toEqual([]);
      expect(f.pageScroll, `${where}: the page can scroll`).toBe(false);
    }
    if (opts.touch) {
      const least = Math.round(Math.min(f.w, f.h));
      stats.smallest[f.kind] = Math.min(stats.smallest[f.kind] ?? 999, least);
      if (least < 44) stats.small[f.kind] = (stats.small[f.kind] ?? 0) + 1;
    }
    if (f.kind === 'reaction') {
      stats.prompts++;
      if (f.useless) stats.uselessPrompts++;
    }
    if (f.kind === 'claim') {
      stats.claims++;
      pl.claim = null;
      pl.claimed = true;
    }
    // A reaction answered right after a hand-off for a decision that nobody claimed: the device was handed
    // on for a reaction its player did not ask for.
    if (f.inPending && (f.kind === 'reaction' || f.kind === 'look') && pl.unclaimedHandoff)
      stats.unclaimedHandoffs++;
    if (f.inPending && f.kind === 'look' && pl.answering) stats.claimLooks++;
    if (f.kind === 'claim') pl.answering = true;
    else if (f.kind !== 'handoff') pl.answering = false;
    if (f.kind === 'handoff') {
      pl.unclaimedHandoff = f.decision && !pl.claimed;
      pl.claimed = false;
    } else if (f.kind !== 'claim') pl.unclaimedHandoff = pl.claimed = false;
    if (f.kind === 'ability') pl.memo.ability = true;
    if (f.kind === 'look') pl.memo.looked = true;
    if (f.kind === 'card') pl.memo.card = true;
    if (f.kind === 'extra') pl.memo.extra = true;
    if (f.kind === 'cancel') pl.memo.ability = pl.memo.card = true;
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
      stats.problems.push(`${where}: ${f.problem}`);
      if (process.env.FOLD_DEBUG)
        await page.screenshot({ path: `test-results/folds/scroll-${stats.scrolls}.png` });
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
        stats.trace.at(-1)?.push(f.kind);
        return f.kind;
      }
      x = again.cx;
      y = again.cy;
    }
    await page.mouse.click(x, y);
    stats.presses[f.kind] = (stats.presses[f.kind] ?? 0) + 1;
    stats.trace.at(-1)?.push(f.kind);
    return f.kind;
  }
}

/** The figures for the note: presses per turn by kind, reaction prompts per turn, small targets. */
export function report(label: string, s: PressStats): string {
  const total = Object.values(s.presses).reduce((a, b) => a + b, 0);
  const per = (n: number) => (n / Math.max(1, s.turns)).toFixed(2);
  const kinds = Object.entries(s.presses)
    .sort()
    .map(([k, v]) => `${k} ${per(v)}`)
    .join(', ');
  const small = Object.values(s.small).reduce((a, b) => a + b, 0);
  return (
    `${label}: ${s.turns} turns, ${total} presses = ${per(total)} per turn ` +
    `(${per(total - (s.presses.handoff ?? 0))} without hand-offs); by kind per turn: ${kinds}; ` +
    `reaction prompts per turn ${per(s.prompts)}, to a player who could play nothing ${per(s.uselessPrompts)} ` +
    `(${s.uselessPrompts}/${s.prompts}); open calls ${s.calls}, claimed ${s.claims}; ` +
    `hand-offs for a reaction nobody claimed ${s.unclaimedHandoffs}; ` +
    `"Show my cards" after a claim ${s.claimLooks}; ` +
    `presses needing a scroll ${s.scrolls}/${total}; ` +
    `presses with part of the board off screen ${s.boardCut}; presses while the page could scroll ${s.pageScrolls}; ` +
    `presses with an answer outside the action bar's view ${s.foldPresses}/${total}` +
    (s.foldPresses ? ` (${JSON.stringify(s.folds)})` : '') +
    `; presses on targets under 44 px ${small}/${total}` +
    (small ? ` (${JSON.stringify(s.small)}; smallest ${JSON.stringify(s.smallest)})` : '') +
    (s.firstProblem ? `; first: ${s.firstProblem}` : '')
  );
}
