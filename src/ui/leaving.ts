// A page with work under way (a lab run) asks before the app leaves it (guardLeaving). The question is the
// app's own dialog (LeaveDialog.tsx, shown by the page that set the guard), never the browser's confirm,
// which only closing the tab or reloading still uses (beforeunload). Loaded with the lab, not the first page.
//
// Back or Forward to another page is undone before asking: the app goes back to the entry it showed by the
// same distance (route.ts keeps each entry's position), so no entry is added or rewritten, and goes that
// distance again if the person leaves. A link of the app is asked about before the browser follows it.
import { currentRoute, replaceAddress, routeGate, shown } from './route';

/** What the leave dialog says: the question, and its two answers. */
export interface LeaveQuestion {
  question: string;
  stay: string;
  leave: string;
}

/** The question to ask before leaving the page shown, or null: set by the page while its work runs. */
let guard: (() => LeaveQuestion) | null = null;

/**
 * Ask `question()` before the app leaves this page (another route, or another view of it through
 * mayLeave); returns the function that stops asking. One guard at a time: the last set wins.
 */
export function guardLeaving(question: () => LeaveQuestion): () => void {
  guard = question;
  return () => {
    if (guard === question) guard = null;
  };
}

/** The question on screen and how it is answered (read by LeaveDialog). */
export interface Asking extends LeaveQuestion {
  answer: (leave: boolean) => void;
}
let asking: Asking | null = null;
let asked: Promise<boolean> | null = null;
const listeners = new Set<() => void>();

export function subscribeAsking(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}
export const currentAsking = (): Asking | null => asking;

/** Whether the page may be left now: true at once with no guard, else the person's answer in the dialog.
 * Asked again while on screen, it is the same question (one answer for both). */
export function mayLeave(): Promise<boolean> {
  if (guard === null) return Promise.resolve(true);
  if (asked) return asked;
  const words = guard();
  asked = new Promise<boolean>((resolve) => {
    asking = {
      ...words,
      answer: (leave) => {
        asking = null;
        asked = null;
        listeners.forEach((l) => l());
        resolve(leave);
      },
    };
  });
  listeners.forEach((l) => l());
  return asked;
}

/** The traversal started here (back to the entry shown, or on after a "leave"): its target. */
let going: { to: number; leave: boolean } | null = null;
/** A "leave" that follows a link or a same-entry change: the next change passes. */
let passNext = false;

/** route.ts's gate: true when the change is stopped (a return from an undone Back, or one not yet allowed). */
function check(e: HashChangeEvent, at: number): boolean {
  if (going && going.to === at) {
    const { leave } = going;
    going = null;
    return !leave; // back where the question was asked: no page hears of the round trip
  }
  if (passNext || guard === null || currentRoute() === shown.route) {
    passNext = false;
    return false;
  }
  refuseThenAsk(e, at);
  return true;
}

function refuseThenAsk(e: HashChangeEvent, at: number): void {
  const distance = at - shown.pos;
  if (distance !== 0) {
    going = { to: shown.pos, leave: false };
    window.history.go(-distance);
    void mayLeave().then((leave) => {
      if (!leave) return;
      going = { to: at, leave: true };
      window.history.go(distance);
    });
    return;
  }
  // The same entry, its address replaced: put it back, and replace it again if the person leaves.
  const { oldURL, newURL } = e;
  if (oldURL) replaceAddress(oldURL);
  void mayLeave().then((leave) => {
    if (!leave) return;
    replaceAddress(newURL);
    passNext = true;
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL }));
  });
}

/** A click on a link of the app to another page, asked about first (the browser adds no entry for it). */
function onClick(e: MouseEvent): void {
  if (guard === null || e.defaultPrevented || e.button !== 0) return;
  if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // a new tab or window: this page stays
  const a = e.target instanceof Element ? e.target.closest('a[href^="#"]') : null;
  const href = a?.getAttribute('href');
  if (!href || (a?.getAttribute('target') ?? '_self') !== '_self') return;
  if ((href.replace(/^#/, '').split('?')[0] || '/') === shown.route) return;
  e.preventDefault();
  void mayLeave().then((leave) => {
    if (!leave) return;
    passNext = true;
    window.location.hash = href;
  });
}

if (typeof window !== 'undefined') {
  routeGate.check = check;
  document.addEventListener('click', onClick, true);
}
