// The table's settings (bot speed, hand-off, master's thinking time), kept in the browser's storage and
// read through their schema (src/schema/settings.ts); Reset forgets them.
import { MASTER_MS_CHOICES, parseSettings, REACTION_PAUSE_CHOICES, type Speed } from '../schema/settings';
import { webStorage } from './storage';

export { MASTER_MS_CHOICES, REACTION_PAUSE_CHOICES, type Speed };

export const SETTINGS_KEY = 'titan-race/settings';

export const SPEED_MS: Record<Speed, number> = { off: 0, slow: 420, normal: 240, fast: 120 };

export interface Settings {
  speed: Speed;
  /** Show a "Pass the device to …" screen when another player must act. */
  handoff: boolean;
  /** The master bot's thinking time per decision, in ms (MASTER_MS_CHOICES). */
  masterMs: number;
  /** End the turn for a person when nothing else can be done, after a short pause (autoEnd.ts). */
  autoEnd: boolean;
  /** How long an open reaction call waits for a claim before it goes on by itself, in ms (reactionCall.ts). */
  reactionPause: number;
}

/** The defaults: what an empty object parses to. */
const DEFAULT_SETTINGS: Settings = parseSettings({});

export function loadSettings(): Settings {
  let raw: string | null | undefined;
  try {
    raw = webStorage('localStorage')?.getItem(SETTINGS_KEY);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  if (!raw) return { ...DEFAULT_SETTINGS };
  // A field that fails its schema falls back alone; text that is not JSON gives the defaults.
  try {
    return parseSettings(JSON.parse(raw));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Keep the settings for the next visit; false when this browser would not keep them. */
export function saveSettings(settings: Settings): boolean {
  try {
    webStorage('localStorage')?.setItem(SETTINGS_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}

/** Forget the stored settings (the settings' Reset): the defaults from now on. */
export function resetSettings(): boolean {
  try {
    webStorage('localStorage')?.removeItem(SETTINGS_KEY);
    return true;
  } catch {
    return false;
  }
}
