// The hash route the app shows, as a hook: App chooses the page by it, GamePage the game.
import { useEffect, useState } from 'react';

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
