// Names the store puts in a problem's params (a bot's failure names its Titan: a proper name, the same
// in every language) and the safe form of a typed name. The UI's richer tables live in src/ui/meta.ts;
// the Titans' names themselves are the engine's data (one table).
import { TITAN_NAME } from '../engine/data';
import type { TitanId } from '../engine/types';

export function titanName(t: TitanId): string {
  return TITAN_NAME[t] ?? t;
}

/** Longest player, circuit or saved-game name kept (in characters). */
export const MAX_NAME = 40;

/**
 * A name as a person typed it, made safe to show and to share: control, zero-width and
 * bidirectional-override characters removed (they can make "evil" read as "live" or copy a standard
 * circuit's name invisibly), Unicode normalised, spaces collapsed, at most `max` characters.
 */
export function cleanName(raw: unknown, max = MAX_NAME): string {
  if (typeof raw !== 'string') return '';
  const s = raw
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .trim();
  return Array.from(s).slice(0, max).join('').trim();
}
