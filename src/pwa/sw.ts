// The service worker: after one visit the whole app — the game, the editor, the lab, their
// Web Workers, every language, styles and icons — is served from the cache, so it works with no network.
// Built by scripts/sw-plugin.ts, which fills in __PRECACHE__ (every file of the build) and __VERSION__
// (a hash of them). A new version installs beside the old one and waits: the page offers it
// ("A new version is ready — reload", src/pwa/register.ts) and only the player's click activates it, so
// a game is never interrupted. An open tab of an older version keeps working: its
// version's files stay cached until no tab of it remains (sw-versions.ts). No inline script anywhere:
// it works under the app's CSP.
import { cachesToDelete, lookupOrder, PREFIX, TABS_CACHE, type TabVersions } from './sw-versions';

declare const __PRECACHE__: string[];
declare const __VERSION__: string;

const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `${PREFIX}${__VERSION__}`;
/** The files, as addresses under the worker's scope (the app may be served from any folder). */
const urls = __PRECACHE__.map((f) => new URL(f, sw.registration.scope).href);
const INDEX = new URL('index.html', sw.registration.scope).href;
/** Where the record of which tab runs which version is kept (a worker may be stopped at any time). */
const TABS_KEY = new URL('__titan-race-tabs__', sw.registration.scope).href;

let tabs: Promise<TabVersions> | null = null;

function readTabs(): Promise<TabVersions> {
  tabs ??= caches
    .open(TABS_CACHE)
    .then((c) => c.match(TABS_KEY))
    .then((r) => (r ? (r.json() as Promise<TabVersions>) : {}))
    .catch(() => ({}));
  return tabs;
}

async function writeTabs(next: TabVersions): Promise<void> {
  tabs = Promise.resolve(next);
  const c = await caches.open(TABS_CACHE);
  await c.put(
    TABS_KEY,
    new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }),
  );
}

/** Delete the caches of versions no open tab runs (the current one always stays). */
async function cleanUp(): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const plan = cachesToDelete(
    await caches.keys(),
    CACHE,
    windows.map((w) => w.id),
    await readTabs(),
  );
  await writeTabs(plan.versions);
  await Promise.all(plan.remove.map((k) => caches.delete(k)));
}

sw.addEventListener('install', (e) => {
  // `reload`: the files from the server, never a stale copy from the HTTP cache.
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(urls.map((u) => new Request(u, { cache: 'reload' })))));
});

sw.addEventListener('message', (e) => {
  const type = e.data && (e.data as { type?: string }).type;
  // The player chose "Reload" on the update offer.
  if (type === 'SKIP_WAITING') void sw.skipWaiting();
  // A page has started (register.ts): a tab may have closed since, and its version with it.
  else if (type === 'CLEAN_UP') e.waitUntil(cleanUp());
});

sw.addEventListener('activate', (e) => {
  // The first visit's page is controlled at once, so it works offline without a second visit. Older
  // versions' caches are deleted only once none of their tabs is open.
  e.waitUntil(cleanUp().then(() => sw.clients.claim()));
});

async function answer(req: Request, clientId: string): Promise<Response> {
  // Every address of the app is a hash route of one page: a navigation gets this version's index.html.
  if (req.mode === 'navigate') {
    const hit = await (await caches.open(CACHE)).match(INDEX);
    return hit ?? fetch(req);
  }
  const own = clientId ? (await readTabs())[clientId] : undefined;
  for (const name of lookupOrder(await caches.keys(), CACHE, own)) {
    // One copy per file: the server's `Vary: Origin` must not hide it from a module script's request.
    const hit = await (await caches.open(name)).match(req, { ignoreSearch: true, ignoreVary: true });
    if (hit) return hit;
  }
  return fetch(req);
}

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== sw.location.origin) return;
  e.respondWith(answer(req, e.clientId));
  // The tab this navigation makes runs this version: remember it, so its files outlive a newer version.
  if (req.mode === 'navigate' && e.resultingClientId)
    e.waitUntil(readTabs().then((t) => writeTabs({ ...t, [e.resultingClientId]: CACHE })));
});
