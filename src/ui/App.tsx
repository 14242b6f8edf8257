import { lazy, Suspense, useEffect, useState } from 'react';
import { GamePage } from './pages/GamePage';

// The lab and the editor load only when opened, so the game's first page stays small.
const LabPage = lazy(() => import('./pages/LabPage').then((m) => ({ default: m.LabPage })));
const EditorPage = lazy(() => import('./pages/EditorPage').then((m) => ({ default: m.EditorPage })));

/** The hash route without its query, e.g. '#/play?setup=…' → '/play'. */
function currentRoute(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.split('?')[0] || '/';
}

export function useRoute(): string {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const onChange = () => setRoute(currentRoute());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

export function App() {
  const route = useRoute();
  if (route.startsWith('/lab'))
    return (
      <Suspense fallback={<p className="loading">Loading the lab…</p>}>
        <LabPage />
      </Suspense>
    );
  if (route.startsWith('/editor'))
    return (
      <Suspense fallback={<p className="loading">Loading the editor…</p>}>
        <EditorPage />
      </Suspense>
    );
  return <GamePage />;
}
