// The game: home, setup and play, by hash route. '#/play?setup=<URI-encoded GameSetup JSON>' (optionally
// '&names=Ann,Bob' and '&bots=<URI-encoded {"grinder":"greedy",…}>') starts that game at once — also when
// opened while a game is shown — and then becomes '#/play', so reloading resumes it instead of starting
// again. '#/play?circuit=<id>' (the editor's "Play this circuit") opens the setup with that circuit chosen.
import { useEffect, useSyncExternalStore } from 'react';
import type { GameSetup } from '../../engine/types';
import { useGame, type BotSeats } from '../../store/game';
import { HomeScreen } from '../game/HomeScreen';
import { PlayScreen } from '../game/PlayScreen';
import { SetupScreen } from '../game/SetupScreen';
import { parseSetupHash } from '../game/setupLink';
import { useRoute } from '../App';

function go(route: string) {
  window.location.hash = route;
}

function hashParams(hash: string): URLSearchParams | null {
  const q = hash.indexOf('?');
  return q < 0 ? null : new URLSearchParams(hash.slice(q + 1));
}

/** Read '?setup=' (and optional '&names=', '&bots={…}') from the hash; null when absent (setupLink.ts). */
export function setupFromHash(
  hash: string,
): { setup: GameSetup; names?: string[]; bots?: BotSeats } | { error: string } | null {
  return parseSetupHash(hash) as
    { setup: GameSetup; names?: string[]; bots?: BotSeats } | { error: string } | null;
}

/** The circuit id of '#/play?circuit=<id>' or '#/setup?circuit=<id>', or null. */
export function circuitFromHash(hash: string): string | null {
  return hashParams(hash)?.get('circuit') ?? null;
}

function subscribeHash(cb: () => void): () => void {
  window.addEventListener('hashchange', cb);
  return () => window.removeEventListener('hashchange', cb);
}

export function GamePage() {
  const route = useRoute();
  const hash = useSyncExternalStore(
    subscribeHash,
    () => window.location.hash,
    () => '',
  );
  const hasGame = useGame((s) => s.game !== null);
  const error = useGame((s) => s.error);

  useEffect(() => {
    const handle = () => {
      const h = window.location.hash;
      if (!h.replace(/^#/, '').startsWith('/play')) return;
      const fromLink = setupFromHash(h);
      const st = useGame.getState();
      if (fromLink) {
        // Replace the address first so a reload resumes the game instead of starting it again.
        window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/play`);
        if ('error' in fromLink) st.setError(fromLink.error);
        else st.newGame(fromLink.setup, fromLink.names, fromLink.bots);
      } else if (!st.game && circuitFromHash(h) === null && st.hasAutosave()) {
        st.resume();
      }
    };
    handle();
    // A link opened while the game page is shown (even '#/play' → '#/play?setup=…') starts its game too.
    window.addEventListener('hashchange', handle);
    return () => window.removeEventListener('hashchange', handle);
  }, []);

  const circuit = route.startsWith('/play') || route.startsWith('/setup') ? circuitFromHash(hash) : null;
  // While the effect above starts the linked game or resumes the autosave, show nothing.
  const booting =
    route.startsWith('/play') &&
    !hasGame &&
    !error &&
    (window.location.hash.includes('?setup=') || useGame.getState().hasAutosave());

  if (route.startsWith('/setup') || (route.startsWith('/play') && circuit !== null))
    return (
      <SetupScreen
        key={circuit ?? ''}
        initialCircuit={circuit ?? undefined}
        onStarted={() => go('#/play')}
        onBack={() => go('#/')}
      />
    );
  if (route.startsWith('/play') && hasGame) return <PlayScreen onHome={() => go('#/')} />;
  if (booting) return <main className="home" aria-busy="true" />;
  return <HomeScreen onNew={() => go('#/setup')} onResume={() => (hasGame || resume()) && go('#/play')} />;
}

function resume(): boolean {
  return useGame.getState().resume();
}
