// The table's settings (bot speed, hand-off, master's thinking time), kept in the browser's storage.
import { DEFAULT_MASTER_MS } from '../bots/types';
import { webStorage } from './storage';

export const SETTINGS_KEY = 'titan-race/settings';

export type Speed = 'off' | 'slow' | 'normal' | 'fast';
export const SPEED_MS: Record<Speed, number> = { off: 0, slow: 420, normal: 240, fast: 120 };

export interface Settings {
  speed: Speed;
  /** Show a "Pass the device to …" screen when another player must act. */
  handoff: boolean;
  /** The master bot's thinking time per decision, in ms (MASTER_MS_CHOICES). */
  masterMs: number;
  /** End the turn for a person when nothing else can be done, after a short pause (issue 20, autoEnd.ts). */
  autoEnd: boolean;
  /** How long an open reaction call waits for a claim before it goes on by itself, in ms (reactionCall.ts). */
  reactionPause: number;
}

/** The choices offered for the reaction call's pause. */
export const REACTION_PAUSE_CHOICES = [1500, 3000, 5000] as const;

/** The choices offered for master's time per decision (the default, 800 ms, keeps a decision under 1 s). */
export const MASTER_MS_CHOICES = [250, 500, 800, 1500, 3000] as const;

export function loadSettings(): Settings {
  // Hand-off on by default: on a shared screen, hidden cards stay hidden unless the table opts out (issue 13).
  const def: Settings = {
    speed: 'normal',
    handoff: true,
    masterMs: DEFAULT_MASTER_MS,
    autoEnd: true,
    reactionPause: 3000,
  };
  try {
    const raw = webStorage('localStorage')?.getItem(SETTINGS_KEY);
    if (!raw) return def;
    const v = JSON.parse(raw) as Partial<Settings>;
    return {
      speed: v.speed && v.speed in SPEED_MS ? v.speed : def.speed,
      handoff: typeof v.handoff === 'boolean' ? v.handoff : def.handoff,
      masterMs: (MASTER_MS_CHOICES as readonly unknown[]).includes(v.masterMs) ? v.masterMs! : def.masterMs,
      autoEnd: typeof v.autoEnd === 'boolean' ? v.autoEnd : def.autoEnd,
      reactionPause: (REACTION_PAUSE_CHOICES as readonly unknown[]).includes(v.reactionPause)
        ? v.reactionPause!
        : def.reactionPause,
    };
  } catch {
    return def;
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
