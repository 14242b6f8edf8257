// The frame refusal's fallback: where the host sends no `frame-ancestors 'none'` header (a
// static host without _headers), a page framed by another one does not start the app — a click on it
// could be hijacked (clickjacking) — and offers to open it in its own tab instead. A script of the
// bundle, no inline script: it works under the CSP.
import { t } from '../i18n';

/** Is this page inside a frame (any: frame-ancestors 'none' refuses even this origin's)? */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // reading `top` can throw across origins in old browsers: framed
  }
}

/** Show the refusal in `root` instead of the app. */
export function showFramed(root: HTMLElement): void {
  const p = document.createElement('p');
  p.className = 'framed';
  p.textContent = t('page.framed');
  const a = document.createElement('a');
  a.href = window.location.href;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  a.textContent = t('page.openOwnTab');
  root.replaceChildren(p, a);
}
