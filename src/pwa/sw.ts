// The service worker (issue 14): after one visit the whole app — the game, the editor, the lab, their
// Web Workers, every language, styles and icons — is served from the cache, so it works with no network.
// Built by scripts/sw-plugin.ts, which fills in __PRECACHE__ (every file of the build) and __VERSION__
// (a hash of them). A new version installs beside the old one and waits: the page offers it
// ("A new version is ready — reload", src/pwa/register.ts) and only the player's click activates it, so
// a game is never interrupted. No inline script anywhere: it works under the app's CSP.
declare const __PRECACHE__: string[];
declare const __VERSION__: string;

const sw = self as unknown as ServiceWorkerGlobalScope;
const PREFIX = 'titan-race-';
const CACHE = `${PREFIX}${__VERSION__}`;
/** The files, as addresses under the worker's scope (the app may be served from any folder). */
const urls = __PRECACHE__.map((f) => new URL(f, sw.registration.scope).href);
const INDEX = new URL('index.html', sw.registration.scope).href;

sw.addEventListener('install', (e) => {
  // `reload`: the files from the server, never a stale copy from the HTTP cache.
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(urls.map((u) => new Request(u, { cache: 'reload' })))));
});

sw.addEventListener('message', (e) => {
  // The player chose "Reload" on the update offer.
  if (e.data && (e.data as { type?: string }).type === 'SKIP_WAITING') void sw.skipWaiting();
});

sw.addEventListener('activate', (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))),
      )
      // The first visit's page is controlled at once, so it works offline without a second visit.
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== sw.location.origin) return;
  // Every address of the app is a hash route of one page: a navigation gets the cached index.html.
  const key = req.mode === 'navigate' ? INDEX : req;
  e.respondWith(
    caches
      .open(CACHE)
      // One copy per file: the server's `Vary: Origin` must not hide it from a module script's request.
      .then((c) => c.match(key, { ignoreSearch: true, ignoreVary: true }))
      .then((hit) => hit ?? fetch(req)),
  );
});
