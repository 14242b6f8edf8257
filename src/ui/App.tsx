import { lazy, Suspense, useEffect } from 'react';
import { useLang, useT } from '../i18n/useT';
import { useGame } from '../store/game';
import { ErrorBoundary } from './ErrorBoundary';
import { download, gameFileName } from './download';
import { applyPageMeta } from './pageMeta';
import { GamePage } from './pages/GamePage';
import { useRoute } from './route';

// The lab and the editor load only when opened, so the game's first page stays small.
const LabPage = lazy(() => import('./pages/LabPage').then((m) => ({ default: m.LabPage })));
const EditorPage = lazy(() => import('./pages/EditorPage').then((m) => ({ default: m.EditorPage })));

/** Export the game in the store, if there is one (offered when a page fails). */
function exportGame(): (() => void) | undefined {
  const store = useGame.getState();
  if (!store.game) return undefined;
  return () => download(gameFileName(), store.exportSave());
}

export function App() {
  const route = useRoute();
  // The whole tree re-renders on a change of language (text computed outside components included).
  const t = useT();
  const lang = useLang();
  // The tab's title and the meta description follow the route and the language (issue 24).
  useEffect(() => applyPageMeta(route), [route, lang]);
  if (route.startsWith('/lab'))
    return (
      <ErrorBoundary key="lab" where={t('home.whereLab')}>
        <Suspense fallback={<p className="loading">{t('home.loadingLab')}</p>}>
          <LabPage />
        </Suspense>
      </ErrorBoundary>
    );
  if (route.startsWith('/editor'))
    return (
      <ErrorBoundary key="editor" where={t('home.whereEditor')}>
        <Suspense fallback={<p className="loading">{t('home.loadingEditor')}</p>}>
          <EditorPage />
        </Suspense>
      </ErrorBoundary>
    );
  return (
    <ErrorBoundary key={route} where={t('home.whereGame')} exportGame={exportGame()}>
      <GamePage />
    </ErrorBoundary>
  );
}
