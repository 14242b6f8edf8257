// Home: start a new game, resume the autosaved one, load a saved file, read the rules.
import { useState } from 'react';
import { useGame } from '../../store/game';
import { ImportButton, Messages } from './PlayScreen';
import { RulesDialog } from './Rules';

export function HomeScreen({ onNew, onResume }: { onNew: () => void; onResume: () => void }) {
  const hasGame = useGame((s) => s.game !== null);
  const hasAutosave = useGame((s) => s.hasAutosave)();
  const [rules, setRules] = useState(false);
  return (
    <main className="home">
      <h1 className="home-title">Titan Race</h1>
      <p className="home-lead">
        A hot-seat race of Titans round one screen: push, trap and blast your way over the finish line.
      </p>
      <Messages />
      <div className="home-buttons">
        <button type="button" className="btn btn--primary btn--big" onClick={onNew}>
          New game
        </button>
        {(hasGame || hasAutosave) && (
          <button type="button" className="btn btn--big" onClick={onResume}>
            Resume the saved game
          </button>
        )}
        <ImportButton />
        <button type="button" className="btn" onClick={() => setRules(true)}>
          Rules
        </button>
      </div>
      <p className="home-links">
        <a href="#/editor">Circuit editor</a> · <a href="#/lab">Playtest lab</a>
      </p>
      {rules && <RulesDialog onClose={() => setRules(false)} />}
    </main>
  );
}
