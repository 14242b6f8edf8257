// The turn being put together in the UI (the guide's input), and the kind it starts as. Apart from
// guide.ts so the store's intents, loaded with the first page, do not bring the whole guide with them.
import type { Action, CardId } from '../engine/types';

export type DraftMode = 'die' | 'enter' | 'ability' | 'bonus';

export interface Draft {
  mode: DraftMode;
  /** The card being played (mode 'bonus'). */
  card?: CardId;
  /** Choices made so far, by attribute key. Space values are space indexes as strings; '-' = absent. */
  picks: Record<string, string>;
}

/** What a turn's guide starts with: entering the board on the first turn, else the die's move. */
export function defaultMode(legal: readonly Action[]): DraftMode | null {
  if (legal.some((a) => a.type === 'enter')) return 'enter';
  if (legal.some((a) => a.type === 'dieAction')) return 'die';
  return null;
}
