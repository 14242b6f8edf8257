import { useEffect, useState } from 'react';
import { GamePage } from './pages/GamePage';
import { LabPage } from './pages/LabPage';
import { EditorPage } from './pages/EditorPage';

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
  if (route.startsWith('/lab')) return <LabPage />;
  if (route.startsWith('/editor')) return <EditorPage />;
  return <GamePage />;
}
