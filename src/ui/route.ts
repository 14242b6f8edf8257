// The hash route the app shows, as a hook: App chooses the page by it, GamePage the game. Each history
// entry carries its position (`pos` in history.state), so a page that asks before it is left (leaving.ts,
// loaded with the lab) can undo a Back or a Forward by the same distance, adding or rewriting no entry.
import { useEffect, useState } from 'react';

/** The hash route without its query, e.g. '#/play?setup=…' → '/play'. */
export function currentRoute(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.split('?')[0] || '/';
}

/** The position of a history entry, kept in its state by this module. */
function posOf(state: unknown): number | null {
  const p = (state as { pos?: unknown } | null)?.pos;
  return typeof p === 'number' ? p : null;
}

/** Give the entry shown its position (kept over any other state it has). */
function stamp(p: number): void {
  const s: unknown = window.history.state;
  window.history.replaceState({ ...(s !== null && typeof s === 'object' ? s : {}), pos: p }, '');
}

/** Change the address without a new history entry and without a hashchange, keeping the entry's position. */
export function replaceAddress(url: string): void {
  window.history.replaceState(window.history.state, '', url);
}

/** The page shown and its history entry's position. */
export const shown = { route: '/', pos: 0 };

/**
 * Set by a page that asks before it is left: told of each change of address before any page hears of it,
 * with the new entry's position; true when it stopped the change (no page hears of it then).
 */
export const routeGate: { check: ((e: HashChangeEvent, at: number) => boolean) | null } = { check: null };

if (typeof window !== 'undefined') {
  shown.route = currentRoute();
  shown.pos = posOf(window.history.state) ?? 0;
  stamp(shown.pos);
  // Registered before any page's listener.
  window.addEventListener('hashchange', (e) => {
    // An entry without a position is a new one (a link, a typed address), right after the one shown.
    let at = posOf(window.history.state);
    if (at === null) stamp((at = shown.pos + 1));
    if (routeGate.check?.(e, at)) {
      e.stopImmediatePropagation();
      return;
    }
    shown.route = currentRoute();
    shown.pos = at;
  });
}

export function useRoute(): string {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const onChange = () => setRoute(currentRoute());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
