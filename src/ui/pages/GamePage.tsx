// The game: home, setup and play, by hash route. '#/play?setup=<URI-encoded GameSetup JSON>' starts
// that game at once and then becomes '#/play', so reloading resumes it instead of starting again.
import { useEffect } from 'react';
import type { GameSetup } from '../../engine/types';
import { useGame } from '../../store/game';
import { HomeScreen } from '../game/HomeScreen';
import { PlayScreen } from '../game/PlayScreen';
import { SetupScreen } from '../game/SetupScreen';
import { useRoute } from '../App';

function go(route: string) {
  window.location.hash = route;
}

/** Read '?setup=' (and optional '&names=a,b') from the hash; null when absent. */
export function setupFromHash(
  hash: string,
): { setup: GameSetup; names?: string[] } | { error: string } | null {
  const q = hash.indexOf('?');
  if (q < 0) return null;
  const params = new URLSearchParams(hash.slice(q + 1));
  const raw = params.get('setup');
  if (raw === null) return null;
  try {
    const setup = JSON.parse(raw) as GameSetup;
    const names = params
      .get('names')
      ?.split(',')
      .map((s) => s.trim());
    return { setup, names };
  } catch {
    return { error: 'The link’s game setup is not valid JSON.' };
  }
}

export function GamePage() {
  const route = useRoute();
  const hasGame = useGame((s) => s.game !== null);
  const newGame = useGame((s) => s.newGame);
  const resume = useGame((s) => s.resume);
  const setError = useGame((s) => s.setError);
  const error = useGame((s) => s.error);

  useEffect(() => {
    if (!route.startsWith('/play')) return;
    const fromLink = setupFromHash(window.location.hash);
    if (fromLink) {
      // Replace the address first so a reload resumes the game instead of starting it again.
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/play`);
      if ('error' in fromLink) setError(fromLink.error);
      else newGame(fromLink.setup, fromLink.names);
    } else if (!useGame.getState().game && useGame.getState().hasAutosave()) {
      resume();
    }
  }, [route, newGame, resume, setError]);
  // While the effect above starts the linked game or resumes the autosave, show nothing.
  const booting =
    route.startsWith('/play') &&
    !hasGame &&
    !error &&
    (window.location.hash.includes('?setup=') || useGame.getState().hasAutosave());

  if (route.startsWith('/setup'))
    return <SetupScreen onStarted={() => go('#/play')} onBack={() => go('#/')} />;
  if (route.startsWith('/play') && hasGame) return <PlayScreen onHome={() => go('#/')} />;
  if (booting) return <main className="home" aria-busy="true" />;
  return <HomeScreen onNew={() => go('#/setup')} onResume={() => (hasGame || resume()) && go('#/play')} />;
}
