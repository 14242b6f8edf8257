// Home: start a new game, the saved games (resume, rename, export, delete), load a file, the rules.
import { useState } from 'react';
import { useGame } from '../../store/game';
import { ImportButton, Messages, SaveFailure } from './PlayScreen';
import { RulesDialog } from './Rules';
import { SavedGames } from './SavedGames';

export function HomeScreen({ onNew }: { onNew: () => void }) {
  const gameId = useGame((s) => (s.game ? s.gameId : null));
  const [rules, setRules] = useState(false);
  return (
    <main className="home">
      <h1 className="home-title">Titan Race</h1>
      <p className="home-lead">
        A hot-seat race of Titans round one screen: push, trap and blast your way over the finish line.
      </p>
      <Messages />
      <SaveFailure />
      <div className="home-buttons">
        <button type="button" className="btn btn--primary btn--big" onClick={onNew}>
          New game
        </button>
        {gameId && (
          <a className="btn btn--big" href={`#/play/${gameId}`}>
            Back to the game
          </a>
        )}
        <ImportButton />
        <button type="button" className="btn" onClick={() => setRules(true)}>
          Rules
        </button>
      </div>
      <section className="home-saved" aria-labelledby="saved-title">
        <h2 id="saved-title">Saved games</h2>
        <SavedGames />
      </section>
      <p className="home-links">
        <a href="#/editor">Circuit editor</a> · <a href="#/lab">Playtest lab</a>
      </p>
      {rules && <RulesDialog onClose={() => setRules(false)} />}
    </main>
  );
}
