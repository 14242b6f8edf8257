// The way back from a game or its setup to the page that opened it, carried in the address's query:
// '?from=editor' (the editor's "Play this circuit"), '?from=lab&view=balance' (the lab, in the view it
// showed). The setup hands it on to the game it starts, so the game goes back to the very view.
export type WayBack = 'editor' | 'lab';

function query(hash: string): URLSearchParams {
  const q = hash.indexOf('?');
  return new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));
}

/** Where the address `hash` was opened from, or null. */
export function wayBackOf(hash: string): WayBack | null {
  const from = query(hash).get('from');
  return from === 'editor' || from === 'lab' ? from : null;
}

/** The lab's view named in `hash` ('balance', 'suggest'), or null for its first view (Batch) or none. */
function labViewOf(hash: string): 'balance' | 'suggest' | null {
  const view = query(hash).get('view');
  return view === 'balance' || view === 'suggest' ? view : null;
}

/** The way back of `hash` as a query to hand on ('?from=lab&view=balance'), '' when there is none. */
export function wayBackQuery(hash: string): string {
  const back = wayBackOf(hash);
  if (!back) return '';
  const view = back === 'lab' ? labViewOf(hash) : null;
  return `?from=${back}${view ? `&view=${view}` : ''}`;
}

/** The address the way back of `hash` goes to: the editor (its working copy is the circuit played), or the
 * lab in the view it came from; home when there is none. */
export function wayBackHref(hash: string): string {
  const back = wayBackOf(hash);
  if (back === 'editor') return '#/editor';
  if (back !== 'lab') return '#/';
  const view = labViewOf(hash);
  return view ? `#/lab?view=${view}` : '#/lab';
}
