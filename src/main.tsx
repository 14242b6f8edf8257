import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLang, switchLang } from './i18n/loaders';
import { registerServiceWorker } from './pwa/register';
import { App } from './ui/App';
import { isFramed, showFramed } from './ui/framed';
import { loadPlayScreen, showsGame } from './ui/pages/GamePage';
import './ui/styles.css';

function render() {
  if (isFramed()) return showFramed(document.getElementById('root')!);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

function start() {
  // The language first (its catalogue may be a chunk to fetch), so the first paint is already in it; if it
  // cannot load (offline before it was cached), the page starts in English rather than not at all.
  switchLang(initialLang(), false).then(render, render);
}

// A game's address (a link, a reload): its screen's code is asked for first, in a task of its own after
// this one (the modules' evaluation, already long), and the rest starts in the task after — so the fetch
// overlaps the first render's work instead of waiting for it (the game page's LCP). Elsewhere
// nothing is fetched early and start-up is as before.
if (!isFramed() && showsGame(window.location.hash))
  setTimeout(() => {
    void loadPlayScreen().catch(() => undefined); // a failed fetch is retried, and said, by the route
    setTimeout(start, 0);
  }, 0);
else start();

// The built app works offline after one visit and offers its updates; not in the dev server.
// Registered once the page has loaded, so the worker's start and its caching never compete with the
// first paint.
if (import.meta.env.PROD) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', () => registerServiceWorker(), { once: true });
}
