// The hash route the app shows, as a hook: App chooses the page by it, GamePage the game. A page with
// work under way (a lab run) may ask before the app leaves it: leaveGuard.
import { useEffect, useState } from 'react';

/** The hash route without its query, e.g. '#/play?setup=…' → '/play'. */
function currentRoute(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.split('?')[0] || '/';
}

/** The question to ask before leaving the page shown, or null: set by the page while its work runs. */
let guard: (() => string) | null = null;

/**
 * Ask `question()` before the app leaves this page (another route, or another view of it through
 * mayLeave); returns the function that stops asking. One guard at a time: the last set wins.
 */
export function guardLeaving(question: () => string): () => void {
  guard = question;
  return () => {
    if (guard === question) guard = null;
  };
}

/** Whether the page may be left now: true with no guard, else the person's answer to its question. */
export function mayLeave(): boolean {
  return guard === null || window.confirm(guard());
}

let shown = typeof window === 'undefined' ? '/' : currentRoute();

// Registered before any page's listener, so a refused change of route is stopped here: the address is
// put back and no page hears of it.
if (typeof window !== 'undefined')
  window.addEventListener('hashchange', (e) => {
    const next = currentRoute();
    if (next === shown || mayLeave()) {
      shown = next;
      return;
    }
    e.stopImmediatePropagation();
    if (e.oldURL) window.history.replaceState(null, '', e.oldURL);
  });

export function useRoute(): string {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const onChange = () => setRoute(currentRoute());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
