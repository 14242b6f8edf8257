import { useSyncExternalStore } from 'react';
import { currentLang, subscribeLang, t } from './index';

/** The current language; a component that calls it re-renders when the language changes. */
export function useLang(): string {
  return useSyncExternalStore(subscribeLang, currentLang, currentLang);
}

/** `t`, with a re-render when the language changes (use it in every component that shows text). */
export function useT(): typeof t {
  useLang();
  return t;
}
