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

/**
 * `name` in at most `room` characters: as it is when it fits, else cut after its last whole word that
 * fits (trailing dashes and punctuation dropped) and marked "…". It was cut mid-word with no mark
 * ("Kaldheira — the pools of d (candidate 2)", play-tests lab2 and 48). Also names the lab's saved reports.
 */
export function cutOnWords(name: string, room: number): string {
  const chars = Array.from(name);
  if (chars.length <= room) return name;
  const cut = chars.slice(0, room - 1).join('');
  // After the last whole word: the cut ends before a space, or at the last space within it.
  const end = chars[room - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  const head = end > 0 ? cut.slice(0, end).replace(/[\s\p{Pd}:,;.]+$/u, '') : cut;
  return `${head || cut}…`;
}

/**
 * `wrap(name)` within a name's `max` characters (a name the app makes from another: "Lava lane (copy)",
 * "Kaldheira — the pools… (this tab’s copy)", in any language's word order), `name` cut on a whole word
 * (cutOnWords) when both do not fit.
 */
export function fitName(name: string, wrap: (name: string) => string, max = MAX_NAME): string {
  const room = max - Array.from(wrap('')).length;
  return cleanName(wrap(cutOnWords(cleanName(name, Infinity), room)), max);
}
