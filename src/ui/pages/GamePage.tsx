// The game: home, setup and play, by hash route (docs/ui.md, "Addresses").
//   '#/'                   home: new game, the saved games, load a file
//   '#/setup'              the setup; '#/play?circuit=<id>' opens it with that circuit chosen
//   '#/play/<id>'          the saved game <id> (a reload, Back or a second tab opens exactly that game)
//   '#/play?setup=<JSON>'  (with optional '&names=<JSON list>' and '&bots=<JSON>') starts that game as a
//                          new saved game beside the others; the address then becomes '#/play/<new id>'
//   '#/play'               the game in this tab, if any, else home
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { GameSetup } from '../../engine/types';
import { useGame, type BotSeats } from '../../store/game';
import { HomeScreen } from '../game/HomeScreen';
import { parseSetupHash } from '../game/setupLink';
import { wayBackHref, wayBackOf, wayBackQuery } from '../game/wayBack';
import { replaceAddress, useRoute } from '../route';
import { clip } from '../../store/validate';
import { problem, type Problem } from '../../i18n/errors';

// The play and setup screens load when first needed: the home page stays light.
let playScreenChunk: Promise<typeof import('../game/PlayScreen')> | null = null;
/**
 * Start loading the play screen's code (once; again after a failure, e.g. offline before it was cached);
 * main.tsx calls it at start-up on a game's address, the route when it shows the game.
 */
export function loadPlayScreen(): Promise<typeof import('../game/PlayScreen')> {
  return (playScreenChunk ??= import('../game/PlayScreen').catch((e: unknown) => {
    playScreenChunk = null;
    throw e;
  }));
}
const PlayScreen = lazy(() => loadPlayScreen().then((m) => ({ default: m.PlayScreen })));
const SetupScreen = lazy(() => import('../game/SetupScreen').then((m) => ({ default: m.SetupScreen })));
const busy = <main className="home" aria-busy="true" />;

function go(route: string) {
  window.location.hash = route;
}

/** Change the address without a new history entry, and tell the routes (replacing fires no event). */
function replaceHash(hash: string): void {
  replaceAddress(`${window.location.pathname}${window.location.search}${hash}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/**
 * Whether the address `hash` shows a game: a saved one ('#/play/<id>') or a link's ('#/play?setup=…'),
 * not '#/play?circuit=…' (the setup). Then the play screen's code is fetched from the start, beside the
 * main chunk's work, instead of after the first render asked for it.
 */
export function showsGame(hash: string): boolean {
  return /^#\/play(\/[a-z0-9-]|\?(.*&)?setup=)/.test(hash);
}

function hashParams(hash: string): URLSearchParams | null {
  const q = hash.indexOf('?');
  return q < 0 ? null : new URLSearchParams(hash.slice(q + 1));
}

/** Read '?setup=' (and optional '&names=', '&bots={…}') from the hash; null when absent (setupLink.ts). */
function setupFromHash(
  hash: string,
): { setup: GameSetup; names?: string[]; bots?: BotSeats } | { error: Problem } | null {
  return parseSetupHash(hash) as
    { setup: GameSetup; names?: string[]; bots?: BotSeats } | { error: Problem } | null;
}

/** The circuit id of '#/play?circuit=<id>' or '#/setup?circuit=<id>', or null. */
function circuitFromHash(hash: string): string | null {
  return hashParams(hash)?.get('circuit') ?? null;
}

/** The saved game id of the route '/play/<id>', or null. */
function gameIdOfRoute(route: string): string | null {
  const m = /^\/play\/([a-z0-9-]{1,40})$/.exec(route);
  return m ? m[1] : null;
}

function subscribeHash(cb: () => void): () => void {
  window.addEventListener('hashchange', cb);
  return () => window.removeEventListener('hashchange', cb);
}

/** Act on the address: start a linked game, open a saved one, or send a bare '#/play' where it belongs. */
function followAddress(): void {
  const h = window.location.hash;
  const route = h.replace(/^#/, '').split('?')[0];
  if (!route.startsWith('/play')) return;
  const st = useGame.getState();
  const fromLink = setupFromHash(h);
  if (fromLink) {
    if ('error' in fromLink) {
      st.setError(problem('linkCannotStart', undefined, fromLink.error));
      replaceHash('#/');
      return;
    }
    // A new game beside the others; the link's address is replaced so a reload opens it, not a copy.
    const r = st.newGame(fromLink.setup, fromLink.names, fromLink.bots);
    if (r.ok) replaceHash(`#/play/${r.id}`);
    else {
      st.setError(problem('linkCannotStart', undefined, r.error));
      replaceHash('#/');
    }
    return;
  }
  const id = gameIdOfRoute(route);
  if (id) {
    if (st.gameId === id && st.game) return;
    // This tab kept its version of that game as a copy (another tab played it differently).
    const moved = st.movedTo[id];
    if (moved && moved === st.gameId) replaceHash(`#/play/${moved}`);
    else if (st.opening !== id) void st.open(id);
    return;
  }
  // '#/play/..%2F..%2Fetc', a 5,000-character id: not an id at all — said, never a silent home page.
  if (route.startsWith('/play/') && route.length > 6) {
    st.setError(problem('badGameId', { id: clip(safeDecode(route.slice(6))) }));
    replaceHash('#/');
    return;
  }
  if (route === '/play' && circuitFromHash(h) === null)
    replaceHash(st.gameId && st.game ? `#/play/${st.gameId}` : '#/');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function GamePage() {
  const route = useRoute();
  const hash = useSyncExternalStore(
    subscribeHash,
    () => window.location.hash,
    () => '',
  );
  const gameId = useGame((s) => s.gameId);
  const hasGame = useGame((s) => s.game !== null);
  const opening = useGame((s) => s.opening);
  const error = useGame((s) => s.error);

  useEffect(() => {
    followAddress();
    window.addEventListener('hashchange', followAddress);
    // An IndexedDB write under way when the page unloads may never land: keep it for the reload.
    const onHide = () => useGame.getState().stashUnwritten();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('hashchange', followAddress);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  // The game shown moved to a new id (kept as a copy): follow it.
  const routeId = gameIdOfRoute(route);
  useEffect(() => {
    if (routeId && gameId && routeId !== gameId && useGame.getState().movedTo[routeId] === gameId)
      replaceHash(`#/play/${gameId}`);
  }, [routeId, gameId]);

  const circuit = route.startsWith('/play') || route.startsWith('/setup') ? circuitFromHash(hash) : null;
  const back = wayBackOf(hash);
  if (route.startsWith('/setup') || (route === '/play' && circuit !== null))
    return (
      <Suspense fallback={busy}>
        <SetupScreen
          key={circuit ?? ''}
          initialCircuit={circuit ?? undefined}
          onStarted={(id) => go(`#/play/${id}${wayBackQuery(hash)}`)}
          onBack={() => go(wayBackHref(hash))}
        />
      </Suspense>
    );
  if (routeId && hasGame && gameId === routeId)
    return (
      <Suspense fallback={busy}>
        <PlayScreen onHome={() => go('#/')} back={back} />
      </Suspense>
    );
  // A link's game is being started (the effect above replaces the address at once): not the home page
  // first, whose render the game page's load would pay for.
  if (route === '/play' && /[?&]setup=/.test(hash) && !error) return busy;
  // While the saved game is read (and before the effect above starts reading it), show nothing.
  if (routeId && (opening === routeId || (gameId !== routeId && !error))) return busy;
  return <HomeScreen onNew={() => go('#/setup')} />;
}
