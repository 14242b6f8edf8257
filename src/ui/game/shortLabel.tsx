// A button of the action bar's row with short words on a phone (table.css): the short words are drawn by
// CSS from data-short, with no text for assistive technology, and the whole phrase stays the button's text
// and name (visually hidden there). Elsewhere the whole phrase shows.
import type { ReactNode } from 'react';

export function shortLabel(full: string, short: string): { 'data-short': string; children: ReactNode } {
  return { 'data-short': short, children: <span className="btn-label-full">{full}</span> };
}
