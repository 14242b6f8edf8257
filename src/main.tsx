import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLang, switchLang } from './i18n/loaders';
import { registerServiceWorker } from './pwa/register';
import { App } from './ui/App';
import { isFramed, showFramed } from './ui/framed';
import './ui/styles.css';

function render() {
  if (isFramed()) return showFramed(document.getElementById('root')!);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The language first (its catalogue may be a chunk to fetch), so the first paint is already in it; if it
// cannot load (offline before it was cached), the page starts in English rather than not at all.
switchLang(initialLang(), false).then(render, render);

// The built app works offline after one visit and offers its updates (issue 14); not in the dev server.
if (import.meta.env.PROD) registerServiceWorker();
