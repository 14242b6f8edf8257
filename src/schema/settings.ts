// The table's settings as stored in localStorage. The schema is a table of the values each field may take
// (every setting is a choice among a few), read through own properties only, so an inherited key's name
// ("toString", "constructor") is never a speed. A field that is absent or not offered falls back to its
// default alone. This is the one schema of the first page, so it is plain data rather than valibot: the
// library shares one chunk with the lab's schemas, which would cost the first page 3.1 kB gzipped (measured:
// 129.0 → 132.1 kB against the 130 kB budget).
import { DEFAULT_MASTER_MS } from '../bots/types';

const SPEEDS = ['off', 'slow', 'normal', 'fast'] as const;
export type Speed = (typeof SPEEDS)[number];

/** The choices offered for master's time per decision (the default, 800 ms, keeps a decision under 1 s). */
export const MASTER_MS_CHOICES = [250, 500, 800, 1500, 3000] as const;

/** The choices offered for an open reaction call's pause, in ms (store/reactionCall.ts). */
/** How long an open reaction call waits, in ms; 0: until someone presses (no timer: a table that reads slowly). */
export const REACTION_PAUSE_CHOICES = [1500, 3000, 5000, 10000, 0] as const;

/** Each field: the values it may take, the default first. */
const SETTINGS_SCHEMA = {
  speed: ['normal', ...SPEEDS.filter((s) => s !== 'normal')],
  /** Show a "Pass the device to …" screen when another player must act (on by default: hidden cards
   * stay hidden on a shared screen unless the table opts out). */
  handoff: [true, false],
  /** The master bot's thinking time per decision, in ms. */
  masterMs: [DEFAULT_MASTER_MS, ...MASTER_MS_CHOICES.filter((m) => m !== DEFAULT_MASTER_MS)],
  /** End the turn for a person when nothing else can be done, after a short pause (autoEnd.ts). */
  autoEnd: [true, false],
  /** How long an open reaction call waits for a claim (the default first). */
  reactionPause: [10000, 1500, 3000, 5000, 0],
} as const;

export interface StoredSettings {
  speed: Speed;
  handoff: boolean;
  masterMs: number;
  autoEnd: boolean;
  reactionPause: number;
}

/** Any value as settings: each own field kept when it is one of its choices, else its default. */
export function parseSettings(value: unknown): StoredSettings {
  const own = (k: string): unknown =>
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.prototype.hasOwnProperty.call(value, k)
      ? (value as Record<string, unknown>)[k]
      : undefined;
  const pick = <K extends keyof typeof SETTINGS_SCHEMA>(k: K): (typeof SETTINGS_SCHEMA)[K][number] => {
    const choices = SETTINGS_SCHEMA[k] as readonly unknown[];
    const v = own(k);
    return (choices.includes(v) ? v : choices[0]) as (typeof SETTINGS_SCHEMA)[K][number];
  };
  return {
    speed: pick('speed'),
    handoff: pick('handoff'),
    masterMs: pick('masterMs'),
    autoEnd: pick('autoEnd'),
    reactionPause: pick('reactionPause'),
  };
}
