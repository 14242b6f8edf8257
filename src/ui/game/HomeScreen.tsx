// Home: start a new game, the saved games (resume, rename, export, delete), load a file, the rules.
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/useT';
import { useGame } from '../../store/game';
import { ImportButton, Messages, SaveFailure } from './Messages';
import { SavedGames } from './SavedGames';
import { UnsavedMoves } from './UnsavedMoves';
import { LanguagePicker } from '../LanguagePicker';
import { SoundSettings } from '../sound/SoundSettings';

// The rules reference (with its pictures and styles) loads when opened: the home page's first paint does
// not need it.
const RulesDialog = lazy(() => import('./Rules').then((m) => ({ default: m.RulesDialog })));

export function HomeScreen({ onNew }: { onNew: () => void }) {
  const gameId = useGame((s) => (s.game ? s.gameId : null));
  const [rules, setRules] = useState(false);
  const t = useT();
  return (
    <main className="home">
      <h1 className="home-title">{t('home.title')}</h1>
      <p className="home-lead">{t('home.lead')}</p>
      <Messages />
      <SaveFailure />
      <UnsavedMoves />
      <div className="home-buttons">
        <button type="button" className="btn btn--primary btn--big" onClick={onNew}>
          {t('home.newGame')}
        </button>
        {gameId && (
          <a className="btn btn--big" href={`#/play/${gameId}`}>
            {t('home.backToGame')}
          </a>
        )}
        <ImportButton />
        <button type="button" className="btn" onClick={() => setRules(true)}>
          {t('home.rules')}
        </button>
      </div>
      <section className="home-saved" aria-labelledby="saved-title">
        <h2 id="saved-title">{t('home.savedGames')}</h2>
        <SavedGames />
      </section>
      <p className="home-links">
        <a href="#/editor">{t('home.editor')}</a> · <a href="#/lab">{t('home.lab')}</a>
      </p>
      <LanguagePicker />
      <SoundSettings />
      {rules && (
        <Suspense fallback={null}>
          <RulesDialog onClose={() => setRules(false)} />
        </Suspense>
      )}
    </main>
  );
}
