// The page's title for each route and its meta description, in the UI's language (search
// engines and browser tabs read them). index.html carries the English ones for crawlers that run no
// script; this keeps them right once the app runs, on every change of route or language.
import { t, type MessageKey } from '../i18n';

const TITLES: [prefix: string, key: MessageKey][] = [
  ['/play', 'page.titleGame'],
  ['/editor', 'page.titleEditor'],
  ['/lab', 'page.titleLab'],
];

/** The title of a hash route ('/', '/play', '/play/<id>', '/editor', '/lab', …). */
export function pageTitle(route: string): string {
  for (const [prefix, key] of TITLES) if (route.startsWith(prefix)) return t(key); // as App.tsx routes
  return t('page.titleHome');
}

/** Set document.title and <meta name="description"> (made if index.html had none). */
export function applyPageMeta(route: string, doc: Document = document): void {
  doc.title = pageTitle(route);
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.appendChild(meta);
  }
  meta.content = t('page.description');
}
