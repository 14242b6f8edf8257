// Registers the service worker (src/pwa/sw.ts) in the built app and offers its updates.
// A new version installs in the background and waits; the page shows "A new version is ready — reload"
// (UpdateOffer.tsx, a chunk of its own loaded only then) and reloads only when the player says so, so a
// game in progress is never interrupted. Nothing in the dev server: `npm run dev` stays as it was.

export type UpdateState = 'none' | 'ready';

let state: UpdateState = 'none';
let waiting: ServiceWorker | null = null;
let accepted = false;
const listeners = new Set<() => void>();

function set(next: UpdateState, worker: ServiceWorker | null): void {
  state = next;
  waiting = worker;
  for (const l of listeners) l();
  if (next === 'ready') void import('./UpdateOffer').then((m) => m.mountUpdateOffer());
}

export function updateState(): UpdateState {
  return state;
}

export function subscribeUpdate(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** The player chose to reload: activate the waiting version (the page reloads once it controls it). */
export function acceptUpdate(): void {
  accepted = true;
  if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
  else window.location.reload(); // another tab already activated it: only this page is old
}

/** Hide the offer until the next version (the player keeps playing; the new one waits). */
export function dismissUpdate(): void {
  set('none', null);
}

/** Offer `worker` once it has installed, if a version already controls this page (else it is the first). */
function offerWhenInstalled(sw: ServiceWorkerContainer, worker: ServiceWorker): void {
  const check = () => {
    if (worker.state === 'installed' && sw.controller) set('ready', worker);
  };
  check();
  worker.addEventListener('statechange', check);
}

export function registerServiceWorker(
  sw: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!sw) return;
  // The first version to control the page (its first visit) is no update; any later one is.
  let controlled = !!sw.controller;
  sw.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
    // Another tab chose "Reload": the new version now serves this page too, whose code is the old one.
    else if (controlled) set('ready', null);
    controlled = true;
  });
  sw.register('./sw.js').then(
    (reg) => {
      // A browser that blocks service workers (e.g. a test profile) may resolve with no registration.
      if (!reg) return;
      if (reg.waiting) offerWhenInstalled(sw, reg.waiting);
      reg.addEventListener('updatefound', () => {
        if (reg.installing) offerWhenInstalled(sw, reg.installing);
      });
      // Tabs may have closed since: the worker deletes the files of versions no open tab runs (sw.ts).
      const cleanUp = () => reg.active?.postMessage({ type: 'CLEAN_UP' });
      cleanUp();
      // A tab left open for days sees no navigation: look for a new version when it comes back to view.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible') return;
        reg.update().catch(() => undefined);
        cleanUp();
      });
    },
    // No service worker (private mode, an old browser, file://): the app works online as before.
    () => undefined,
  );
}
