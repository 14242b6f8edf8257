// The sound setting: on/off and a volume, apart from the animation settings, kept in this
// browser. Sound is on at a moderate volume by default; nothing plays before the player's first gesture.
import { useSyncExternalStore } from 'react';
import { webStorage } from '../../store/storage';

const SOUND_KEY = 'titan-race/sound';

export interface SoundSettings {
  on: boolean;
  /** 0 … 1 */
  volume: number;
}

export const DEFAULT_SOUND: SoundSettings = { on: true, volume: 0.5 };

function load(): SoundSettings {
  try {
    const raw = webStorage('localStorage')?.getItem(SOUND_KEY);
    if (!raw) return DEFAULT_SOUND;
    const v = JSON.parse(raw) as Partial<SoundSettings>;
    return {
      on: typeof v.on === 'boolean' ? v.on : DEFAULT_SOUND.on,
      volume:
        typeof v.volume === 'number' && v.volume >= 0 && v.volume <= 1 ? v.volume : DEFAULT_SOUND.volume,
    };
  } catch {
    return DEFAULT_SOUND;
  }
}

let current: SoundSettings | null = null;
const listeners = new Set<() => void>();

export function soundSettings(): SoundSettings {
  return (current ??= load());
}

/** Change the setting; false when this browser would not keep it (it still applies in this tab). */
export function setSoundSettings(patch: Partial<SoundSettings>): boolean {
  current = { ...soundSettings(), ...patch };
  for (const l of listeners) l();
  try {
    webStorage('localStorage')?.setItem(SOUND_KEY, JSON.stringify(current));
    return true;
  } catch {
    return false;
  }
}

function subscribe(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

export function useSoundSettings(): SoundSettings {
  return useSyncExternalStore(subscribe, soundSettings, soundSettings);
}
